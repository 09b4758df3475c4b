/**
 * Issue 11's scan: disputes that ended while an applicable promise went unused, over bot games.
 *   npx tsx scripts/promiseScan.ts --games 200 --rules 1 --bots normal,normal
 * Prints one JSON object (see src/ai/games/mirianth/promiseScan.ts).
 */
import { isRulesVersion } from '../src/engine/games/mirianth';
import { availableBots } from '../src/ai/games/mirianth/bots';
import { scanGames } from '../src/ai/games/mirianth/promiseScan';
import type { BotKind } from '../src/ai/games/mirianth/types';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] ?? fallback : fallback;
}

const games = Number(arg('games', '200'));
const rules = Number(arg('rules', '2'));
const seed = Number(arg('seed', '1'));
const bots = arg('bots', 'normal,normal').split(',');
const known = new Set<string>(availableBots());
if (!isRulesVersion(rules) || !Number.isInteger(games) || games < 1 || !bots.every((b) => known.has(b))) {
  console.error('usage: promiseScan.ts --games N --rules 1|2 --bots normal,easy,... [--seed S]');
  process.exit(2);
}
const t0 = Date.now();
const scan = scanGames({
  games, rulesVersion: rules, seed, bots: bots as BotKind[],
  onGame: (done, s) => process.stderr.write(`\r${done}/${games} games, ${s.dodged} dodged`),
});
process.stderr.write('\n');
console.log(JSON.stringify({ rulesVersion: rules, bots, seed, ...scan, seconds: Math.round((Date.now() - t0) / 1000) }));
