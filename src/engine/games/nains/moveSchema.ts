/** zod schema for Nains moves arriving from outside (network, files, CLI). */
import { z } from 'zod';
import { seatId } from '../../kit/ids';
import type { ParsedMove } from '../../kit/module';
import { ORDERS, type NainsMove } from './types';

const seat = z.number().int().min(0).max(4).transform(seatId);
const coin = z.string().regex(/^(b(0|2|3|4|6)|g([4-9]|1\d|2[0-2])|trade)$/, 'not a coin');
const card = z.string().min(1).max(16);

const schema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('bid'), seat, taverns: z.array(coin).length(3) }),
  z.strictObject({ type: z.literal('pick'), seat, card }),
  z.strictObject({ type: z.literal('discard'), seat, card }),
  z.strictObject({ type: z.literal('upgrade'), seat, where: z.enum(['pouch', 'tavern1', 'tavern2', 'tavern3']), coin }),
  z.strictObject({ type: z.literal('recruit'), seat, card, column: z.enum(ORDERS).nullable() }),
  z.strictObject({ type: z.literal('svara'), seat, card }),
  z.strictObject({ type: z.literal('exchange'), seat, discard: coin }),
]);

export function parseNainsMove(input: unknown): ParsedMove<NainsMove> {
  const r = schema.safeParse(input);
  return r.success ? { ok: true, move: r.data } : { ok: false, message: `Malformed move: ${r.error.issues[0]?.message ?? 'invalid'}` };
}
