#!/usr/bin/env node
/**
 * npm run bench:table [-- --json] [-- --seconds N] [-- --game all|mirianth|nains|miremarsh[,...]]
 *
 * Measures the tables in headless Chromium (software GL) at 1280x720. Mirianth: time to
 * interactive from navigation start (median of three fresh loads), then frames per second while
 * the `?bench=1` route plays a scripted deal-and-battle sequence (--seconds of deal and battle
 * frames; the instant skip between them is not counted). Nains and Miremarsh (issue 17): frames
 * per second while `?bench=nains` / `?bench=miremarsh` show their busiest scene, a seeded game of
 * five easy bots at Normal speed with every animation (--seconds of its `play` phase; see
 * src/renderer/bench/moduleBench.ts). --game picks the routes, all three by default (about two
 * minutes with the default 25 s). Builds the web bundle first when it is stale.
 * A bare page (a transparent 980x674 WebGL canvas cleared every frame over a static background,
 * the table's own canvas size beside the sidebar) runs in the same browser before, between and
 * after the routes; each route's share is its fps over the mean of the bare page's runs on either
 * side of it, so a noisy or slower VM cancels out.
 * With --json it prints one object: Mirianth's {"fps","timeToInteractiveMs","baselineFps","share"}
 * exactly as before, then "nainsFps","nainsBaselineFps","nainsShare" and "miremarshFps",
 * "miremarshBaselineFps","miremarshShare" (only the keys of the routes run).
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
const GAMES = ['mirianth', 'nains', 'miremarsh'];
const picked = args.includes('--game') ? args[args.indexOf('--game') + 1] ?? '' : 'all';
const games = picked === 'all' ? GAMES : picked.split(',');
if (!games.length || games.some((g) => !GAMES.includes(g))) {
  console.error(`--game takes all (the default) or a comma-separated list of ${GAMES.join(', ')}; got "${picked}"`);
  process.exit(2);
}
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

/** What each route plays, and the phases whose frames count (the rest is setup or an instant skip). */
const ROUTES = {
  mirianth: { query: '1', counted: ['deal', 'battle'] },
  nains: { query: 'nains', counted: ['play'] },
  miremarsh: { query: 'miremarsh', counted: ['play'] },
};

async function measureFps(browser, url, game) {
  const route = ROUTES[game];
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${url}?bench=${route.query}`);
  await page.waitForFunction((counted) => counted.includes(window.__bench?.phase), route.counted, { timeout: 30_000 });
  const renderer = await page.evaluate(() => document.querySelector('canvas[data-renderer]')?.getAttribute('data-renderer'));
  // Frames count while the table plays a counted phase (Mirianth: the deal or the battles; the
  // instant fast-forward between them, the session replaying the middle of the game in one go, is
  // not part of the sequence). One frame in ten also asks whether a Web Animation or CSS
  // animation was running, so the figure says how much of the window was animated.
  const result = await page.evaluate(({ ms, counted }) => new Promise((done) => {
    let frames = 0;
    let measured = 0;
    let sampled = 0;
    let animated = 0;
    let last = performance.now();
    const tick = (now) => {
      if (counted.includes(window.__bench?.phase)) {
        frames++;
        measured += now - last;
        if (frames % 10 === 0) {
          sampled++;
          if (document.getAnimations().some((a) => a.playState === 'running')) animated++;
        }
      }
      last = now;
      if (measured < ms) requestAnimationFrame(tick);
      else {
        done({
          frames, elapsed: measured, animatedShare: sampled ? animated / sampled : 0, loops: window.__bench?.loops ?? 0,
          log: window.__bench?.log ?? [], beats: [...new Set(window.__mirianthTable?.beats() ?? [])],
        });
      }
    };
    requestAnimationFrame(tick);
  }), { ms: seconds * 1000, counted: route.counted });
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

const round1 = (x) => Math.round(x * 10) / 10;
const round3 = (x) => Math.round(x * 1000) / 1000;

/** The human lines for one route's run, against the bare page measured on either side of it. */
function report(game, run, baselineFps, before, after) {
  const share = run.fps / baselineFps;
  // Mirianth's table moves by gsap tweens, which document.getAnimations() does not list.
  const animated = game === 'mirianth' ? '' : `; a Web Animation or CSS animation was running in ${Math.round(run.animatedShare * 100)}% of the sampled frames`;
  log(`${game}: ${run.fps.toFixed(1)} fps over ${(run.elapsed / 1000).toFixed(1)} s (${run.frames} frames${animated})`);
  log(`  bare WebGL page (980x674 transparent canvas cleared each frame): ${baselineFps.toFixed(1)} fps (${before.toFixed(1)} before, ${after.toFixed(1)} after)`);
  log(`  share of the bare page: ${share.toFixed(3)} · target >= ${TARGET.share}`);
  log(`  sequence: ${run.log.map((p) => `${p.phase} at ${(p.at / 1000).toFixed(1)} s`).join(', ')}`);
  if (run.beats.length) log(`  beats played: ${run.beats.join(', ')}`);
  if (run.errors.length) log(`  page errors: ${run.errors.join(' | ')}`);
  return share;
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
  const out = {};
  let pass = true;
  let tti = Number.NaN;
  if (games.includes('mirianth')) {
    const loads = [];
    for (let i = 0; i < 3; i++) loads.push(await timeToInteractive(browser, url));
    tti = median(loads);
    log(`Time to interactive: ${Math.round(tti)} ms (median of ${loads.map((x) => Math.round(x)).join(', ')} ms) · target < ${TARGET.timeToInteractiveMs} ms`);
    pass &&= tti < TARGET.timeToInteractiveMs;
  }
  // The bare page runs before, between and after the routes, so each route is compared with the
  // bare page on both sides of it, under the same VM load.
  const baseMs = Math.max(3000, (seconds * 1000) / 4);
  let before = await measureBaseline(browser, url, baseMs);
  for (const game of games) {
    const run = await measureFps(browser, url, game);
    const after = await measureBaseline(browser, url, baseMs);
    const baselineFps = (before + after) / 2;
    if (game === 'mirianth') log(`Renderer: ${run.renderer} (headless Chromium, software GL), 1280x720, device pixel ratio 1`);
    const share = report(game, run, baselineFps, before, after);
    pass &&= share >= TARGET.share;
    if (game === 'mirianth') {
      Object.assign(out, { fps: round1(run.fps), timeToInteractiveMs: Math.round(tti), baselineFps: round1(baselineFps), share: round3(share) });
    } else {
      Object.assign(out, { [`${game}Fps`]: round1(run.fps), [`${game}BaselineFps`]: round1(baselineFps), [`${game}Share`]: round3(share) });
    }
    before = after;
  }
  if (json) console.log(JSON.stringify(out));
  else log(pass ? 'PASS' : 'BELOW TARGET');
} finally {
  await browser.close();
  server.close();
}
