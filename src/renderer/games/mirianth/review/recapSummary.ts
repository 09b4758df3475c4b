/**
 * "Since your last decision": what the other seats did between two of one person's decisions,
 * read from the same events the log shows. Counts each other seat's moves, and keeps the events
 * worth a line on the card: claims (and who got nothing), plague tests, deals struck, Peddlers
 * played, promises invoked, paladins attached. Nothing worth telling: no card.
 */
import type { DomainEvent, SeatId } from '../../../../engine/games/mirianth';

export interface Recap {
  /** Moves made by each other seat, in seat order (seats that did nothing left out). */
  moves: { seat: SeatId; count: number }[];
  /** Events worth a line, in the order they happened. */
  lines: DomainEvent[];
  claims: number;
  plagueTests: number;
}

/** The seat an event is about, for the events a move opens with (null for the others). */
function seatOf(e: DomainEvent): SeatId | null {
  switch (e.type) {
    case 'announced':
    case 'locked':
    case 'noDeal':
    case 'cardClaimed':
    case 'peddlerPlayed':
    case 'peddlerPassed':
    case 'paladinAttached':
    case 'attachSkipped':
    case 'archersAimed':
    case 'cardDiscarded':
    case 'monsterAttacked':
    case 'battleResolved':
    case 'paladinDetached':
      return e.seat;
    case 'dealProposed': return e.proposal.from;
    case 'dealAccepted':
    case 'dealRejected':
      return e.proposal.to;
    case 'promiseInvoked': return e.promise.beneficiary;
    default: return null;
  }
}

/** Who made the move behind one batch of events: every move's first event names its mover. */
export function moverOf(batch: readonly DomainEvent[]): SeatId | null {
  const first = batch[0];
  return first === undefined ? null : seatOf(first);
}

const WORTH_A_LINE: ReadonlySet<DomainEvent['type']> = new Set<DomainEvent['type']>([
  'cardClaimed', 'nothingReceived', 'fateRevealed', 'dealAccepted', 'peddlerPlayed', 'promiseInvoked', 'paladinAttached', 'lastRoundRevealed',
]);

/** The recap of `batches` (one per move, as the log groups them) for the person at `me`. */
export function summarizeSince(batches: readonly (readonly DomainEvent[])[], me: SeatId): Recap | null {
  const counts = new Map<SeatId, number>();
  const lines: DomainEvent[] = [];
  let claims = 0;
  let plagueTests = 0;
  for (const batch of batches) {
    const who = moverOf(batch);
    if (who !== null && who !== me) counts.set(who, (counts.get(who) ?? 0) + 1);
    for (const e of batch) {
      if (e.type === 'cardClaimed') claims++;
      if (e.type === 'fateRevealed') plagueTests++;
      // One's own attachment is no news to oneself; everything else on the list is.
      if (WORTH_A_LINE.has(e.type) && !(e.type === 'paladinAttached' && e.seat === me)) lines.push(e);
    }
  }
  const moves = [...counts].sort((a, b) => a[0] - b[0]).map(([seat, count]) => ({ seat, count }));
  if (moves.length === 0 && lines.length === 0) return null;
  return { moves, lines, claims, plagueTests };
}
