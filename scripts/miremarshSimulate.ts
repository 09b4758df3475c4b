/**
 * Miremarsh bots through the AI kit's simulation (the same JSON shape as `simulate --json`):
 *   npx tsx scripts/miremarshSimulate.ts [games=100] [bots=hard] [seed=1]
 * `bots` is a comma list of levels, one per seat; a solo bot's winShare is its win rate.
 */
import { createKitBot } from '../src/ai/kit/gameAi';
import { simulateModule } from '../src/ai/kit/simulate';
import { miremarshAi } from '../src/ai/games/miremarsh';
import type { BotLevel } from '../src/engine/kit/module';
import { miremarshModule } from '../src/engine/games/miremarsh/module';

const [games = '100', bots = 'hard', seed = '1'] = process.argv.slice(2);
const levels = bots.split(',') as BotLevel[];
const summary = simulateModule({
  game: miremarshModule,
  games: Number(games),
  bots: levels,
  seed: Number(seed),
  createBot: (level, s) => createKitBot(miremarshModule, miremarshAi, level, s),
});
console.log(JSON.stringify(summary));
