/** zod schemas of what every game's save document shares: names, ids, seats, and the fields in file order. */
import { z } from 'zod';
import { BOT_LEVELS as BOT_KINDS } from '../../engine/kit/module';
import { MAX_NAME_LENGTH, SAVE_FORMAT, SAVE_VERSION } from './format';

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
export const isoDate = z.iso.datetime();
const hash = z.string().regex(/^[0-9a-f]{16}$/, 'must be 16 hex digits');

export const seatSetupSchema = z.discriminatedUnion('kind', [
  z.strictObject({ name: seatNameSchema, kind: z.literal('human') }),
  z.strictObject({ name: seatNameSchema, kind: z.literal('bot'), bot: z.enum(BOT_KINDS) }),
]);

/**
 * The save document's fields, in the order files are written: every game shares all but its setup,
 * moves and summary, which each game's schema supplies (moduleSchema.ts, or a game's own save codec). The key order is part of
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

