import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  isAllowedNavigation,
  isAllowedSender,
  windowWebPreferences,
} from '../../src/main/securityPolicy';

const DEV_URL = 'http://localhost:5173/';
const BUILT_PAGE = 'file:///opt/Mirianth%20Table/resources/app.asar/out/renderer/index.html';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('window web preferences', () => {
  it('isolates the page from Node and keeps web security on', () => {
    expect(windowWebPreferences('/app/out/preload/index.cjs')).toEqual({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    });
  });
});

describe('content security policy', () => {
  const policy = directives(CONTENT_SECURITY_POLICY);

  it('runs only our own scripts: no inline code, no eval', () => {
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
  });

  it('allows what the Pixi canvas needs', () => {
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('is the same policy as the meta tag in index.html', () => {
    const html = readFileSync('src/renderer/index.html', 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html);
    expect(meta?.[1]).toBe(CONTENT_SECURITY_POLICY);
  });
});

describe('IPC sender check', () => {
  it('answers our built page and the dev server', () => {
    expect(isAllowedSender(BUILT_PAGE, undefined)).toBe(true);
    expect(isAllowedSender(`${BUILT_PAGE}#/table`, undefined)).toBe(true);
    expect(isAllowedSender('http://localhost:5173/index.html', DEV_URL)).toBe(true);
  });

  it('drops every other sender', () => {
    expect(isAllowedSender('http://localhost:5173/', undefined)).toBe(false);
    expect(isAllowedSender('http://localhost:5174/', DEV_URL)).toBe(false);
    expect(isAllowedSender('https://example.com/', DEV_URL)).toBe(false);
    expect(isAllowedSender('file:///tmp/evil.html', DEV_URL)).toBe(false);
    expect(isAllowedSender('file:///tmp/out/renderer/other.html', undefined)).toBe(false);
    expect(isAllowedSender('about:blank', DEV_URL)).toBe(false);
    expect(isAllowedSender('', DEV_URL)).toBe(false);
  });
});

describe('navigation', () => {
  it('is blocked for anything but our own page', () => {
    for (const url of ['https://example.com/', 'http://localhost:5173/', 'file:///etc/passwd', 'javascript:alert(1)', 'data:text/html,hi']) {
      expect(isAllowedNavigation(url, undefined), url).toBe(false);
    }
    expect(isAllowedNavigation('https://example.com/', DEV_URL)).toBe(false);
  });

  it('lets the page reload itself', () => {
    expect(isAllowedNavigation(BUILT_PAGE, undefined)).toBe(true);
    expect(isAllowedNavigation(DEV_URL, DEV_URL)).toBe(true);
  });
});
