/**
 * Mirianth Wars' own bots as a kit `GameAi`: every level is the hand-written bot of that level
 * (`bots.ts`), so the AI registry never falls back to the kit's search for this game.
 */
import type { Move, PlayerView } from '../../../engine/games/mirianth';
import type { GameState } from '../../../engine/games/mirianth';
import type { BotLevel, GameBot } from '../../../engine/kit/module';
import type { GameAi } from '../../kit/gameAi';
import { createBot } from './bots';
import { BOT_KINDS } from './types';

function ownBot(level: BotLevel) {
  return (seed: number): GameBot<PlayerView, Move> => {
    const bot = createBot(level, seed);
    return { level, choose: (view, seat, at) => bot.choose(view, seat, at) };
  };
}

export const mirianthAi: GameAi<GameState, PlayerView, Move> = {
  bots: Object.fromEntries(BOT_KINDS.map((level) => [level, ownBot(level)])),
};
