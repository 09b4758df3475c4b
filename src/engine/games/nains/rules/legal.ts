/** Legal moves for a seat, from the full state or that seat's view (only public and own parts are read). */
import type { SeatId } from '../../../kit/ids';
import type { Coin, Decision, NainsMove, NainsPlayer, Order, SeenPlacement } from '../types';
import { sortCoins } from './coins';
import { exchangeDiscards } from './exchange';
import { recruitColumns } from './recruit';
import { upgradeChoices } from './upgrade';

export interface LegalInput {
  step: string;
  awaiting: readonly SeatId[];
  decision: Decision | null;
  players: readonly NainsPlayer[];
  taverns: readonly (readonly string[])[];
  stands: readonly string[];
  revealed: number;
  run: { tavern: number } | null;
  placed: readonly SeenPlacement[] | null;
}

/** Every distinct way to put 3 of the hand's coins on the taverns (the other 2 go to the pouch). */
export function bidOptions(hand: readonly Coin[]): Coin[][] {
  const out: Coin[][] = [];
  const seen = new Set<string>();
  const coins = sortCoins(hand);
  for (let a = 0; a < coins.length; a++) for (let b = 0; b < coins.length; b++) for (let c = 0; c < coins.length; c++) {
    if (a === b || a === c || b === c) continue;
    const t = [coins[a], coins[b], coins[c]].filter((x): x is Coin => x !== undefined);
    const key = t.join(',');
    if (t.length === 3 && !seen.has(key)) { seen.add(key); out.push(t); }
  }
  return out;
}

export function nainsLegalMoves(s: LegalInput, seat: SeatId): NainsMove[] {
  if (!s.awaiting.includes(seat)) return [];
  if (s.step === 'bidding') return bidOptions(s.players[seat]?.coins ?? []).map((taverns) => ({ type: 'bid', seat, taverns }));
  const d = s.decision;
  if (!d || d.seat !== seat) return [];
  const tavern = s.run ? (s.taverns[s.run.tavern] ?? []) : [];
  switch (d.kind) {
    case 'pick':
      return tavern.map((card) => ({ type: 'pick', seat, card }));
    case 'discard':
      return tavern.map((card) => ({ type: 'discard', seat, card }));
    case 'upgrade':
      return upgradeChoices(s, seat, d.from).map((c) => ({ type: 'upgrade', seat, where: c.where, coin: c.coin }));
    case 'recruit':
      return s.stands.flatMap((card) => recruitColumns(card).map((column: Order | null) => ({ type: 'recruit' as const, seat, card, column })));
    case 'svara':
      return d.cards.map((card) => ({ type: 'svara', seat, card }));
    case 'exchange':
      return exchangeDiscards(s.placed?.[seat]?.pouch ?? []).map((discard) => ({ type: 'exchange', seat, discard }));
  }
}
