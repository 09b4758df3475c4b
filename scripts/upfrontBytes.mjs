#!/usr/bin/env node
/**
 * node scripts/upfrontBytes.mjs [DIR...]  (default out/web)
 *
 * The JavaScript a web build makes the browser fetch and parse before the app runs (issue 17):
 * the entry script named by index.html plus every chunk it modulepreloads, in bytes (minified,
 * not compressed), and the stylesheets the page links. One JSON line per build directory.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

for (const dir of process.argv.length > 2 ? process.argv.slice(2) : ['out/web']) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const linked = (ext) => [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+)"/g)].map((m) => m[1]).filter((f) => f.endsWith(ext));
  const bytes = (files) => files.reduce((sum, f) => sum + statSync(join(dir, f)).size, 0);
  const scripts = linked('.js');
  const [entry] = scripts;
  if (!entry) throw new Error(`${dir}/index.html names no script`);
  console.log(JSON.stringify({ dir, entryBytes: bytes([entry]), upfrontJsBytes: bytes(scripts), jsFiles: scripts.length, cssBytes: bytes(linked('.css')) }));
}
