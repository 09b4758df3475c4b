/**
 * What a client knows, as one immutable snapshot (React can read it with useSyncExternalStore):
 * rebuilt by a pure reducer from each host message.
 */
import type { ErrorCode } from './errors';
import type { HostMessage } from './hostMessages';
import type { ChatLine, ClockView, Notice, TableView } from './tableView';

export type ClientStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';
export type ClosedReason = 'closed' | 'kicked' | 'replaced' | 'versionMismatch' | 'gaveUp' | 'unreachable';

/** A seat held by this client. Persist it (e.g. sessionStorage) to resume after a reload. */
export interface LanSession { url: string; tableId: string; seat: number; token: string; owner: boolean }

/** A table this client watches without a seat (re-sent after a reconnect). */
export interface WatchSession { url: string; tableId: string; name: string }

/** `V`: the game's view type (unknown here; a game's room narrows it, e.g. `GameSnapshot<PlayerView>`). */
export interface GameSnapshot<V = unknown> {
  view: V;
  moveNo: number;
  clock: ClockView[];
  /** Client time when this update arrived; `clock[].remainingMs` counts from here. */
  receivedAt: number;
  /** The game's public id from the last full view (records key on it); null from older hosts. */
  gameId: string | null;
}

export interface ClientSnapshot<V = unknown> {
  status: ClientStatus;
  server: string | null;
  session: LanSession | null;
  /** Set while watching a table as a spectator (then `session` is null). */
  watching: WatchSession | null;
  table: TableView | null;
  game: GameSnapshot<V> | null;
  chat: readonly ChatLine[];
  notices: readonly Notice[];
  lastError: { code: ErrorCode | 'disconnected' | 'timeout'; message: string } | null;
  closedReason: ClosedReason | null;
}

export const INITIAL_SNAPSHOT: ClientSnapshot = {
  status: 'idle', server: null, session: null, watching: null, table: null, game: null, chat: [], notices: [], lastError: null, closedReason: null,
};

const KEEP_CHAT = 100;

function hasCards(view: unknown): view is { cards: object } {
  if (typeof view !== 'object' || view === null || !('cards' in view)) return false;
  return typeof view.cards === 'object' && view.cards !== null;
}

/** A view after a move: its new card definitions merged into the ones this client has. */
function mergedView(previous: unknown, next: unknown): unknown {
  if (!hasCards(next) || !hasCards(previous)) return next;
  return { ...next, cards: { ...previous.cards, ...next.cards } };
}
const KEEP_NOTICES = 100;

/** Leaving a seat (leave, kick, bad token) forgets everything about the table. */
export function withoutSeat(s: ClientSnapshot): ClientSnapshot {
  return { ...s, session: null, watching: null, table: null, game: null, chat: [], notices: [] };
}

export function reduce(s: ClientSnapshot, msg: HostMessage, url: string, now: number): ClientSnapshot {
  switch (msg.type) {
    case 'welcome':
      // With a seat to resume, the client is not 'open' until the resume has answered: requests
      // sent before that would reach the host from a connection without a seat.
      return { ...s, status: s.session || s.watching ? s.status : 'open', server: msg.server, closedReason: null };
    case 'joined': {
      const session = { url, tableId: msg.tableId, seat: msg.seat, token: msg.token, owner: msg.owner };
      // A join (unlike a resume) starts from a clean table: chat and game come right after.
      const fresh = s.session?.tableId !== msg.tableId || s.session.seat !== msg.seat;
      return fresh ? { ...withoutSeat(s), session } : { ...s, session, chat: [] };
    }
    case 'watching': {
      // Like a join: a clean table, then table, game and chat arrive; a re-watch after a reconnect keeps what it had.
      const watching = { url, tableId: msg.tableId, name: msg.name };
      return s.watching?.tableId === msg.tableId ? { ...s, watching, chat: [] } : { ...withoutSeat(s), watching };
    }
    case 'table': {
      // Ownership passes to another player when the owner leaves: the table says who holds it.
      const mine = s.session && s.session.tableId === msg.table.id ? msg.table.seats.find((x) => x.seat === s.session?.seat) : undefined;
      const session = s.session && mine && mine.occupied && mine.owner !== s.session.owner ? { ...s.session, owner: mine.owner } : s.session;
      return { ...s, session, table: msg.table };
    }
    case 'game': {
      // Updates carry only newly visible card definitions; the view is theirs merged with ours
      // (a game whose views have no `cards` record travels whole: see cardDelta.ts).
      const view = msg.full || !s.game ? msg.view : mergedView(s.game.view, msg.view);
      const gameId = msg.full ? msg.gameId ?? null : s.game?.gameId ?? null;
      return { ...s, game: { view, moveNo: msg.moveNo, clock: msg.clock, receivedAt: now, gameId } };
    }
    case 'chat':
      return { ...s, chat: [...s.chat, ...msg.lines].slice(-KEEP_CHAT) };
    case 'notice':
      return { ...s, notices: [...s.notices, msg.notice].slice(-KEEP_NOTICES) };
    case 'kicked':
      return { ...withoutSeat(s), closedReason: msg.reason };
    case 'error':
      return { ...s, lastError: { code: msg.code, message: msg.message } };
    case 'pong':
    case 'ok':
    case 'tables':
      return s;
  }
}
