/** zod schemas of Mirianth's version-2 save document (its moves, steps and phases) and of the drafts callers send to be saved. */
import { z } from 'zod';
import { seatId } from '../../../kit/ids';
import { documentFields, gameIdSchema, gameSchema, isoDate, rulesVersionSchema, saveNameSchema, seatSetupSchema } from '../../../../shared/save/schema';
import { MAX_MOVES } from '../../../../shared/save/format';
import type { StepId } from '..';
import { mirianthModule } from '../module';
import type { GamePhase, SaveDocument, SaveDraft } from './format';

/** Step ids and phases come from the statechart, through the module (never a copy kept here). */
const STEP_IDS: readonly StepId[] = mirianthModule.steps;
const PHASES: readonly GamePhase[] = mirianthModule.phases;
const seat = z.number().int().min(0).max(3).transform(seatId);

export const setupSchema = z.strictObject({
  // Any seed `createGame` accepts; it folds numbers to 32 bits itself.
  seed: z.union([z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER), z.string().min(1).max(200)]),
  mode: z.enum(['local', 'lan']),
  seats: z.array(seatSetupSchema).min(2).max(4),
});

export const movesSchema = z.array(mirianthModule.moveSchema).max(MAX_MOVES);

export const summarySchema = z.strictObject({
  round: z.number().int().min(0).max(1000),
  phase: z.enum(PHASES),
  step: z.enum(STEP_IDS),
  moveCount: z.number().int().min(0).max(MAX_MOVES),
  scores: z.array(z.number().int()).max(4).nullable(),
  winners: z.array(seat).max(4).nullable(),
});

const documentShape = documentFields(setupSchema, movesSchema, summarySchema);

export const saveDocumentSchema = z.strictObject(documentShape);

/**
 * A version-1 document as written before format v2 (no `game`, no `rulesVersion`): still checked
 * in full (replay, derived fields, checksum) before it is upgraded, so an edited v1 file is caught.
 */
const { game: _game, rulesVersion: _rulesVersion, ...v1Shape } = documentShape;
export const saveDocumentV1Schema = z.strictObject({ ...v1Shape, version: z.literal(1) });

/** A document before its derived fields are filled in: what a migration from an older version yields. */
export const saveBodySchema = z.strictObject({
  format: documentShape.format,
  version: documentShape.version,
  game: documentShape.game,
  rulesVersion: documentShape.rulesVersion,
  gameId: documentShape.gameId,
  name: documentShape.name,
  createdAt: documentShape.createdAt,
  updatedAt: documentShape.updatedAt,
  setup: documentShape.setup,
  moves: documentShape.moves,
  stateHash: documentShape.stateHash,
});
export type SaveBody = z.output<typeof saveBodySchema>;

/**
 * The same document with the moves left unchecked: enough for the saved-games list, which must
 * stay fast with many files. Loading always uses the full schema and a replay.
 */
export const saveHeaderSchema = z.strictObject({ ...documentShape, moves: z.array(z.unknown()).max(MAX_MOVES) });

export const saveDraftSchema = z.strictObject({
  game: gameSchema.optional(),
  rulesVersion: rulesVersionSchema.optional(),
  gameId: gameIdSchema,
  name: saveNameSchema.optional(),
  startedAt: isoDate,
  setup: setupSchema,
  moves: movesSchema,
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Compile-time checks that the schemas and the hand-written types stay in step. */
export const documentSchemaMatches: Same<z.output<typeof saveDocumentSchema>, SaveDocument> = true;
export const draftSchemaMatches: Same<z.output<typeof saveDraftSchema>, SaveDraft> = true;
