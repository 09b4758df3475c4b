/** Plague effect: one hero per hero penalty on plague cards; plague cards then go unless a Necromancer keeps them. */
import type { SeatId } from '../ids';
import type { MoveOf, Refusal } from '../moves';
import type { GameState, PublicState } from '../state';
import { discardAll } from './discard';
import { applyPenaltyAnswer, checkPenaltyAnswer, forcedPenaltyAnswer, noPenalties, type PenaltyAnswer, type PenaltyCounts } from './penalties';
import { cardDef, ofKind, ofType } from './query';
import { markDone } from './resolution';

export function plaguePenalties(s: PublicState, seat: SeatId): PenaltyCounts {
  const hero = ofType(s, seat, 'plague').reduce((n, id) => n + (cardDef(s, id).plague ?? 0), 0);
  return { ...noPenalties(), hero };
}

function asAnswer(m: MoveOf<'resolvePlague'>): PenaltyAnswer {
  return { priestesses: m.priestesses, walls: m.walls.map((wall) => ({ wall, cancels: 'hero' as const })), discard: m.discard };
}

export function checkResolvePlague(s: PublicState, m: MoveOf<'resolvePlague'>): Refusal | null {
  return checkPenaltyAnswer(s, m.seat, plaguePenalties(s, m.seat), asAnswer(m));
}

export function applyResolvePlague(s: GameState, m: MoveOf<'resolvePlague'>): GameState {
  const next = applyPenaltyAnswer(s, m.seat, asAnswer(m), 'plague');
  const keep = ofKind(next, m.seat, 'necromancer').length > 0;
  const cleaned = keep ? next : discardAll(next, m.seat, ofType(next, m.seat, 'plague'), 'plagueCleanup');
  return markDone(cleaned, m.seat);
}

export function forcedResolvePlague(s: PublicState, seat: SeatId): MoveOf<'resolvePlague'> | null {
  const a = forcedPenaltyAnswer(s, seat, plaguePenalties(s, seat));
  return a ? { type: 'resolvePlague', seat, priestesses: [], walls: [], discard: a.discard } : null;
}
