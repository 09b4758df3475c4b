/**
 * The wire filter: the ONE place where anything bound for a client is turned into a message.
 * Game state leaves only as `playerView(state, seat)`; every event passes its audience rule;
 * names, chat and notices are re-sanitized here whatever their source. Connections call this
 * on every send (see `conn.ts`), and nothing else writes to a socket.
 */
import {
  playerView, type DomainEvent, type DomainEventType, type GameState, type PlayerView, type SeatId,
} from '../../engine';
import type { HostMessage, HostMessageOf } from '../../shared/lan/hostMessages';
import { withNewCardsOnly } from '../../shared/lan/cardDelta';
import { LIMITS, MAX_HISTORY_BYTES } from '../../shared/lan/protocol';
import { plainText } from '../../shared/lan/sanitize';
import type { ChatLine, ClockView, Notice, TableView } from '../../shared/lan/tableView';

export type ReplyMessage = HostMessageOf<'welcome' | 'pong' | 'ok' | 'tables' | 'joined' | 'kicked' | 'error'>;

/** What the host wants to say, before it knows who listens. Holds full state: never serialize it. */
export type Outgoing =
  | {
    kind: 'game';
    state: GameState;
    events: readonly DomainEvent[];
    moveNo: number;
    /** A complete view (join, resume, start) rather than the update after a move. */
    full: boolean;
    /** Every event of the game so far, opening included (full views only; the log, never animated). */
    history?: readonly DomainEvent[];
    /** The seat whose request produced this update, and that request's id. */
    ack: { seat: SeatId; id: number } | null;
    clock: readonly ClockView[];
  }
  | { kind: 'table'; table: TableView }
  | { kind: 'chat'; lines: readonly ChatLine[] }
  | { kind: 'notice'; notice: Notice }
  /** Replies about the connection itself (handshake, seat, errors): no game content. */
  | { kind: 'reply'; message: ReplyMessage };

export interface Audience {
  /** The listener's seat at the table the message is about; null when not seated. */
  seat: SeatId | null;
  /**
   * Card definitions this connection already has. A card's definition never changes and a card,
   * once seen, stays seen for the rest of the game, so updates carry only the newly visible ones
   * (most of a view's bytes); the client merges them. A full view resets the set.
   */
  knownCards: Set<string>;
}

type Audiences = 'everyone';

/**
 * Who may see each domain event. Exhaustive: a new event type does not compile until someone
 * decides its audience. Today the engine emits every event publicly. The fate deck is shuffled,
 * dealt and flipped inside one move (`fateShuffled`, `fateDealt`, `fateRevealed` arrive together),
 * so its results never travel before the flip. An event that ever carries a private card must get
 * a per-seat rule here, never be sent raw.
 */
const EVENT_AUDIENCE: Record<DomainEventType, Audiences> = {
  decksShuffled: 'everyone', roundStarted: 'everyone', cardRevealed: 'everyone', lastRoundRevealed: 'everyone',
  announced: 'everyone', locked: 'everyone', disputeOpened: 'everyone', dealProposed: 'everyone',
  dealRejected: 'everyone', dealAccepted: 'everyone', cardTraded: 'everyone', paladinDetached: 'everyone',
  promiseMade: 'everyone', promiseInvoked: 'everyone', promiseLapsed: 'everyone', noDeal: 'everyone',
  conceded: 'everyone', cardClaimed: 'everyone', nothingReceived: 'everyone', peddlerPassed: 'everyone',
  peddlerPlayed: 'everyone', fateShuffled: 'everyone', fateDealt: 'everyone', fateRevealed: 'everyone',
  cardBoxed: 'everyone', paladinAttached: 'everyone', attachSkipped: 'everyone', stepStarted: 'everyone',
  archersAimed: 'everyone', penaltyCancelled: 'everyone', cardDiscarded: 'everyone', battleResolved: 'everyone',
  monsterAttacked: 'everyone', scored: 'everyone', gameEnded: 'everyone',
};

function visibleEvents(events: readonly DomainEvent[]): DomainEvent[] {
  return events.filter((e) => EVENT_AUDIENCE[e.type] === 'everyone');
}

const utf8 = new TextEncoder();

/**
 * The seat's share of the game's history, cut to its most recent events that fit
 * MAX_HISTORY_BYTES (a join stays one modest frame however long the game ran). Filtered first, so
 * the budget is spent on what this seat may see.
 */
function historyFor(history: readonly DomainEvent[]): DomainEvent[] {
  const visible = visibleEvents(history);
  let bytes = 2; // the array's brackets
  let from = visible.length;
  for (; from > 0; from--) {
    const size = utf8.encode(JSON.stringify(visible[from - 1])).length + 1; // and its comma
    if (bytes + size > MAX_HISTORY_BYTES) break;
    bytes += size;
  }
  return visible.slice(from);
}

/** The seat's view, its card definitions cut down to those this listener has not had yet. */
function viewFor(state: GameState, seat: SeatId, full: boolean, known: Set<string>): PlayerView {
  return withNewCardsOnly(playerView(state, seat), known, full);
}

const name = (text: string): string => plainText(text, LIMITS.name);

function cleanTable(table: TableView): TableView {
  return {
    ...table,
    name: plainText(table.name, LIMITS.tableName),
    seats: table.seats.map((s) => ({ ...s, name: name(s.name) })),
  };
}

export function filterFor(out: Outgoing, to: Audience): HostMessage | null {
  switch (out.kind) {
    case 'game': {
      // Only seated players get the game; there are no spectators yet.
      if (to.seat === null) return null;
      const ack = out.ack && out.ack.seat === to.seat ? { ack: out.ack.id } : {};
      const history = out.full && out.history ? { history: historyFor(out.history) } : {};
      return {
        type: 'game',
        view: viewFor(out.state, to.seat, out.full, to.knownCards),
        full: out.full,
        events: visibleEvents(out.events),
        moveNo: out.moveNo,
        ...ack,
        ...history,
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
