#!/usr/bin/env node
/**
 * node scripts/ttiSideBySide.mjs DIR_A DIR_B [LOADS]
 *
 * Time to interactive of two web builds side by side (issue 17): fresh page loads alternate
 * between the builds in one headless Chromium (the bench's flags, 1280x720), so both see the same
 * VM load. Prints each build's loads (`window.__tableReadyAt`), their medians and B/A, and the
 * page's main-thread task and script time up to that frame (Chrome's Performance metrics: less
 * sensitive than wall time to other processes on a crowded VM).
 */
/* global window */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from './findBrowser.mjs';

const [dirA, dirB, loadsArg] = process.argv.slice(2);
if (!dirA || !dirB) throw new Error('usage: node scripts/ttiSideBySide.mjs DIR_A DIR_B [LOADS]');
const LOADS = Number(loadsArg) || 7;
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.woff': 'font/woff', '.png': 'image/png', '.json': 'application/json' };

function serve(dir) {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    const path = normalize(join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    const file = path.startsWith(root) && existsSync(path) && statSync(path).isFile() ? path : join(root, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

async function load(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(url);
  await page.waitForFunction(() => window.__tableReady === true, undefined, { timeout: 30_000 });
  const ms = await page.evaluate(() => window.__tableReadyAt ?? Number.NaN);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => Math.round((metrics.find((m) => m.name === name)?.value ?? Number.NaN) * 1000);
  await context.close();
  return { ms: Math.round(ms), taskMs: metric('TaskDuration'), scriptMs: metric('ScriptDuration') };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const servers = [await serve(dirA), await serve(dirB)];
const urls = servers.map((s) => `http://127.0.0.1:${s.address().port}/`);
const browser = await chromium.launch({
  executablePath: chromiumPath(chromium),
  headless: true,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  await load(browser, urls[0]);
  await load(browser, urls[1]); // warm the browser itself (first launch) before timing either
  const runs = [[], []];
  for (let i = 0; i < LOADS; i++) for (const k of i % 2 ? [1, 0] : [0, 1]) runs[k].push(await load(browser, urls[k]));
  const summary = (dir, xs) => ({
    dir, medianMs: median(xs.map((x) => x.ms)), medianTaskMs: median(xs.map((x) => x.taskMs)), medianScriptMs: median(xs.map((x) => x.scriptMs)), loads: xs.map((x) => x.ms),
  });
  const [a, b] = [summary(dirA, runs[0]), summary(dirB, runs[1])];
  const ratio = (k) => Math.round((b[k] / a[k]) * 1000) / 1000;
  console.log(JSON.stringify({ a, b, ratio: ratio('medianMs'), taskRatio: ratio('medianTaskMs'), scriptRatio: ratio('medianScriptMs') }));
} finally {
  await browser.close();
  for (const s of servers) s.close();
}
