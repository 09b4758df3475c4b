/**
 * The bot registry: every level a seat can be given. `random` draws like the kit's random bot
 * (`randomMoveOf`) from Mirianth's own generator, so seeded Mirianth games stay as they were.
 */
import { legalMoves } from '../../../engine/games/mirianth';
import { createEasyBot } from './easy';
import { createHardBot } from './hard';
import { createNormalBot } from './normal';
import { randomMoveOf } from '../../kit/randomBot';
import { decisionRng, xoroshiro128plus } from './rng';
import type { Bot, BotKind } from './types';

function randomBot(seed: number): Bot {
  const rng = xoroshiro128plus(seed);
  return {
    kind: 'random',
    choose(view, seat, at) {
      const move = randomMoveOf(at === undefined ? rng : decisionRng(seed, at), legalMoves(view, seat));
      if (!move) throw new Error(`No legal move for seat ${seat} at ${view.step}`);
      return move;
    },
  };
}

export const BOT_FACTORIES: Record<BotKind, (seed: number) => Bot> = {
  random: randomBot,
  easy: createEasyBot,
  normal: createNormalBot,
  hard: createHardBot,
};

export function availableBots(): BotKind[] {
  return Object.keys(BOT_FACTORIES) as BotKind[];
}

export function createBot(kind: BotKind, seed: number): Bot {
  return BOT_FACTORIES[kind](seed);
}
