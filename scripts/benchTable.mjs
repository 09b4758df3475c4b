#!/usr/bin/env node
/**
 * npm run bench:table [-- --json] [-- --seconds N]
 *
 * Measures the table in headless Chromium (software GL) at 1280x720: time to interactive from
 * navigation start (median of three fresh loads), then frames per second while the `?bench=1`
 * route plays a scripted deal-and-battle sequence (--seconds of deal and battle frames; the
 * instant skip between them is not counted). Builds the web bundle first when it is stale.
 * A bare page (a transparent 980x674 WebGL canvas cleared every frame over a static background,
 * the table's own canvas size beside the sidebar) runs in the same browser before and after the
 * sequence; `share` is the table's fps over that page's, so a noisy or slower VM cancels out.
 * With --json it prints exactly {"fps":x,"timeToInteractiveMs":y,"baselineFps":z,"share":w}.
 */
/* global window, document, requestAnimationFrame -- the page.evaluate callbacks run in the page */
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from './findBrowser.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'out/web');
const SOURCES = ['src/renderer', 'src/engine', 'src/ai', 'src/shared', 'vite.web.config.mts', 'package.json'];
const TARGET = { fps: 55, timeToInteractiveMs: 1000, share: 0.95 };
const args = process.argv.slice(2);
const json = args.includes('--json');
const seconds = Number(args[args.indexOf('--seconds') + 1]) || 25;
const log = (...m) => {
  if (!json) console.log(...m);
};

function newest(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((t, name) => Math.max(t, newest(join(path, name))), st.mtimeMs);
}

function ensureBuild() {
  const index = join(OUT, 'index.html');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const changed = Math.max(...SOURCES.map((p) => join(ROOT, p)).filter(existsSync).map(newest));
  if (built >= changed) return;
  log('Building the web bundle (out/web is missing or older than the sources)…');
  execFileSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'vite.web.config.mts'], {
    cwd: ROOT, stdio: json ? 'ignore' : 'inherit',
  });
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.woff': 'font/woff', '.png': 'image/png', '.json': 'application/json' };

/**
 * The yardstick page: what any WebGL page at the table's size costs in this headless Chromium.
 * Static DOM background (the table paints its felt once on a 2D canvas, see table/background/),
 * a transparent canvas with alpha and no antialiasing as Pixi is set up, cleared each frame.
 */
const BASELINE_HTML = `<!doctype html><html><head><meta charset="utf-8"><title>baseline</title><style>
html,body{margin:0;width:100%;height:100%;overflow:hidden;background:#1f5e3b}
#bg{position:absolute;left:0;top:46px;width:980px;height:674px;background:radial-gradient(#2a7a4e,#164a2d)}
canvas{position:absolute;left:0;top:46px;width:980px;height:674px;display:block}
</style></head><body><div id="bg"></div><canvas id="c" width="980" height="674"></canvas><script>
const gl = document.getElementById('c').getContext('webgl2', { alpha: true, antialias: false, premultipliedAlpha: true });
window.__baselineRenderer = gl ? 'webgl2' : 'none';
const draw = () => { gl.clearColor(0, 0, 0, 0); gl.clear(gl.COLOR_BUFFER_BIT); requestAnimationFrame(draw); };
requestAnimationFrame(draw);
</script></body></html>`;

function serve() {
  const server = createServer((req, res) => {
    if (req.url === '/__baseline.html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(BASELINE_HTML);
      return;
    }
    const path = normalize(join(OUT, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    const file = path.startsWith(OUT) && existsSync(path) && statSync(path).isFile() ? path : join(OUT, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timeToInteractive(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => window.__tableReady === true, undefined, { timeout: 30_000 });
  const ms = await page.evaluate(() => window.__tableReadyAt ?? Number.NaN);
  await context.close();
  return ms;
}

async function measureFps(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${url}?bench=1`);
  await page.waitForFunction(() => window.__bench?.phase === 'deal', undefined, { timeout: 30_000 });
  const renderer = await page.evaluate(() => document.querySelector('canvas[data-renderer]')?.getAttribute('data-renderer'));
  // Frames count while the table plays the deal or the battles; the instant fast-forward between
  // them (the session replaying the middle of the game in one go) is not part of the sequence.
  const result = await page.evaluate((ms) => new Promise((done) => {
    let frames = 0;
    let measured = 0;
    let last = performance.now();
    const tick = (now) => {
      const phase = window.__bench?.phase;
      if (phase === 'deal' || phase === 'battle') {
        frames++;
        measured += now - last;
      }
      last = now;
      if (measured < ms) requestAnimationFrame(tick);
      else done({ frames, elapsed: measured, log: window.__bench?.log ?? [], beats: [...new Set(window.__mirianthTable?.beats() ?? [])] });
    };
    requestAnimationFrame(tick);
  }), seconds * 1000);
  await context.close();
  return { ...result, fps: (result.frames * 1000) / result.elapsed, renderer, errors };
}

async function measureBaseline(browser, url, ms) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${url}__baseline.html`);
  await page.waitForFunction(() => window.__baselineRenderer !== undefined);
  const fps = await page.evaluate((span) => new Promise((done) => {
    let frames = 0;
    let start = 0;
    const tick = (now) => {
      if (!start) start = now;
      else frames++;
      if (now - start < span) requestAnimationFrame(tick);
      else done((frames * 1000) / (now - start));
    };
    requestAnimationFrame(tick);
  }), ms);
  await context.close();
  return fps;
}

ensureBuild();
const server = await serve();
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({
  executablePath: chromiumPath(chromium),
  headless: true,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const loads = [];
  for (let i = 0; i < 3; i++) loads.push(await timeToInteractive(browser, url));
  const tti = median(loads);
  // The bare page before and after the sequence, so both sides of it see the same VM load.
  const baseMs = Math.max(3000, (seconds * 1000) / 4);
  const before = await measureBaseline(browser, url, baseMs);
  const run = await measureFps(browser, url);
  const after = await measureBaseline(browser, url, baseMs);
  const baselineFps = (before + after) / 2;
  const share = run.fps / baselineFps;
  if (json) {
    console.log(JSON.stringify({
      fps: Math.round(run.fps * 10) / 10,
      timeToInteractiveMs: Math.round(tti),
      baselineFps: Math.round(baselineFps * 10) / 10,
      share: Math.round(share * 1000) / 1000,
    }));
  } else {
    log(`Renderer: ${run.renderer} (headless Chromium, software GL), 1280x720, device pixel ratio 1`);
    log(`Time to interactive: ${Math.round(tti)} ms (median of ${loads.map((x) => Math.round(x)).join(', ')} ms) · target < ${TARGET.timeToInteractiveMs} ms`);
    log(`Frames per second: ${run.fps.toFixed(1)} over ${(run.elapsed / 1000).toFixed(1)} s (${run.frames} frames) · target >= ${TARGET.fps}`);
    log(`Bare WebGL page (980x674 transparent canvas cleared each frame): ${baselineFps.toFixed(1)} fps (${before.toFixed(1)} before, ${after.toFixed(1)} after the sequence)`);
    log(`Share of the bare page: ${share.toFixed(3)} · target >= ${TARGET.share}`);
    log(`Sequence: ${run.log.map((p) => `${p.phase} at ${(p.at / 1000).toFixed(1)} s`).join(', ')}`);
    log(`Beats played: ${run.beats.join(', ')}`);
    if (run.errors.length) log(`Page errors: ${run.errors.join(' | ')}`);
    log(share >= TARGET.share && tti < TARGET.timeToInteractiveMs ? 'PASS' : 'BELOW TARGET');
  }
} finally {
  await browser.close();
  server.close();
}
