/**
 * Mirianth Wars' own bots as a kit `GameAi`: every level is the hand-written bot of that level
 * (`bots.ts`), so the AI registry never falls back to the kit's search for this game. Its headless
 * games run through the kit's runner in its own `order`: each awaited seat in turn order from the
 * revealer, bots not told the move index (the golden games and CLI outputs were recorded so). Its
 * hint is its own (`suggest`: the hard bot seeded from the round and seat).
 */
import { awaitingSeats, turnOrder, type GameState, type Move, type PlayerView, type SeatId } from '../../../engine/games/mirianth';
import type { BotLevel, GameBot } from '../../../engine/kit/module';
import type { GameAi } from '../../kit/gameAi';
import type { RunOrder } from '../../kit/runGame';
import { createBot } from './bots';
import { suggest } from './suggest';
import { BOT_KINDS } from './types';

/** The seat that acts next: the first awaited one in turn order from the revealer. */
export function nextSeat(state: GameState, awaiting: readonly SeatId[] = awaitingSeats(state)): SeatId | undefined {
  return turnOrder(state.players.length, state.revealer).find((s) => awaiting.includes(s));
}

export const MIRIANTH_ORDER: RunOrder<GameState> = { nextSeat, moveIndex: false };

/** The bot of `level` as a kit `GameBot` (the kit's runner and the AI registry take these). */
export function mirianthBot(level: BotLevel, seed: number): GameBot<PlayerView, Move> {
  const bot = createBot(level, seed);
  return { level, choose: (view, seat, at) => bot.choose(view, seat, at) };
}

export const mirianthAi: GameAi<GameState, PlayerView, Move> = {
  bots: Object.fromEntries(BOT_KINDS.map((level) => [level, (seed: number) => mirianthBot(level, seed)])),
  order: MIRIANTH_ORDER,
  hint: (view, seat) => suggest(view, seat),
};
