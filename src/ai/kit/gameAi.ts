/**
 * A game's AI as the platform sees it: optional bots of its own by level, and the `determinize`
 * hook that gives it search bots on day one. Any level the game does not supply falls back to the
 * kit: `random` to the random bot, the others to ISMCTS (more iterations per level) when the game
 * has a `determinize` hook. A game may also declare its `order` for the kit's game runner, and
 * its own `hint` (else a hint is the hard bot's move at a fixed seed).
 */
import type { SeatId } from '../../engine/kit/ids';
import { BOT_LEVELS, type BaseEvent, type BaseMove, type BotLevel, type GameBot, type GameModule } from '../../engine/kit/module';
import { createIsmctsBot, type Determinize } from './ismcts';
import { createRandomGameBot } from './randomBot';
import type { RunOrder } from './runGame';

export interface GameAi<S, V, M extends BaseMove> {
  bots?: Partial<Record<BotLevel, (seed: number) => GameBot<V, M>>>;
  determinize?: Determinize<S, V>;
  /** How headless runs of this game pick the acting seat and call bots, when not the kit's way (`runModuleGame`). */
  order?: RunOrder<S>;
  /** What this game suggests to a person deciding from `view` (null: nothing to suggest), when not the kit's hint. */
  hint?(view: V, seat: SeatId): M | null;
}

/** ISMCTS iterations per decision for the kit's search bots. */
export const KIT_ITERATIONS: Record<Exclude<BotLevel, 'random'>, number> = { easy: 30, normal: 120, hard: 400 };

export function kitBotLevels<S, V, M extends BaseMove>(ai: GameAi<S, V, M>): BotLevel[] {
  return BOT_LEVELS.filter((level) => level === 'random' || ai.bots?.[level] !== undefined || ai.determinize !== undefined);
}

export function createKitBot<S, V, M extends BaseMove, E extends BaseEvent, O>(
  game: GameModule<S, V, M, E, O>, ai: GameAi<S, V, M>, level: BotLevel, seed: number,
): GameBot<V, M> {
  const own = ai.bots?.[level];
  if (own) return own(seed);
  if (level === 'random') return createRandomGameBot(game, seed);
  if (!ai.determinize) throw new Error(`${game.id} has no ${level} bot`);
  return createIsmctsBot({ game, determinize: ai.determinize, iterations: KIT_ITERATIONS[level] }, seed, level);
}

/** Kit hints are deterministic: the same position always gets the same suggestion. */
export const HINT_SEED = 0x5eed;

/** The game's own hint, else its hard bot's move at `HINT_SEED` (null for a game without a hard bot). */
export function kitHint<S, V, M extends BaseMove, E extends BaseEvent, O>(
  game: GameModule<S, V, M, E, O>, ai: GameAi<S, V, M>, view: V, seat: SeatId,
): M | null {
  if (ai.hint) return ai.hint(view, seat);
  if (!kitBotLevels(ai).includes('hard')) return null;
  return createKitBot(game, ai, 'hard', HINT_SEED).choose(view, seat);
}
