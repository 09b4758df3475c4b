/**
 * Nains bots against each other through the AI kit's simulate (the CLI's generic `simulate --game`
 * comes from the AI registry). Usage: tsx scripts/nainsSimulate.ts [games] [bots,comma,separated] [seed]
 * e.g. `tsx scripts/nainsSimulate.ts 200 hard,normal,normal,normal`. Prints the kit's JSON summary.
 */
import { createKitBot } from '../src/ai/kit/gameAi';
import { simulateModule } from '../src/ai/kit/simulate';
import { nainsAi } from '../src/ai/games/nains';
import type { BotLevel } from '../src/engine/kit/module';
import { nainsModule } from '../src/engine/games/nains/module';

const LEVELS: readonly BotLevel[] = ['random', 'easy', 'normal', 'hard'];
const isLevel = (x: string): x is BotLevel => (LEVELS as readonly string[]).includes(x);

const games = Number(process.argv[2] ?? 40);
const bots = (process.argv[3] ?? 'hard,normal,normal,normal').split(',').filter(isLevel);
const seed = Number(process.argv[4] ?? 1);
const summary = simulateModule({
  game: nainsModule,
  games,
  bots,
  seed,
  createBot: (level, s) => createKitBot(nainsModule, nainsAi, level, s),
  onGame: (done) => { if (done % 10 === 0) process.stderr.write(`${done}/${games}\n`); },
});
console.log(JSON.stringify(summary));
