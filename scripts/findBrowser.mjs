/**
 * Finds a Chromium for the browser tests and the table bench, so `npm install && npm test` works
 * on any machine. In order: `CHROMIUM_PATH`, Playwright's own browser, Chromium or Chrome on the
 * PATH or in the usual places; if none, `npx playwright install chromium`; where that cannot
 * download and we are root on Debian/Ubuntu, `apt-get install chromium`. Otherwise it throws one
 * line saying what to install. Every outside effect is in `deps`, so a test can walk each branch.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * @typedef {object} FinderDeps
 * @property {Record<string, string | undefined>} env
 * @property {string} platform
 * @property {(path: string) => boolean} exists
 * @property {() => string | undefined} playwrightBrowser Where Playwright keeps its Chromium (installed or not).
 * @property {(command: string, args: string[]) => boolean} run true when the command exits with 0.
 * @property {boolean} isRoot
 * @property {boolean} isDebianLike
 * @property {(line: string) => void} log
 */

/** @typedef {{ path: string, source: 'env' | 'playwright' | 'system' | 'playwright-install' | 'apt' }} FoundBrowser */

const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

/** Outside the PATH: macOS apps and Windows' default install folders. */
const FIXED = {
  darwin: ['/Applications/Chromium.app/Contents/MacOS/Chromium', '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'],
  win32: ['C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe', 'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe'],
};

/**
 * The usual system places: /usr/bin first (Debian's chromium), then every PATH folder, then fixed app paths.
 * @param {Record<string, string | undefined>} env
 * @param {string} platform
 * @returns {string[]}
 */
export function systemCandidates(env, platform) {
  const dirs = platform === 'win32' ? [] : ['/usr/bin', ...(env['PATH'] ?? '').split(delimiter).filter(Boolean), '/snap/bin'];
  const onPath = [...new Set(dirs)].flatMap((dir) => NAMES.map((name) => join(dir, name)));
  return [...onPath, ...(FIXED[/** @type {'darwin' | 'win32'} */ (platform)] ?? [])];
}

/**
 * The one line shown when nothing can be found or installed.
 * @param {FinderDeps} deps
 */
export function missingBrowserMessage(deps) {
  const system = deps.isDebianLike
    ? 'sudo apt-get install -y chromium'
    : deps.platform === 'darwin' || deps.platform === 'win32'
      ? 'install Google Chrome'
      : "install Chromium with your system's package manager";
  return `No Chromium for the browser tests: run \`npx playwright install chromium\` (needs internet) or \`${system}\`, or set CHROMIUM_PATH to a Chromium or Chrome binary.`;
}

/**
 * @param {FinderDeps} deps
 * @returns {string | undefined}
 */
function firstSystem(deps) {
  return systemCandidates(deps.env, deps.platform).find((path) => deps.exists(path));
}

/**
 * @param {FinderDeps} deps
 * @returns {string | undefined}
 */
function playwrightInstalled(deps) {
  const path = deps.playwrightBrowser();
  return path !== undefined && deps.exists(path) ? path : undefined;
}

/**
 * @param {FinderDeps} deps
 * @returns {FoundBrowser}
 */
export function findBrowser(deps) {
  const fromEnv = deps.env['CHROMIUM_PATH'];
  if (fromEnv) {
    if (deps.exists(fromEnv)) return { path: fromEnv, source: 'env' };
    throw new Error(`CHROMIUM_PATH is ${fromEnv}, but there is no file there: point it at a Chromium or Chrome binary, or unset it.`);
  }
  const own = playwrightInstalled(deps);
  if (own) return { path: own, source: 'playwright' };
  const system = firstSystem(deps);
  if (system) return { path: system, source: 'system' };

  deps.log('No Chromium found: trying `npx playwright install chromium`…');
  if (deps.run('npx', ['--no-install', 'playwright', 'install', 'chromium'])) {
    const installed = playwrightInstalled(deps);
    if (installed) return { path: installed, source: 'playwright-install' };
  }
  if (deps.isRoot && deps.isDebianLike) {
    deps.log('Playwright could not download its Chromium: installing the chromium package with apt-get…');
    if (deps.run('apt-get', ['update']) && deps.run('apt-get', ['install', '-y', 'chromium'])) {
      const fromApt = firstSystem(deps);
      if (fromApt) return { path: fromApt, source: 'apt' };
    }
  }
  throw new Error(missingBrowserMessage(deps));
}

/** @returns {boolean} */
function debianLike() {
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    const ids = /^(?:ID|ID_LIKE)=(.*)$/gm;
    return [...release.matchAll(ids)].some((m) => /\b(debian|ubuntu)\b/.test(m[1] ?? ''));
  } catch {
    return false;
  }
}

/**
 * The real machine.
 * @param {() => string | undefined} playwrightBrowser
 * @returns {FinderDeps}
 */
export function machineDeps(playwrightBrowser) {
  return {
    env: process.env,
    platform: process.platform,
    exists: existsSync,
    playwrightBrowser,
    run: (command, args) => {
      const result = spawnSync(command, args, {
        // Output goes to stderr so a reporter or --json caller keeps a clean stdout.
        stdio: ['ignore', process.stderr, 'inherit'],
        shell: process.platform === 'win32',
        // A machine that cannot reach the download hosts should give up in minutes, not hang.
        env: { PLAYWRIGHT_DOWNLOAD_CONNECTION_TIMEOUT: '20000', DEBIAN_FRONTEND: 'noninteractive', ...process.env },
        timeout: 15 * 60_000,
      });
      return result.status === 0;
    },
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    isDebianLike: debianLike(),
    log: (line) => console.error(line),
  };
}

/**
 * Finds (or installs) the browser once per test run: the path is kept in CHROMIUM_PATH, so
 * Playwright's workers, which load the config again, take the first branch.
 * @param {{ executablePath(): string }} playwrightChromium Playwright's `chromium` browser type.
 * @returns {string}
 */
export function chromiumPath(playwrightChromium) {
  const own = () => {
    try {
      return playwrightChromium.executablePath();
    } catch {
      return undefined;
    }
  };
  const { path } = findBrowser(machineDeps(own));
  process.env['CHROMIUM_PATH'] = path;
  return path;
}
