/** Spending: paid dice go back to the pool; free icons count as used this turn; knick-knacks go to the bottom. */
import { KK_BY_ID } from '../catalog/cards';
import type { MiremarshState } from '../state';
import { updateSeat } from './gain';
import type { Pay } from './pay';

/** Spends the paying dice and cards (knick-knacks go to the bottom of their pile). */
export function spend(state: MiremarshState, pay: readonly Pay[], mods: readonly string[]): MiremarshState {
  const dice = new Set(pay.flatMap((p) => ('die' in p ? [p.die] : [])));
  const cards = pay.flatMap((p) => ('card' in p ? [p.card] : []));
  const kks = cards.filter((c) => KK_BY_ID.has(c));
  let s: MiremarshState = {
    ...state,
    piles: kks.length ? { ...state.piles, kk: [...state.piles.kk, ...kks] } : state.piles,
    turn: { ...state.turn, dice: state.turn.dice.filter((_, i) => !dice.has(i)), used: [...state.turn.used, ...cards, ...mods], opening: false },
  };
  if (kks.length) s = updateSeat(s, state.turn.seat, (x) => ({ ...x, kks: x.kks.filter((k) => !kks.includes(k)) }));
  if (cards.includes('gulper')) s = updateSeat(s, state.turn.seat, (x) => ({ ...x, fish: Math.max(0, x.fish - 1) }));
  for (const c of cards) if (kks.includes(c)) s = { ...s, events: [...s.events, { type: 'cardUsed', seat: s.turn.seat, card: c }] };
  return s;
}

