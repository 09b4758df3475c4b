/** Turn start (dwarves enter), turn end (coins back) and the end of the game. */
import { seatId } from '../../../kit/ids';
import { cardsPerTavern } from '../catalog';
import type { NainsState } from '../types';
import { openBids } from './bidding';
import { sortCoins } from './coins';
import { scoreCity, winnersOf } from './scoring';
import { emit } from './state';

export function startTurn(s: NainsState): NainsState {
  const per = cardsPerTavern(s.names.length);
  const key = s.era === 1 ? 'era1' : 'era2';
  let deck = s.decks[key];
  const taverns = [0, 1, 2].map(() => {
    const cards = deck.slice(0, per);
    deck = deck.slice(cards.length);
    return cards;
  });
  const turn = s.turn + 1;
  const next = emit({ ...s, turn, taverns, decks: { ...s.decks, [key]: deck } }, { type: 'dealt', era: s.era, turn, taverns });
  return openBids(next);
}

export function finishGame(s: NainsState): NainsState {
  const scores = s.players.map((p) => scoreCity(p));
  const winners = winnersOf(scores.map((x) => x.total), s.players.map((p) => p.gem)).map(seatId);
  return emit({ ...s, step: 'over', scores, winners, awaiting: [], decision: null }, { type: 'gameEnded', scores, winners });
}

/** The turn's end: every Lord takes back the five coins. The chart then starts a turn, an Era or the scoring. */
export function returnCoins(s: NainsState): NainsState {
  const placed = s.placed ?? [];
  const players = s.players.map((p, i) => {
    const own = placed[i];
    return own ? { ...p, coins: sortCoins([...own.taverns, ...own.pouch]) } : p;
  });
  return emit({ ...s, players, placed: null, run: null, revealed: 0 }, { type: 'turnEnded', era: s.era, turn: s.turn });
}
