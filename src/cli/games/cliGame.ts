/**
 * What a game adds to the CLI beyond what every game gets from the registries: hooks for the
 * commands whose output is that game's own. A command finds a game's hooks in `registry.ts`; a
 * game without a hook gets the any-game behaviour (`play`, `simulate`) or a clear refusal
 * (`score`, `review`).
 */
import type { KitSimulationSummary } from '../../ai/kit/simulate';
import type { SeatId } from '../../engine/kit/ids';
import type { BotLevel } from '../../engine/kit/module';
import type { GameSaveDraft, TypedSaveDocument } from '../../shared/save';

/** `play`'s parsed options: the seed as given (digits are a number), one bot level per seat, `--save`. */
export interface PlayPlan {
  seed: number | string;
  seedText: string;
  levels: readonly BotLevel[];
  saveFile: string | undefined;
}

/** `simulate`'s parsed options. */
export interface SimulatePlan {
  games: number;
  levels: readonly BotLevel[];
  seed: number | string;
  onGame: ((done: number) => void) | undefined;
}

/** A game's own `simulate` run: the JSON summary it prints, and lines its readable table adds. */
export interface SimulateRun {
  summary: KitSimulationSummary;
  extraLines: string[];
}

/** A scenario's result to print as JSON, or why the scenario is bad. */
export type ScoreResult = { ok: true; result: unknown } | { ok: false; message: string };

/** One decision of `review`: the move index, the seat, what it chose and what the hard bot would have, the points lost. */
export interface ReviewLine {
  move: number;
  seat: number;
  chosen: string;
  suggested: string;
  loss: number;
}

export interface CliGame {
  /** The game's registry id. */
  readonly id: string;
  /** `play` with the game's own log lines, score sheet and save, in place of the any-game ones. */
  readonly play?: (plan: PlayPlan) => Promise<number>;
  /** `simulate` with the game's own figures, in place of the any-game run. */
  readonly simulate?: (plan: SimulatePlan) => SimulateRun;
  /** `score`: a scenario (its `"game"` field taken off) to the JSON printed. */
  readonly score?: (scenario: unknown) => ScoreResult;
  /** `review`: the costliest decisions of `seats` in a save (read through the game's save codec), by the game's strongest bot. */
  readonly review?: (save: TypedSaveDocument, seats: readonly SeatId[]) => ReviewLine[];
  /** `bench`: a bot-played game of `players` from `seed` as a save draft (its saves are measured on it). */
  readonly sampleDraft?: (seed: number, players: number) => GameSaveDraft;
}
