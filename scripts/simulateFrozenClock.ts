/**
 * `simulate` with the AI's clock frozen: every decision then depends on work alone, as on an idle
 * machine, so a busy machine cannot weaken the bots by cutting their sampling short.
 * Prints one line per game (seat kinds, scores, winners) so partial runs can be tallied.
 *   npx tsx scripts/simulateFrozenClock.ts --games 12 --seed 21 --bots hard,normal,normal,normal
 */
import { useClock } from '../src/ai/games/mirianth/clock';
import { MIRIANTH_ORDER, mirianthBot } from '../src/ai/games/mirianth/mirianthAi';
import { runModuleGame } from '../src/ai/kit/runGame';
import { mirianthModule } from '../src/engine/games/mirianth/module';
import { dealSeed, seating } from '../src/ai/kit/simulate';
import type { BotKind } from '../src/ai/games/mirianth/types';
import { normalizeSeed } from '../src/engine/games/mirianth';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] ?? fallback : fallback;
}
const games = Number(arg('games', '12'));
const seed = Number(arg('seed', '1'));
const bots = arg('bots', 'hard,normal,normal,normal').split(',') as BotKind[];
useClock(() => 0);
const base = normalizeSeed(seed);
for (let g = 0; g < games; g++) {
  const kinds = seating(bots, g);
  const players = kinds.map((kind, s) => mirianthBot(kind, (Math.imul(base + g, 31) + s * 7919) | 0));
  const game = runModuleGame({ game: mirianthModule, order: MIRIANTH_ORDER, seed: dealSeed(seed, g, bots.length), names: kinds.map((k, i) => `${k} ${i + 1}`), bots: players });
  const result = game.final.result;
  console.log(JSON.stringify({ game: g, kinds, scores: result?.scores.map((s) => s.total), winners: result?.winners }));
}
