/**
 * Client → host messages. Shape only: the host sanitizes text and the engine checks moves.
 * Every request may carry an `id`; the reply to it (`ok`, `joined`, `error`, an acked `game`…)
 * echoes that id so clients can match answers to requests.
 */
import { z } from 'zod';
import { BOT_LEVELS as BOT_KINDS } from '../../engine/kit/module';
import { HOLD_SECONDS_RANGE, LIMITS, TURN_CLOCK_RANGE } from './protocol';

const id = z.number().int().min(0).max(2 ** 31).optional();
// Raw text may be longer than the limit (the host trims it), but never unbounded.
const text = (max: number) => z.string().max(max * 4);
const name = text(LIMITS.name);
const password = z.string().max(LIMITS.password);
const tableId = z.string().regex(/^[0-9a-f]{12}$/);
const token = z.string().regex(/^[A-Za-z0-9_-]{22}$/);
// Tables have up to 8 seats (setOptions), as many as their game takes.
const seat = z.number().int().min(0).max(7);
/** A game id's shape only: whether the host has that game is its own check, with its own error. */
export const gameIdText = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/);

export const tableOptionsPatchSchema = z.strictObject({
  name: text(LIMITS.tableName).optional(),
  seats: z.number().int().min(1).max(8).optional(),
  /** null removes the password. */
  password: password.nullable().optional(),
  dropPolicy: z.enum(['wait', 'ai']).optional(),
  holdSeconds: z.number().int().min(HOLD_SECONDS_RANGE.min).max(HOLD_SECONDS_RANGE.max).optional(),
  turnClockSeconds: z.number().int().min(TURN_CLOCK_RANGE.min).max(TURN_CLOCK_RANGE.max).nullable().optional(),
});
export type TableOptionsPatch = z.infer<typeof tableOptionsPatchSchema>;

export const clientMessageSchema = z.discriminatedUnion('type', [
  /** The handshake: protocol version and, when the host has one, the host password. */
  z.strictObject({ type: z.literal('hello'), id, v: z.number().int(), password: password.optional() }),
  z.strictObject({ type: z.literal('ping'), id }),
  z.strictObject({ type: z.literal('listTables'), id }),
  /** Creates a table and seats its creator as the owner (when the host allows remote tables). */
  z.strictObject({
    type: z.literal('createTable'), id, name, table: text(LIMITS.tableName),
    seats: z.number().int().min(1).max(8), password: password.optional(),
    /** Registry id of the game to play; omitted = Mirianth Wars (clients before game ids). Seats are checked against its limits. */
    game: gameIdText.optional(),
  }),
  /** Takes an open seat (`seat`, or the first open one). `ownerKey` claims the table's ownership. */
  z.strictObject({
    type: z.literal('join'), id, tableId, name, password: password.optional(),
    seat: seat.optional(), ownerKey: token.optional(),
  }),
  /**
   * Watches a table without a seat (any phase): the spectator's view (no hidden information), the
   * public events and the chat. A later `join` to the same table takes a free seat.
   */
  z.strictObject({ type: z.literal('watch'), id, tableId, name, password: password.optional() }),
  /** Takes back a held seat with its resume token: after a drop, a reload or a host restart. */
  z.strictObject({ type: z.literal('resume'), id, tableId, token }),
  z.strictObject({ type: z.literal('leave'), id }),
  z.strictObject({ type: z.literal('setName'), id, name }),
  z.strictObject({ type: z.literal('ready'), id, ready: z.boolean() }),
  // Owner only, below.
  z.strictObject({ type: z.literal('configureSeat'), id, seat, kind: z.enum(['human', 'ai']), level: z.enum(BOT_KINDS).optional() }),
  z.strictObject({ type: z.literal('setOptions'), id, options: tableOptionsPatchSchema }),
  z.strictObject({ type: z.literal('kick'), id, seat }),
  z.strictObject({ type: z.literal('start'), id }),
  /** A game move; the engine validates its shape (zod) and its legality. */
  z.strictObject({ type: z.literal('move'), id, move: z.unknown() }),
  z.strictObject({ type: z.literal('chat'), id, text: text(LIMITS.chat) }),
]);

export type ClientMessage = z.infer<typeof clientMessageSchema>;
export type ClientMessageType = ClientMessage['type'];
export type ClientMessageOf<T extends ClientMessageType> = Extract<ClientMessage, { type: T }>;

export const CLIENT_MESSAGE_TYPES: readonly ClientMessageType[] = clientMessageSchema.options.map(
  (o) => o.shape.type.value,
);
