/**
 * Host → client messages. The host builds them only through its wire filter; clients validate
 * the envelope here and trust the engine's types inside `view` and `events`.
 */
import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './errors';
import type { BaseEvent } from '../../engine/kit/module';
import { REGISTRY, type GameCatalog } from '../../engine/registry';
import { gameOf, knowsGame } from './games';
import type { ChatLine, ClockView, Notice, TableSummary, TableView } from './tableView';

/**
 * `V`, `E`: the game's view and event types. A client reads them as its game's (the envelope is
 * checked; the game's own data is trusted: a game's room narrows them, e.g. `HostMessage<PlayerView,
 * DomainEvent>`); the host writes any game's (`unknown` views).
 */
export type HostMessage<V = unknown, E extends BaseEvent = BaseEvent> =
  | { type: 'welcome'; id?: number; v: number; server: string }
  | { type: 'pong'; id?: number }
  | { type: 'ok'; id?: number }
  | { type: 'tables'; id?: number; tables: TableSummary[] }
  /** The seat is yours; keep `token` to resume it after a drop. */
  | { type: 'joined'; id?: number; tableId: string; seat: number; token: string; owner: boolean }
  /** You watch this table as a spectator (no seat): table, spectator's game view and chat follow. */
  | { type: 'watching'; id?: number; tableId: string; name: string }
  | { type: 'table'; table: TableView }
  /**
   * Your view after a move, or in full (`full`: on join, resume and start).
   * After a move, `view.cards` holds only definitions you have not received yet: merge them into
   * the ones you have (`clientState.ts` does). `ack` echoes the id of your move that produced it.
   * `events` are to animate (the deal on a fresh start, else none on a full view); a full view's
   * `history` is the game's events so far for the log (the most recent ones when the game is long:
   * MAX_HISTORY_BYTES), never to animate. Optional: older hosts do not send it. A full view's
   * `gameId` names the game for records (public: table id and start time); older hosts omit it.
   */
  | {
    type: 'game'; view: V; full: boolean; events: E[]; history?: E[]; moveNo: number; ack?: number;
    clock: ClockView[]; gameId?: string;
  }
  | { type: 'chat'; lines: ChatLine[] }
  | { type: 'notice'; notice: Notice }
  /** The host ends this session: kicked by the owner, or replaced by a newer connection. */
  | { type: 'kicked'; reason: 'kicked' | 'replaced' }
  | { type: 'error'; id?: number; code: ErrorCode; message: string; /** The game's refusal code of a refused move. */ reason?: string; why?: string; params?: Record<string, string | number> };

export type HostMessageType = HostMessage['type'];
export type HostMessageOf<T extends HostMessageType, V = unknown, E extends BaseEvent = BaseEvent> = Extract<HostMessage<V, E>, { type: T }>;

const id = z.number().int().optional();
const record = z.record(z.string(), z.unknown());
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
// A view of a game this client knows (its catalog); another game's view is not for this client.
const viewOf = (catalog: GameCatalog) => z.custom<unknown>((v) => isObject(v) && typeof v['game'] === 'string' && knowsGame(v['game'], catalog));
/** A table or table-list entry names its game (hosts before game ids did not: Mirianth Wars). */
const gameTag = z.string().max(64).optional();
const tableRecord = z.looseObject({ game: gameTag });
const event = z.custom<BaseEvent>((v) => isObject(v) && typeof v['type'] === 'string');

/** Envelope checks for clients: right type tag, right fields; nested engine data is trusted. */
function schemaFor(catalog: GameCatalog) {
  const view = viewOf(catalog);
  return z.discriminatedUnion('type', [
    z.object({ type: z.literal('welcome'), id, v: z.number().int(), server: z.string() }),
    z.object({ type: z.literal('pong'), id }),
    z.object({ type: z.literal('ok'), id }),
    z.object({ type: z.literal('tables'), id, tables: z.array(tableRecord) }),
    z.object({ type: z.literal('joined'), id, tableId: z.string(), seat: z.number().int(), token: z.string(), owner: z.boolean() }),
    z.object({ type: z.literal('watching'), id, tableId: z.string(), name: z.string() }),
    z.object({ type: z.literal('table'), table: tableRecord }),
    z.object({
      type: z.literal('game'), view, full: z.boolean(), events: z.array(event), history: z.array(event).optional(), moveNo: z.number().int(), ack: id,
      clock: z.array(z.object({ seat: z.number(), remainingMs: z.number(), totalMs: z.number() })),
      gameId: z.string().regex(/^[A-Za-z0-9-]{1,100}$/).optional(),
    }),
    z.object({ type: z.literal('chat'), lines: z.array(record) }),
    // Codes are checked where shown (a newer host may send codes this client does not know).
    z.object({ type: z.literal('notice'), notice: z.looseObject({ code: z.string().max(32), seat: z.number().int().min(0).max(7).nullable(), name: z.string().max(200), at: z.number() }) }),
    z.object({ type: z.literal('kicked'), reason: z.enum(['kicked', 'replaced']) }),
    // A code from a newer host still answers its request (as 'internal', with the host's message).
    z.object({ type: z.literal('error'), id, code: z.enum(ERROR_CODES).catch('internal'), message: z.string(), reason: z.string().optional(),
      why: z.string().max(64).optional(), params: z.record(z.string().max(32), z.union([z.string().max(200), z.number()])).optional() }),
  ]);
}

export const hostMessageSchema = schemaFor(REGISTRY);
const schemas = new WeakMap<GameCatalog, typeof hostMessageSchema>([[REGISTRY, hostMessageSchema]]);

function schemaOf(catalog: GameCatalog): typeof hostMessageSchema {
  let schema = schemas.get(catalog);
  if (!schema) {
    schema = schemaFor(catalog);
    schemas.set(catalog, schema);
  }
  return schema;
}

/** Parses one frame from the host; null when it is not a message this client understands. */
export function parseHostMessage(frame: string, catalog: GameCatalog = REGISTRY): HostMessage | null {
  let raw: unknown;
  try {
    raw = JSON.parse(frame);
  } catch {
    return null;
  }
  // The nested records are the host's own types; the envelope check above is the contract.
  if (!schemaOf(catalog).safeParse(raw).success) return null;
  const msg = raw as HostMessage;
  // Hosts from before game ids leave a table's game out: theirs are Mirianth tables.
  if (msg.type === 'table') return { ...msg, table: { ...msg.table, game: gameOf(msg.table) } };
  if (msg.type === 'tables') return { ...msg, tables: msg.tables.map((t) => ({ ...t, game: gameOf(t) })) };
  return msg;
}
