/** The active Lord takes a dwarf from the tavern: placement, pariah check, Retaliation upgrade. */
import type { SeatId } from '../../../kit/ids';
import { dwarf } from '../catalog';
import type { CardId, NainsState } from '../types';
import { placeCard } from './army';
import { isExchangeCoin } from './coins';
import { settleLines } from './lines';
import { bidCoin, emit, withPlayer } from './state';
import { upgradeChoices, upgradeCoin, type CoinPlace } from './upgrade';

const PLACES: readonly CoinPlace[] = ['tavern1', 'tavern2', 'tavern3'];

export function pickCard(s: NainsState, seat: SeatId, card: CardId): NainsState {
  const run = s.run;
  const d = dwarf(card);
  if (!run || !d) return s;
  const taverns = s.taverns.map((t, i) => (i === run.tavern ? t.filter((c) => c !== card) : t));
  let pariah = false;
  let next = withPlayer({ ...s, taverns, run: { ...run, stage: 'recruit' } }, seat, (p) => {
    const placed = placeCard(p.army, d.order, card);
    pariah = placed.pariah;
    return { ...p, army: placed.army };
  });
  next = emit(next, { type: 'cardTaken', seat, card, tavern: run.tavern, column: d.order, pariah });
  next = settleLines(next, seat);
  if (d.order !== 'retaliation') return next;
  const coin = bidCoin(next, seat);
  if (coin === null) return next;
  if (isExchangeCoin(coin)) {
    // A 0 (or Trade) bid upgrades one pouch coin instead, before the exchange.
    return upgradeChoices(next, seat, 'pouch').length > 0 ? { ...next, decision: { kind: 'upgrade', seat, bonus: 1, from: 'pouch' } } : next;
  }
  const where = PLACES[run.tavern];
  return where ? upgradeCoin(next, seat, where, coin, 1) : next;
}

/** Two Lords, tavern 2: the first Lord discards one of the two cards left. */
export function discardCard(s: NainsState, card: CardId): NainsState {
  const run = s.run;
  if (!run) return s;
  const taverns = s.taverns.map((t, i) => (i === run.tavern ? t.filter((c) => c !== card) : t));
  return emit({ ...s, taverns, discard: [...s.discard, card] }, { type: 'cardDiscarded', card, seen: true });
}
