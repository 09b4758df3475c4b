/**
 * Answering penalties (plague effect, monster attacks): a Priestess cancels two hero penalties,
 * a Wall any one; the rest cost a card of the matching type, the player choosing which.
 * A canceller must save a card: it needs an uncancelled penalty and a card that penalty would take.
 */
import { PENALTIES, type Penalty } from '../cards/kinds';
import type { CardId, SeatId } from '../ids';
import { refuse, type Refusal, type WallUse } from '../moves';
import type { GameState, PublicState } from '../state';
import { discard, discardAll } from './discard';
import { distinct, isKind, ofKind, ofType, owns } from './query';
import { emit } from './update';

export type PenaltyCounts = Record<Penalty, number>;
export interface PenaltyAnswer { priestesses: CardId[]; walls: WallUse[]; discard: CardId[] }

export const noPenalties = (): PenaltyCounts => ({ hero: 0, building: 0, treasure: 0 });
export const PRIESTESS_CANCELS = 2;

function pools(s: PublicState, seat: SeatId, exclude: ReadonlySet<CardId>): Record<Penalty, CardId[]> {
  const pick = (t: Penalty) => ofType(s, seat, t).filter((id) => !exclude.has(id));
  return { hero: pick('hero'), building: pick('building'), treasure: pick('treasure') };
}

/** What is left to pay once the cancellers are used, and the cards that can pay it. */
export interface PenaltyBill { left: PenaltyCounts; avail: Record<Penalty, CardId[]> }

export function checkCancellers(
  s: PublicState, seat: SeatId, counts: PenaltyCounts, priestesses: readonly CardId[], walls: readonly WallUse[],
): PenaltyBill | Refusal {
  const cancellers = [...priestesses, ...walls.map((w) => w.wall)];
  for (const id of cancellers) if (!owns(s, seat, id)) return refuse('notYourCard', 'useOwnCanceller');
  if (!priestesses.every((id) => isKind(s, id, 'priestess'))) return refuse('illegal', 'onlyPriestess');
  if (!walls.every((w) => isKind(s, w.wall, 'wall'))) return refuse('illegal', 'onlyWall');
  const avail = pools(s, seat, new Set(cancellers));
  const left = { ...counts };
  for (let i = 0; i < priestesses.length; i++) {
    if (left.hero <= 0 || avail.hero.length === 0) return refuse('illegal', 'noHeroPenaltyLeft');
    left.hero = Math.max(0, left.hero - PRIESTESS_CANCELS);
  }
  for (const w of walls) {
    if (left[w.cancels] <= 0 || avail[w.cancels].length === 0) return refuse('illegal', 'noPenaltyLeftForWall', { penalty: w.cancels });
    left[w.cancels] -= 1;
  }
  return { left, avail };
}

/** Cards each penalty type takes once cancellers are used. */
export function owed(bill: PenaltyBill, t: Penalty): number {
  return Math.min(bill.left[t], bill.avail[t].length);
}

export function checkPenaltyAnswer(s: PublicState, seat: SeatId, counts: PenaltyCounts, a: PenaltyAnswer): Refusal | null {
  if (!distinct([...a.priestesses, ...a.walls.map((w) => w.wall), ...a.discard])) return refuse('illegal', 'cardTwiceInAnswer');
  // Someone else's card is the problem to name, not the count it upsets.
  if (!a.discard.every((id) => owns(s, seat, id))) return refuse('notYourCard', 'discardOwnCards');
  const bill = checkCancellers(s, seat, counts, a.priestesses, a.walls);
  if ('code' in bill) return bill;
  const chosen = new Set(a.discard);
  for (const t of PENALTIES) {
    const need = owed(bill, t);
    if (bill.avail[t].filter((id) => chosen.has(id)).length !== need) {
      return refuse('illegal', 'discardCount', { need, penalty: t });
    }
  }
  if (a.discard.length !== PENALTIES.reduce((n, t) => n + owed(bill, t), 0)) return refuse('illegal', 'discardOnlyCalled');
  return null;
}

export function applyPenaltyAnswer(s: GameState, seat: SeatId, a: PenaltyAnswer, reason: 'plague' | 'monster'): GameState {
  let next = s;
  for (const card of a.priestesses) {
    next = emit(discard(next, seat, card, 'priestess'), { type: 'penaltyCancelled', seat, card, cancels: ['hero', 'hero'] });
  }
  for (const w of a.walls) {
    next = emit(discard(next, seat, w.wall, 'wall'), { type: 'penaltyCancelled', seat, card: w.wall, cancels: [w.cancels] });
  }
  return discardAll(next, seat, a.discard, reason);
}

/** Priestesses and Walls that could save a card right now. */
export function usableCancellers(s: PublicState, seat: SeatId, counts: PenaltyCounts): { priestesses: CardId[]; walls: CardId[] } {
  const priestesses = counts.hero > 0
    ? ofKind(s, seat, 'priestess').filter((p) => ofType(s, seat, 'hero').some((h) => h !== p))
    : [];
  const walls = ofKind(s, seat, 'wall').filter((w) =>
    PENALTIES.some((t) => counts[t] > 0 && ofType(s, seat, t).some((c) => c !== w)));
  return { priestesses, walls };
}

/** The only possible answer, when there is nothing to choose. */
export function forcedPenaltyAnswer(s: PublicState, seat: SeatId, counts: PenaltyCounts): PenaltyAnswer | null {
  const usable = usableCancellers(s, seat, counts);
  if (usable.priestesses.length > 0 || usable.walls.length > 0) return null;
  const avail = pools(s, seat, new Set());
  const out: CardId[] = [];
  for (const t of PENALTIES) {
    if (counts[t] > 0 && avail[t].length > counts[t]) return null;
    if (counts[t] > 0) out.push(...avail[t]);
  }
  return { priestesses: [], walls: [], discard: out };
}
