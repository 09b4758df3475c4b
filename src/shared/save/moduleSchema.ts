/**
 * The save document of any game: the same file layout as Mirianth's (format v2), with the parts
 * only a game can judge left to its module: each move is checked by `module.parseMove` during the
 * replay, seat counts against its player limits, and step and phase are whatever its `summary`
 * says (they must match the replayed game exactly).
 */
import { z } from 'zod';
import { seatId } from '../../engine/kit/ids';
import { MAX_MOVES } from './format';
import { documentFields, seatSetupSchema } from './schema';

const seat = z.number().int().min(0).max(63).transform(seatId);
const label = z.string().min(1).max(64);

export const moduleSetupSchema = z.strictObject({
  seed: z.union([z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER), z.string().min(1).max(200)]),
  mode: z.enum(['local', 'lan']),
  seats: z.array(seatSetupSchema).min(1).max(64),
});

export const moduleSummarySchema = z.strictObject({
  round: z.number().int().min(0).max(1_000_000).nullable(),
  phase: label,
  step: label,
  moveCount: z.number().int().min(0).max(MAX_MOVES),
  scores: z.array(z.number()).max(64).nullable(),
  winners: z.array(seat).max(64).nullable(),
});

export const moduleDocumentSchema = z.strictObject(documentFields(moduleSetupSchema, z.array(z.unknown()).max(MAX_MOVES), moduleSummarySchema));

export type ModuleSaveDocument = z.output<typeof moduleDocumentSchema>;
export type ModuleSaveSummary = z.output<typeof moduleSummarySchema>;
export type ModuleSaveSetup = z.output<typeof moduleSetupSchema>;
