/**
 * Who may see each Mirianth event (the module's `audience`). Exhaustive: a new event type does
 * not compile until someone decides its audience. Every event is public today: none carries a
 * deck order or an unrevealed card. The fate deck is shuffled, dealt and flipped inside one move
 * (`fateShuffled`, `fateDealt`, `fateRevealed` arrive together), so its results never travel
 * before the flip. An event that ever carries a private card must get a per-seat rule here.
 */
import type { SeatId } from './ids';
import type { DomainEvent, DomainEventType } from './events';

type Audience = 'everyone';

const EVENT_AUDIENCE: Record<DomainEventType, Audience> = {
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

export function mirianthAudience(event: DomainEvent, _seat: SeatId | null): DomainEvent | null {
  return EVENT_AUDIENCE[event.type] === 'everyone' ? event : null;
}
