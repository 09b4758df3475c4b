/**
 * Mirianth Wars' save document (format version 2) with its own types: its moves, phases and steps.
 * The file layout, limits and setup are the platform's (`src/shared/save/format.ts`); version-1
 * files are Mirianth Wars under rules version 1 (see migrations.ts).
 */
import type { SeatId } from '../../../kit/ids';
import type { SAVE_FORMAT, SAVE_VERSION, SaveSetup } from '../../../../shared/save/format';
import type { TypedSaveDraft } from '../../../../shared/save/gameDraft';
import type { Move, StepId } from '..';
import type { MirianthPhase } from '../phases';

export type { SaveSetup, SeatSetup } from '../../../../shared/save/format';

/** A phase of Mirianth's statechart. */
export type GamePhase = MirianthPhase;

/** Derived from the final state, stored so the saved-games list needs no replay. */
export interface SaveSummary {
  round: number;
  phase: GamePhase;
  step: StepId;
  moveCount: number;
  /** Final totals per seat once the game is over. */
  scores: number[] | null;
  winners: SeatId[] | null;
}

export interface SaveDocument {
  format: typeof SAVE_FORMAT;
  version: typeof SAVE_VERSION;
  /** The game played, by its registry id (e.g. `mirianth-wars`). Not to be confused with `gameId`. */
  game: string;
  /** The released rules version the moves were played under; replay and undo use it. */
  rulesVersion: number;
  /** Shared by every save of one game (autosaves, manual saves), so Continue can tell games apart. */
  gameId: string;
  name: string;
  /** When the game started (ISO 8601). */
  createdAt: string;
  /** When this file was written (ISO 8601). */
  updatedAt: string;
  setup: SaveSetup;
  moves: Move[];
  finished: boolean;
  summary: SaveSummary;
  /** `positionHash` of the state the moves lead to. */
  stateHash: string;
  /** Fingerprint of every other field: catches edits that leave the game itself valid. */
  checksum: string;
}

/** What a caller hands over to be saved; every derived field is computed from it: the platform's typed draft, with Mirianth's moves. */
export interface SaveDraft extends Omit<TypedSaveDraft, 'moves'> {
  moves: Move[];
}
