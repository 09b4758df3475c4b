/** zod schemas of the version-2 save document and of the drafts callers send to be saved. */
import { z } from 'zod';
import { BOT_LEVELS as BOT_KINDS } from '../../engine/kit/module';
import type { MirianthStep as StepId } from '../../engine/registry';
import { seatId } from '../../engine/kit/ids';
import { MAX_MOVES, MAX_NAME_LENGTH, SAVE_FORMAT, SAVE_VERSION, type GamePhase, type SaveDocument, type SaveDraft } from './format';
import { SAVE_GAME_MODULE } from './game';

/** Step ids and phases come from the statechart, through the module (never a copy kept here). */
const STEP_IDS: readonly StepId[] = SAVE_GAME_MODULE.steps;
const PHASES: readonly GamePhase[] = SAVE_GAME_MODULE.phases;

/** Printable text only: a control character in a name means damage, not a choice. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}
const printable = (max: number) => z.string().min(1).max(max).refine((t) => !hasControl(t), 'contains control characters');

export const seatNameSchema = printable(40);
export const saveNameSchema = printable(MAX_NAME_LENGTH);
export const gameIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be lowercase letters, digits and dashes');
/** A registry game id; whether this build has that game is checked apart, with its own message. */
export const gameSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a game id: lowercase letters, digits and dashes');
export const rulesVersionSchema = z.number().int().min(1).max(1_000_000);
const isoDate = z.iso.datetime();
const hash = z.string().regex(/^[0-9a-f]{16}$/, 'must be 16 hex digits');
const seat = z.number().int().min(0).max(3).transform(seatId);

export const seatSetupSchema = z.discriminatedUnion('kind', [
  z.strictObject({ name: seatNameSchema, kind: z.literal('human') }),
  z.strictObject({ name: seatNameSchema, kind: z.literal('bot'), bot: z.enum(BOT_KINDS) }),
]);

export const setupSchema = z.strictObject({
  // Any seed `createGame` accepts; it folds numbers to 32 bits itself.
  seed: z.union([z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER), z.string().min(1).max(200)]),
  mode: z.enum(['local', 'lan']),
  seats: z.array(seatSetupSchema).min(2).max(4),
});

export const movesSchema = z.array(SAVE_GAME_MODULE.moveSchema).max(MAX_MOVES);

export const summarySchema = z.strictObject({
  round: z.number().int().min(0).max(1000),
  phase: z.enum(PHASES),
  step: z.enum(STEP_IDS),
  moveCount: z.number().int().min(0).max(MAX_MOVES),
  scores: z.array(z.number().int()).max(4).nullable(),
  winners: z.array(seat).max(4).nullable(),
});

/**
 * The save document's fields, in the order files are written: every game shares all but its setup,
 * moves and summary, which each game's schema supplies (moduleSchema.ts). The key order is part of
 * the file format (a decoded document re-encodes to the same text).
 */
export function documentFields<S extends z.ZodType, M extends z.ZodType, U extends z.ZodType>(setup: S, moves: M, summary: U) {
  return {
    format: z.literal(SAVE_FORMAT),
    version: z.literal(SAVE_VERSION),
    game: gameSchema,
    rulesVersion: rulesVersionSchema,
    gameId: gameIdSchema,
    name: saveNameSchema,
    createdAt: isoDate,
    updatedAt: isoDate,
    setup,
    moves,
    finished: z.boolean(),
    summary,
    stateHash: hash,
    checksum: hash,
  };
}

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
