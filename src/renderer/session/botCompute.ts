/**
 * What the platform's bot worker computes, kept apart from the worker plumbing so it also runs
 * in-thread (unit tests in Node, or a page whose worker could not start). Each seat of each table
 * keeps its bot between decisions (a bot's random stream and memory go on, as in the page before).
 */
import type { BaseMove, GameBot } from '../../engine/kit/module';
import { seatId } from '../../engine/kit/ids';
import type { GameAiEntry } from '../../ai/registry';
import type { BotAnswer, BotQuestion } from './botProtocol';

export type FindAi = (game: string) => GameAiEntry;

export interface BotCompute {
  answer(question: BotQuestion): BotAnswer;
}

export function createBotCompute(find: FindAi): BotCompute {
  const bots = new Map<string, GameBot<unknown, BaseMove>>();
  /** The newest table seen per game: an older table's bots are dropped when a new one asks. */
  const newest = new Map<string, number>();

  function botFor(q: BotQuestion): GameBot<unknown, BaseMove> {
    const key = `${q.game}:${q.table}:${q.seat}`;
    const known = bots.get(key);
    if (known) return known;
    if ((newest.get(q.game) ?? -1) < q.table) {
      newest.set(q.game, q.table);
      for (const k of bots.keys()) if (k.startsWith(`${q.game}:`) && !k.startsWith(`${q.game}:${q.table}:`)) bots.delete(k);
    }
    const bot = find(q.game).createBot(q.level, q.seed);
    bots.set(key, bot);
    return bot;
  }

  return {
    answer(q) {
      const t0 = performance.now();
      try {
        const move = botFor(q).choose(q.view, seatId(q.seat));
        return { id: q.id, move, error: null, ms: performance.now() - t0 };
      } catch (cause) {
        return { id: q.id, move: null, error: cause instanceof Error ? cause.message : String(cause), ms: performance.now() - t0 };
      }
    },
  };
}
