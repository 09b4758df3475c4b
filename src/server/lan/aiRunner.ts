/**
 * Where AI decisions run. The stronger bots search for hundreds of milliseconds: on the host's
 * event loop that would freeze every table, chat and heartbeat, so hosts serving people run them
 * in a worker thread (`aiWorkerRunner.ts`). The inline runner is for tests and tools.
 * Bots keep memory between decisions, so each (table, seat) has one bot, found by `key`.
 * Any game's bots: the AI registry's (its own, or the kit's), found by the request's game id.
 */
import type { SeatId } from '../../engine/kit/ids';
import type { BaseMove, BotLevel, GameBot } from '../../engine/kit/module';
import { aiForId, AI_REGISTRY, type AiCatalog } from '../../ai/registry';
import { DEFAULT_GAME_ID, REGISTRY, type GameCatalog } from '../../engine/registry';

export interface AiRequest {
  /** `<tableId>:<seat>`: the bot that has been playing this seat keeps playing it. */
  key: string;
  /** Registry id of the table's game (omitted: Mirianth Wars, like every message before game ids). */
  game?: string;
  kind: BotLevel;
  seed: number;
  /** The seat's own view (`module.view(state, seat)`), nothing more. */
  view: unknown;
  seat: SeatId;
}

export interface AiRunner {
  decide(request: AiRequest): Promise<BaseMove>;
  /** Drops the bots whose key starts with `prefix` (a table that closed). */
  forget(prefix: string): void;
  close(): Promise<void>;
}

/** The games and AIs bots are found in: the registries, or a test's catalog. */
export interface AiGames { catalog: GameCatalog; ais: AiCatalog }
export const REGISTERED_AI_GAMES: AiGames = { catalog: REGISTRY, ais: AI_REGISTRY };

/** One bot per key, created on first use and replaced when the seat's level changes. */
export class BotShelf {
  private readonly bots = new Map<string, { game: string; bot: GameBot<unknown, BaseMove> }>();

  constructor(private readonly games: AiGames = REGISTERED_AI_GAMES) {}

  choose(r: AiRequest): BaseMove {
    const game = r.game ?? DEFAULT_GAME_ID;
    let held = this.bots.get(r.key);
    if (!held || held.bot.level !== r.kind || held.game !== game) {
      held = { game, bot: aiForId(game, this.games.catalog, this.games.ais).createBot(r.kind, r.seed) };
      this.bots.set(r.key, held);
    }
    return held.bot.choose(r.view, r.seat);
  }

  forget(prefix: string): void {
    for (const key of [...this.bots.keys()]) if (key.startsWith(prefix)) this.bots.delete(key);
  }
}

/** Runs bots on the calling thread, one I/O turn later. */
export function inlineAiRunner(games: AiGames = REGISTERED_AI_GAMES): AiRunner {
  const shelf = new BotShelf(games);
  return {
    decide: (r) => new Promise<BaseMove>((resolve, reject) => {
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
