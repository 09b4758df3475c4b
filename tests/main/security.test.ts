import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  devServerUrl,
  isAllowedNavigation,
  isAllowedSender,
  windowWebPreferences,
} from '../../src/main/securityPolicy';

const DEV_URL = 'http://localhost:5173/';
const BUILT_PAGE = 'file:///opt/Mirianth%20Table/resources/app.asar/out/renderer/index.html';
const BUILT = { file: BUILT_PAGE, dev: undefined };
const DEV = { file: BUILT_PAGE, dev: DEV_URL };

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

  it('forbids plugins, <base> rewrites and form posts, and connects only to itself and ws: hosts', () => {
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'ws:']);
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
    expect(isAllowedSender(BUILT_PAGE, BUILT)).toBe(true);
    expect(isAllowedSender(`${BUILT_PAGE}#/table`, BUILT)).toBe(true);
    expect(isAllowedSender('http://localhost:5173/index.html', DEV)).toBe(true);
  });

  it('drops every other sender', () => {
    expect(isAllowedSender('http://localhost:5173/', BUILT)).toBe(false);
    expect(isAllowedSender('http://localhost:5174/', DEV)).toBe(false);
    expect(isAllowedSender('https://example.com/', DEV)).toBe(false);
    expect(isAllowedSender('file:///tmp/evil.html', DEV)).toBe(false);
    expect(isAllowedSender('file:///tmp/out/renderer/other.html', BUILT)).toBe(false);
    expect(isAllowedSender('about:blank', DEV)).toBe(false);
    expect(isAllowedSender('', DEV)).toBe(false);
  });

  it('takes only the exact built file, not another index.html under an out/renderer folder', () => {
    expect(isAllowedSender('file:///home/me/Downloads/out/renderer/index.html', BUILT)).toBe(false);
    expect(isAllowedSender('file:///opt/Mirianth%20Table/resources/app.asar/out/renderer/index.html/../../evil.html', BUILT)).toBe(false);
    expect(isAllowedSender('file://evil.example/opt/Mirianth%20Table/resources/app.asar/out/renderer/index.html', BUILT)).toBe(false);
    expect(isAllowedSender('file:///opt/Mirianth Table/resources/app.asar/out/renderer/index.html?lang=pt', BUILT)).toBe(true);
  });

  it('denies malformed URLs', () => {
    for (const url of ['http://[::1', 'file:///opt/%E0%A4%A/index.html', 'not a url', 'http://localhost:99999/']) {
      expect(isAllowedSender(url, DEV), url).toBe(false);
    }
    expect(isAllowedSender('file:///opt/x/index.html', { file: 'not a url', dev: undefined })).toBe(false);
  });
});

describe('navigation', () => {
  it('is blocked for anything but our own page', () => {
    for (const url of ['https://example.com/', 'http://localhost:5173/', 'file:///etc/passwd', 'javascript:alert(1)', 'data:text/html,hi']) {
      expect(isAllowedNavigation(url, BUILT), url).toBe(false);
    }
    expect(isAllowedNavigation('https://example.com/', DEV)).toBe(false);
  });

  it('never goes to a dev server in a packaged app, nor to one off this machine', () => {
    expect(devServerUrl({ ELECTRON_RENDERER_URL: DEV_URL }, false)).toBe(DEV_URL);
    expect(devServerUrl({ ELECTRON_RENDERER_URL: DEV_URL }, true)).toBeUndefined();
    expect(devServerUrl({ ELECTRON_RENDERER_URL: 'https://evil.example/' }, false)).toBeUndefined();
    expect(devServerUrl({ ELECTRON_RENDERER_URL: 'file:///tmp/evil.html' }, false)).toBeUndefined();
    expect(devServerUrl({ ELECTRON_RENDERER_URL: '::garbage' }, false)).toBeUndefined();
    expect(devServerUrl({}, false)).toBeUndefined();
  });

  it('lets the page reload itself', () => {
    expect(isAllowedNavigation(BUILT_PAGE, BUILT)).toBe(true);
    expect(isAllowedNavigation(DEV_URL, DEV)).toBe(true);
  });
});
