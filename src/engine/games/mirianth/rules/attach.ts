/** End of round: unclaimed cards go to the box, then each player may attach one paladin. */
import { turnOrder, type CardId, type SeatId } from '../ids';
import { refuse, type MoveOf, type Refusal } from '../moves';
import type { GameState, PublicState } from '../state';
import { isKind, monsters, ofKind, owns, player } from './query';
import { emit, requireRound, updateRound } from './update';

export function unattachedPaladins(s: PublicState, seat: SeatId): CardId[] {
  const attached = new Set(player(s, seat).attachments.map((a) => a.paladin));
  return ofKind(s, seat, 'paladin').filter((id) => !attached.has(id));
}

export function canAttach(s: PublicState, seat: SeatId): boolean {
  return unattachedPaladins(s, seat).length > 0 && monsters(s, seat).length > 0;
}

/** Sends unclaimed revealed cards to the box and lines up the seats that may attach. */
export function closeReveal(s: GameState): GameState {
  const r = requireRound(s);
  let next: GameState = { ...s, box: [...s.box, ...r.open] };
  next = emit(next, ...r.open.map((card) => ({ type: 'cardBoxed' as const, card, from: 'reveal' as const })));
  const queue = turnOrder(s.players.length, r.revealer).filter((seat) => canAttach(s, seat));
  return updateRound(next, (round) => ({ ...round, open: [], attachQueue: queue }));
}

export function attachAwaits(s: PublicState): SeatId[] {
  const first = s.round?.attachQueue[0];
  return first === undefined ? [] : [first];
}

export function checkAttach(s: PublicState, m: MoveOf<'attach'>): Refusal | null {
  if (!owns(s, m.seat, m.paladin) || !owns(s, m.seat, m.monster)) return refuse('notYourCard', 'attachOwn');
  if (!isKind(s, m.paladin, 'paladin')) return refuse('illegal', 'onlyPaladin');
  if (!unattachedPaladins(s, m.seat).includes(m.paladin)) return refuse('illegal', 'paladinAttached');
  if (!monsters(s, m.seat).includes(m.monster)) return refuse('illegal', 'attachToMonsters');
  return null;
}

export function applyAttach(s: GameState, m: MoveOf<'attach'>): GameState {
  const next = nextInQueue(s);
  const players = next.players.slice();
  const p = player(next, m.seat);
  players[m.seat] = { ...p, attachments: [...p.attachments, { paladin: m.paladin, monster: m.monster }] };
  return emit({ ...next, players }, { type: 'paladinAttached', seat: m.seat, paladin: m.paladin, monster: m.monster });
}

export function applySkipAttach(s: GameState, m: MoveOf<'skipAttach'>): GameState {
  return emit(nextInQueue(s), { type: 'attachSkipped', seat: m.seat });
}

function nextInQueue(s: GameState): GameState {
  return updateRound(s, (r) => ({ ...r, attachQueue: r.attachQueue.slice(1) }));
}
