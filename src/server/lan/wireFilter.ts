/**
 * The wire filter: the ONE place where anything bound for a client is turned into a message.
 * Game state leaves only as `module.view(state, seat)`; every event passes `module.audience(event,
 * seat)` (dropped when it returns null); names, chat and notices are re-sanitized here whatever
 * their source. Connections call this on every send (see `conn.ts`), and nothing else writes to a
 * socket.
 */
import type { SeatId } from '../../engine/kit/ids';
import type { BaseEvent, BaseMove, GameModule } from '../../engine/kit/module';
import type { HostMessage, HostMessageOf } from '../../shared/lan/hostMessages';
import { withNewCardsOnly } from '../../shared/lan/cardDelta';
import { LIMITS, MAX_HISTORY_BYTES } from '../../shared/lan/protocol';
import { plainText } from '../../shared/lan/sanitize';
import type { ChatLine, ClockView, Notice, TableView } from '../../shared/lan/tableView';

export type ReplyMessage = HostMessageOf<'welcome' | 'pong' | 'ok' | 'tables' | 'joined' | 'watching' | 'kicked' | 'error'>;

/** A game as the wire filter uses it: views and audiences (any module is one). */
export type HostedModule<S = unknown, V = unknown, E extends BaseEvent = BaseEvent> = GameModule<S, V, BaseMove, E, unknown>;

/** What the host wants to say, before it knows who listens. Holds full state: never serialize it. */
export type Outgoing<S = unknown, V = unknown, E extends BaseEvent = BaseEvent> =
  | {
    kind: 'game';
    /** The table's game: the only code that may turn `state` into something a seat sees. */
    module: HostedModule<S, V, E>;
    state: S;
    events: readonly E[];
    moveNo: number;
    /** A complete view (join, resume, start) rather than the update after a move. */
    full: boolean;
    /** Every event of the game so far, opening included (full views only; the log, never animated). */
    history?: readonly E[];
    /** The seat whose request produced this update, and that request's id. */
    ack: { seat: SeatId; id: number } | null;
    clock: readonly ClockView[];
    /** The game's public id (full views only): what players' records are keyed by. */
    gameId?: string;
  }
  | { kind: 'table'; table: TableView }
  | { kind: 'chat'; lines: readonly ChatLine[] }
  | { kind: 'notice'; notice: Notice }
  /** Replies about the connection itself (handshake, seat, errors): no game content. */
  | { kind: 'reply'; message: ReplyMessage };

export interface Audience {
  /** The listener's seat at the table the message is about; null when not seated. */
  seat: SeatId | null;
  /** Not seated but watching the table: gets the spectator's view (`module.view(state, null)`). */
  watching: boolean;
  /**
   * Card definitions this connection already has. A card's definition never changes and a card,
   * once seen, stays seen for the rest of the game, so updates carry only the newly visible ones
   * (most of a view's bytes); the client merges them. A full view resets the set.
   */
  knownCards: Set<string>;
}

/** The events `seat` may see, each as it may see it (the module's audience rule; Mirianth's is in its module). */
function visibleEvents<S, V, E extends BaseEvent>(module: HostedModule<S, V, E>, events: readonly E[], seat: SeatId | null): E[] {
  const out: E[] = [];
  for (const e of events) {
    const seen = module.audience(e, seat);
    if (seen !== null) out.push(seen);
  }
  return out;
}

const utf8 = new TextEncoder();

/**
 * The seat's share of the game's history, cut to its most recent events that fit
 * MAX_HISTORY_BYTES (a join stays one modest frame however long the game ran). Filtered first, so
 * the budget is spent on what this seat may see.
 */
function historyFor<S, V, E extends BaseEvent>(module: HostedModule<S, V, E>, history: readonly E[], seat: SeatId | null): E[] {
  const visible = visibleEvents(module, history, seat);
  let bytes = 2; // the array's brackets
  let from = visible.length;
  for (; from > 0; from--) {
    const size = utf8.encode(JSON.stringify(visible[from - 1])).length + 1; // and its comma
    if (bytes + size > MAX_HISTORY_BYTES) break;
    bytes += size;
  }
  return visible.slice(from);
}

/** The seat's view, its card definitions (if it has any) cut down to those this listener has not had yet. */
function viewFor<S, V, E extends BaseEvent>(module: HostedModule<S, V, E>, state: S, seat: SeatId | null, full: boolean, known: Set<string>): V {
  return withNewCardsOnly(module.view(state, seat), known, full);
}

const name = (text: string): string => plainText(text, LIMITS.name);

function cleanTable(table: TableView): TableView {
  return {
    ...table,
    name: plainText(table.name, LIMITS.tableName),
    seats: table.seats.map((s) => ({ ...s, name: name(s.name) })),
  };
}

/** What the host puts on the wire: any game's view and events (clients read them as their game's). */
export type WireMessage<V = unknown, E extends BaseEvent = BaseEvent> = HostMessage<V, E>;

export function filterFor<S, V, E extends BaseEvent>(out: Outgoing<S, V, E>, to: Audience): WireMessage<V, E> | null {
  switch (out.kind) {
    case 'game': {
      // Seated players get their seat's view; spectators the view for nobody (null); others nothing.
      if (to.seat === null && !to.watching) return null;
      const ack = out.ack && to.seat !== null && out.ack.seat === to.seat ? { ack: out.ack.id } : {};
      const history = out.full && out.history ? { history: historyFor(out.module, out.history, to.seat) } : {};
      const gameId = out.full && out.gameId ? { gameId: out.gameId } : {};
      return {
        type: 'game',
        view: viewFor(out.module, out.state, to.seat, out.full, to.knownCards),
        full: out.full,
        events: visibleEvents(out.module, out.events, to.seat),
        moveNo: out.moveNo,
        ...ack,
        ...history,
        ...gameId,
        clock: out.clock.map((c) => ({ ...c })),
      };
    }
    case 'table':
      return { type: 'table', table: cleanTable(out.table) };
    case 'chat':
      return {
        type: 'chat',
        lines: out.lines.map((l) => ({ seat: l.seat, name: name(l.name), text: plainText(l.text, LIMITS.chat), at: l.at })),
      };
    case 'notice':
      return { type: 'notice', notice: { ...out.notice, name: name(out.notice.name) } };
    case 'reply':
      return out.message;
  }
}
