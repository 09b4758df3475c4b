/** Archer targets, announced at the start of Resolution: each archer aims at one own monster or none. */
import type { CardId, SeatId } from '../ids';
import { refuse, type MoveOf, type Refusal } from '../moves';
import type { GameState, PublicState } from '../state';
import { distinct, isKind, monsters, ofKind, owns } from './query';
import { markDone, requireResolution } from './resolution';
import { emit } from './update';

/** Attack of each archer by the number of archers in the faction (4 or more: 8). */
export const ARCHER_ATTACK: readonly number[] = [0, 1, 3, 5, 8];

export function archerAttack(archers: number): number {
  return ARCHER_ATTACK[Math.min(archers, ARCHER_ATTACK.length - 1)] ?? 0;
}

export function checkAim(s: PublicState, m: MoveOf<'aim'>): Refusal | null {
  const archers = m.aims.map((a) => a.archer);
  if (!distinct(archers)) return refuse('illegal', 'archerOnce');
  for (const a of m.aims) {
    if (!owns(s, m.seat, a.archer) || !owns(s, m.seat, a.monster)) return refuse('notYourCard', 'aimOwn');
    if (!isKind(s, a.archer, 'archer')) return refuse('illegal', 'onlyArchers');
    if (!monsters(s, m.seat).includes(a.monster)) return refuse('illegal', 'aimAtMonsters');
  }
  return null;
}

export function applyAim(s: GameState, m: MoveOf<'aim'>): GameState {
  const r = requireResolution(s);
  const mine = new Set<CardId>(ofKind(s, m.seat, 'archer'));
  const next = markDone({ ...s, resolution: { ...r, aims: [...r.aims.filter((a) => !mine.has(a.archer)), ...m.aims] } }, m.seat);
  return mine.size > 0 ? emit(next, { type: 'archersAimed', seat: m.seat, aims: m.aims }) : next;
}

/** No archers or no monsters: nothing to aim. One monster: every archer aims at it. */
export function forcedAim(s: PublicState, seat: SeatId): MoveOf<'aim'> | null {
  const archers = ofKind(s, seat, 'archer');
  const targets = monsters(s, seat);
  if (archers.length === 0 || targets.length === 0) return { type: 'aim', seat, aims: [] };
  const only = targets[0];
  if (targets.length === 1 && only !== undefined) return { type: 'aim', seat, aims: archers.map((archer) => ({ archer, monster: only })) };
  return null;
}
