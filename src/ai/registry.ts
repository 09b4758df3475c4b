/**
 * The AI registry: each game's `GameAi` by game id, beside the engine's game registry. A game
 * with no entry here (or a test's own module) still gets the kit's bots: the random bot on any
 * module, and ISMCTS for the other levels when its `GameAi` has a `determinize` hook.
 * Each game joins `GAME_AIS` with one `gameAiEntry(module, ai)` line (Miremarsh next).
 */
import type { AnyGameModule, BaseEvent, BaseMove, BotLevel, GameBot, GameModule } from '../engine/kit/module';
import { miremarshModule } from '../engine/games/miremarsh/module';
import { mirianthModule } from '../engine/games/mirianth/module';
import { nainsModule } from '../engine/games/nains/module';
import { REGISTRY, gameById, type GameCatalog } from '../engine/registry';
import type { SeatId } from '../engine/kit/ids';
import { createKitBot, kitBotLevels, kitHint, type GameAi } from './kit/gameAi';
import type { RunOrder } from './kit/runGame';
import { mirianthAi } from './games/mirianth/mirianthAi';
import { miremarshAi } from './games/miremarsh';
import { nainsAi } from './games/nains';

/** One game's AI with its types closed over, so the platform can hold many games' AIs in one list. */
export interface GameAiEntry {
  readonly game: string;
  /** The levels a seat of this game can be given, weakest first. */
  readonly levels: readonly BotLevel[];
  /** The game's own run order for headless games (`runModuleGame`), when it declares one (`GameAi.order`). */
  readonly order?: RunOrder<unknown>;
  createBot(level: BotLevel, seed: number): GameBot<unknown, BaseMove>;
  /** The move suggested to a person deciding from `view` at `seat` (unchecked; null: none). */
  hint(view: unknown, seat: SeatId): unknown;
}

export function gameAiEntry<S, V, M extends BaseMove, E extends BaseEvent, O>(
  game: GameModule<S, V, M, E, O>, ai: GameAi<S, V, M> = {},
): GameAiEntry {
  const levels = kitBotLevels(ai);
  return {
    game: game.id,
    levels,
    order: ai.order,
    createBot(level, seed) {
      if (!levels.includes(level)) throw new Error(`${game.id} has no ${level} bot (it has ${levels.join(', ')})`);
      return createKitBot(game, ai, level, seed);
    },
    hint(view: V, seat: SeatId) {
      return kitHint(game, ai, view, seat);
    },
  };
}

/** A lookup of AIs by game id: the registry's, or a test's own. */
export interface AiCatalog {
  find(gameId: string): GameAiEntry | undefined;
}

export function aiCatalog(entries: readonly GameAiEntry[]): AiCatalog {
  const byId = new Map(entries.map((e) => [e.game, e]));
  return { find: (id) => byId.get(id) };
}

/** Registered games' own AIs. */
export const GAME_AIS: readonly GameAiEntry[] = [gameAiEntry(mirianthModule, mirianthAi), gameAiEntry(nainsModule, nainsAi), gameAiEntry(miremarshModule, miremarshAi)];

export const AI_REGISTRY: AiCatalog = aiCatalog(GAME_AIS);

/** The AI of `game`: its registered one, else the kit's (the random bot on any module). */
export function aiFor(game: AnyGameModule, ais: AiCatalog = AI_REGISTRY): GameAiEntry {
  return ais.find(game.id) ?? gameAiEntry(game);
}

/** The AI of the game with this id in `catalog`; throws for an id the catalog lacks. */
export function aiForId(id: string, catalog: GameCatalog = REGISTRY, ais: AiCatalog = AI_REGISTRY): GameAiEntry {
  return aiFor(gameById(id, catalog), ais);
}

