/** Starting a round: reveal one card per player, setting the Last Round card aside. */
import { LAST_ROUND_ID } from '../cards/catalog';
import type { DomainEvent } from '../events';
import type { CardId } from '../ids';
import type { GameState, LastRoundStatus } from '../state';
import { activateTypePromises } from './promises';
import { emit } from './update';

export function startRound(s: GameState): GameState {
  if (s.lastRound === 'over') return s;
  if (s.drawDeck.length === 0) return { ...s, lastRound: 'over', round: null };
  const count = s.players.length;
  const deck = s.drawDeck.slice();
  const revealed: CardId[] = [];
  const aside = s.aside.slice();
  let lastRound: LastRoundStatus = s.lastRound;
  const events: DomainEvent[] = [];
  while (revealed.length < count && deck.length > 0) {
    const card = deck.shift() as CardId;
    if (card === LAST_ROUND_ID) {
      aside.push(card);
      if (lastRound === 'notYet') lastRound = 'nextIsLast';
      events.push({ type: 'lastRoundRevealed', card });
      continue;
    }
    events.push({ type: 'cardRevealed', card, slot: revealed.length });
    revealed.push(card);
  }
  // Only the Last Round card was left: there is no round to play.
  if (revealed.length === 0) return emit({ ...s, drawDeck: deck, aside, lastRound: 'over', round: null }, ...events);
  // The Last Round card alone at the bottom can never be replaced: turn it over now, so the
  // players know this round is the last one rather than finding out after it.
  if (deck.length === 1 && deck[0] === LAST_ROUND_ID) {
    aside.push(LAST_ROUND_ID);
    deck.shift();
    events.push({ type: 'lastRoundRevealed', card: LAST_ROUND_ID });
  }
  // A short reveal, or one that leaves nothing to reveal next time, means the deck is spent: this round is the last.
  if (revealed.length < count || deck.length === 0) lastRound = 'thisIsLast';
  const number = s.roundNo + 1;
  const started: GameState = {
    ...s,
    drawDeck: deck,
    aside,
    lastRound,
    roundNo: number,
    round: {
      number,
      revealer: s.revealer,
      revealed,
      announcements: s.players.map(() => null),
      locked: s.players.map(() => false),
      open: [],
      disputes: [],
      current: -1,
      pickQueue: [],
      attachQueue: [],
    },
  };
  return activateTypePromises(
    emit(started, { type: 'roundStarted', round: number, revealer: s.revealer, last: lastRound === 'thisIsLast' }, ...events),
  );
}
