/**
 * What the platform's bot worker computes, kept apart from the worker plumbing so it also runs
 * in-thread (unit tests in Node, or a page whose worker could not start). Each seat of each table
 * keeps its bot between decisions (a bot's random stream and memory go on, as in the page before).
 * Every game's questions come here; its AI (from the registry) answers them.
 */
import type { BaseMove, GameBot } from '../../engine/kit/module';
import { seatId } from '../../engine/kit/ids';
import type { GameAiEntry } from '../../ai/registry';
import type { BotAnswer, BotQuestion, ChooseQuestion } from './botProtocol';

export type FindAi = (game: string) => GameAiEntry;

export interface BotCompute {
  answer(question: BotQuestion): BotAnswer;
}

export function createBotCompute(find: FindAi): BotCompute {
  const bots = new Map<string, GameBot<unknown, BaseMove>>();
  /** The newest table seen per game: an older table's bots are dropped when a new one asks. */
  const newest = new Map<string, number>();

  function botFor(q: ChooseQuestion): GameBot<unknown, BaseMove> {
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

  function decide(q: BotQuestion): unknown {
    const seat = seatId(q.seat);
    if (q.type === 'hint') return find(q.game).hint(q.view, seat);
    const bot = botFor(q);
    // A bot told no move index draws from its own stream (the call without `at`, as before).
    return q.at === undefined ? bot.choose(q.view, seat) : bot.choose(q.view, seat, q.at);
  }

  return {
    answer(q) {
      const t0 = performance.now();
      try {
        return { id: q.id, move: decide(q), error: null, ms: performance.now() - t0 };
      } catch (cause) {
        return { id: q.id, move: null, error: cause instanceof Error ? cause.message : String(cause), ms: performance.now() - t0 };
      }
    },
  };
}
