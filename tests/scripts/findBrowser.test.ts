import { describe, expect, it } from 'vitest';
import { findBrowser, missingBrowserMessage, systemCandidates, type FinderDeps } from '../../scripts/findBrowser.mjs';

const PW = '/home/me/.cache/ms-playwright/chromium-1200/chrome-linux/chrome';

/** A machine where only `files` exist, commands succeed as `commands` says, and `installs` adds files. */
function machine(options: {
  files?: string[];
  env?: Record<string, string>;
  commands?: Record<string, boolean>;
  installs?: Record<string, string>;
  isRoot?: boolean;
  isDebianLike?: boolean;
  platform?: string;
}): FinderDeps & { ran: string[]; logged: string[] } {
  const files = new Set(options.files ?? []);
  const ran: string[] = [];
  const logged: string[] = [];
  return {
    env: { PATH: '/usr/local/bin:/usr/bin', ...options.env },
    platform: options.platform ?? 'linux',
    exists: (path) => files.has(path),
    playwrightBrowser: () => PW,
    run: (command, args) => {
      const line = [command, ...args].join(' ');
      ran.push(line);
      const ok = options.commands?.[line] ?? false;
      const created = options.installs?.[line];
      if (ok && created) files.add(created);
      return ok;
    },
    isRoot: options.isRoot ?? false,
    isDebianLike: options.isDebianLike ?? true,
    log: (line) => logged.push(line),
    ran,
    logged,
  };
}

const PW_INSTALL = 'npx --no-install playwright install chromium';

describe('browser finder', () => {
  it('takes CHROMIUM_PATH first, before any other browser', () => {
    const deps = machine({ env: { CHROMIUM_PATH: '/opt/chrome/chrome' }, files: ['/opt/chrome/chrome', PW, '/usr/bin/chromium'] });
    expect(findBrowser(deps)).toEqual({ path: '/opt/chrome/chrome', source: 'env' });
    expect(deps.ran).toEqual([]);
  });

  it('refuses a CHROMIUM_PATH that points at nothing, saying so', () => {
    const deps = machine({ env: { CHROMIUM_PATH: '/nope/chrome' }, files: ['/usr/bin/chromium'] });
    expect(() => findBrowser(deps)).toThrow(/CHROMIUM_PATH is \/nope\/chrome, but there is no file there/);
  });

  it("prefers Playwright's own installed Chromium over system ones", () => {
    const deps = machine({ files: [PW, '/usr/bin/chromium'] });
    expect(findBrowser(deps)).toEqual({ path: PW, source: 'playwright' });
  });

  it('falls back to the usual system paths in order', () => {
    expect(findBrowser(machine({ files: ['/usr/bin/chromium', '/usr/bin/google-chrome'] }))).toEqual({ path: '/usr/bin/chromium', source: 'system' });
    expect(findBrowser(machine({ files: ['/usr/local/bin/chromium-browser'] })).path).toBe('/usr/local/bin/chromium-browser');
    expect(findBrowser(machine({ files: ['/usr/bin/google-chrome'] })).path).toBe('/usr/bin/google-chrome');
    expect(systemCandidates({ PATH: '' }, 'linux').slice(0, 3)).toEqual(['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']);
  });

  it('runs `npx playwright install chromium` when there is no browser at all', () => {
    const deps = machine({ commands: { [PW_INSTALL]: true }, installs: { [PW_INSTALL]: PW } });
    expect(findBrowser(deps)).toEqual({ path: PW, source: 'playwright-install' });
    expect(deps.ran).toEqual([PW_INSTALL]);
  });

  it('installs the chromium package with apt when Playwright cannot download, as root on Debian/Ubuntu', () => {
    const apt = 'apt-get install -y chromium';
    const deps = machine({ isRoot: true, commands: { 'apt-get update': true, [apt]: true }, installs: { [apt]: '/usr/bin/chromium' } });
    expect(findBrowser(deps)).toEqual({ path: '/usr/bin/chromium', source: 'apt' });
    expect(deps.ran).toEqual([PW_INSTALL, 'apt-get update', apt]);
  });

  it('never uses apt when not root, or not on Debian/Ubuntu: one line says what to install', () => {
    const notRoot = machine({ isRoot: false });
    expect(() => findBrowser(notRoot)).toThrow(missingBrowserMessage(notRoot));
    expect(notRoot.ran).toEqual([PW_INSTALL]);
    const fedora = machine({ isRoot: true, isDebianLike: false });
    expect(() => findBrowser(fedora)).toThrow(/npx playwright install chromium.*package manager/);
    expect(fedora.ran).toEqual([PW_INSTALL]);
  });

  it('gives up with the one line when apt fails too', () => {
    const deps = machine({ isRoot: true, commands: { 'apt-get update': false } });
    const message = missingBrowserMessage(deps);
    expect(() => findBrowser(deps)).toThrow(message);
    expect(message).not.toContain('\n');
    expect(message).toContain('sudo apt-get install -y chromium');
    expect(message).toContain('CHROMIUM_PATH');
  });
});
