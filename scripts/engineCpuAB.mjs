#!/usr/bin/env node
/**
 * node scripts/engineCpuAB.mjs A.mjs B.mjs [PAIRS]
 *
 * Engine A/B on a shared machine: fresh processes of two bundled loops (scripts/engineLoop.ts)
 * alternate, each printing CPU µs per move for a few rounds; prints both medians, B/A and the
 * load average seen. Run it with the same file twice first: that A/A ratio is the noise floor.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';

const [a, b, pairs = '6'] = process.argv.slice(2);
if (!a || !b) throw new Error('usage: node scripts/engineCpuAB.mjs A.mjs B.mjs [PAIRS]');
const runs = [[], []];
const loads = [];
for (let i = 0; i < Number(pairs); i++) {
  for (const k of i % 2 ? [1, 0] : [0, 1]) {
    loads.push(loadavg()[0]);
    runs[k].push(...JSON.parse(execFileSync(process.execPath, [k ? b : a], { encoding: 'utf8' }).trim()));
  }
}
const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
const [ma, mb] = runs.map(median);
console.log(JSON.stringify({ a, b, medianA: ma, medianB: mb, ratio: Math.round((mb / ma) * 1000) / 1000, rounds: runs[0].length, load: [Math.min(...loads), Math.max(...loads)].map((x) => Math.round(x * 10) / 10) }));
