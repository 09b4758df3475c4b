/**
 * Where AI decisions run. The stronger bots search for hundreds of milliseconds: on the host's
 * event loop that would freeze every table, chat and heartbeat, so hosts serving people run them
 * in a worker thread (`aiWorkerRunner.ts`). The inline runner is for tests and tools.
 * Bots keep memory between decisions, so each (table, seat) has one bot, found by `key`.
 */
import type { Move, PlayerView, SeatId } from '../../engine';
import { createBot } from '../../ai/bots';
import type { Bot, BotKind } from '../../ai/types';

export interface AiRequest {
  /** `<tableId>:<seat>`: the bot that has been playing this seat keeps playing it. */
  key: string;
  kind: BotKind;
  seed: number;
  view: PlayerView;
  seat: SeatId;
}

export interface AiRunner {
  decide(request: AiRequest): Promise<Move>;
  /** Drops the bots whose key starts with `prefix` (a table that closed). */
  forget(prefix: string): void;
  close(): Promise<void>;
}

/** One bot per key, created on first use and replaced when the seat's level changes. */
export class BotShelf {
  private readonly bots = new Map<string, Bot>();

  choose(r: AiRequest): Move {
    let bot = this.bots.get(r.key);
    if (!bot || bot.kind !== r.kind) {
      bot = createBot(r.kind, r.seed);
      this.bots.set(r.key, bot);
    }
    return bot.choose(r.view, r.seat);
  }

  forget(prefix: string): void {
    for (const key of [...this.bots.keys()]) if (key.startsWith(prefix)) this.bots.delete(key);
  }
}

/** Runs bots on the calling thread, one I/O turn later. */
export function inlineAiRunner(): AiRunner {
  const shelf = new BotShelf();
  return {
    decide: (r) => new Promise<Move>((resolve, reject) => {
      setImmediate(() => {
        try {
          resolve(shelf.choose(r));
        } catch (err) {
          reject(err instanceof Error ? err : new Error(String(err)));
        }
      });
    }),
    forget: (prefix) => shelf.forget(prefix),
    close: () => Promise.resolve(),
  };
}
