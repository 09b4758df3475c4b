/**
 * What the bot worker computes, kept apart from the worker plumbing so it also runs in-thread
 * (unit tests, or a browser without module workers).
 */
import { createBot } from '../../../../ai/games/mirianth/bots';
import { suggest } from '../../../../ai/games/mirianth/suggest';
import type { Bot } from '../../../../ai/games/mirianth/types';
import { legalMoves, type Move, type PlayerView, type SeatId } from '../../../../engine/games/mirianth';
import type { AiLevel } from './types';

export type BotRequest =
  | { id: number; type: 'choose'; game: number; seat: SeatId; level: AiLevel; seed: number; view: PlayerView; at: number }
  | { id: number; type: 'hint'; seat: SeatId; view: PlayerView };

export interface BotReply { id: number; move: Move | null; error: string | null; ms: number }

/** Bots keep a memory between decisions (the offers they made), so each seat keeps its bot. */
const bots = new Map<string, Bot>();

function botFor(game: number, seat: SeatId, level: AiLevel, seed: number): Bot {
  const key = `${game}:${seat}`;
  let bot = bots.get(key);
  if (!bot) {
    for (const k of bots.keys()) if (!k.startsWith(`${game}:`)) bots.delete(k);
    bot = createBot(level, seed);
    bots.set(key, bot);
  }
  return bot;
}


export function computeBotReply(req: BotRequest): BotReply {
  const t0 = performance.now();
  try {
    const move = req.type === 'choose'
      ? botFor(req.game, req.seat, req.level, req.seed).choose(req.view, req.seat, req.at)
      : suggest(req.view, req.seat);
    return { id: req.id, move, error: null, ms: performance.now() - t0 };
  } catch (cause) {
    // A bot that cannot decide must not stall the table: fall back to the first legal move.
    const fallback = legalMoves(req.view, req.seat)[0] ?? null;
    return { id: req.id, move: fallback, error: cause instanceof Error ? cause.message : String(cause), ms: performance.now() - t0 };
  }
}
