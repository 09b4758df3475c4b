/** zod schemas for moves arriving from outside (network, saves, CLI). Shape only; rules check the rest. */
import { z } from 'zod';
import { FACTION_TYPES, PENALTIES } from './cards/kinds';
import { cardId, promiseId, seatId } from './ids';
import type { Move } from './moves';

const seat = z.number().int().min(0).max(3).transform(seatId);
const card = z.string().min(1).max(40).transform(cardId);
const cards = z.array(card).max(120);

const promiseTerm = z.strictObject({
  promiser: seat,
  kind: z.enum(['nextRound', 'cardType', 'once']),
  cardType: z.enum(FACTION_TYPES).optional(),
});

const deal = z.strictObject({
  to: seat,
  claimant: seat,
  give: cards,
  take: cards,
  promises: z.array(promiseTerm).max(3),
});

const aim = z.strictObject({ archer: card, monster: card });
const wallUse = z.strictObject({ wall: card, cancels: z.enum(PENALTIES) });

export const moveSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('announce'), seat, card: card.nullable(), lock: z.boolean().optional() }),
  z.strictObject({ type: z.literal('lock'), seat }),
  z.strictObject({ type: z.literal('propose'), seat, deal }),
  z.strictObject({ type: z.literal('accept'), seat }),
  z.strictObject({ type: z.literal('reject'), seat }),
  z.strictObject({ type: z.literal('noDeal'), seat }),
  z.strictObject({ type: z.literal('invokePromise'), seat, promise: z.string().min(1).max(40).transform(promiseId) }),
  z.strictObject({ type: z.literal('pick'), seat, card }),
  z.strictObject({ type: z.literal('playPeddler'), seat, card, winner: seat, handTo: seat }),
  z.strictObject({ type: z.literal('passPeddler'), seat }),
  z.strictObject({ type: z.literal('attach'), seat, paladin: card, monster: card }),
  z.strictObject({ type: z.literal('skipAttach'), seat }),
  z.strictObject({ type: z.literal('aim'), seat, aims: z.array(aim).max(20) }),
  z.strictObject({ type: z.literal('discardHeroes'), seat, cards }),
  z.strictObject({ type: z.literal('resolvePlague'), seat, priestesses: cards, walls: cards, discard: cards }),
  z.strictObject({ type: z.literal('fight'), seat, monster: card }),
  z.strictObject({ type: z.literal('rogue'), seat, rogue: card, monster: card }),
  z.strictObject({ type: z.literal('resolveAttacks'), seat, priestesses: cards, walls: z.array(wallUse).max(10), discard: cards }),
]);

/** Compile-time check that the schema and the Move union stay in step. */
type Parsed = z.output<typeof moveSchema>;
export const schemaMatchesMove: [Parsed] extends [Move] ? ([Move] extends [Parsed] ? true : false) : false = true;

export type ParseResult = { ok: true; move: Move } | { ok: false; message: string };

export function parseMove(input: unknown): ParseResult {
  const r = moveSchema.safeParse(input);
  if (r.success) return { ok: true, move: r.data as Move };
  const issue = r.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  return { ok: false, message: `Malformed move${where}: ${issue?.message ?? 'invalid'}` };
}
