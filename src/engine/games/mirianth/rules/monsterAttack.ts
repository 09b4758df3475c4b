/** Monster attacks: each surviving monster takes one card per penalty symbol, then goes back to the box. */
import { PENALTIES } from '../cards/kinds';
import type { SeatId } from '../ids';
import { refuse, type MoveOf, type Refusal } from '../moves';
import type { GameState, PublicState } from '../state';
import { battleStage } from './battle';
import { applyPenaltyAnswer, checkPenaltyAnswer, forcedPenaltyAnswer, noPenalties, type PenaltyCounts } from './penalties';
import { cardDef, monsters } from './query';
import { markDone, requireResolution } from './resolution';
import { emit, lose, toBox } from './update';

export function attackPenalties(s: PublicState, seat: SeatId): PenaltyCounts {
  const counts = noPenalties();
  for (const id of monsters(s, seat)) for (const p of cardDef(s, id).penalties ?? []) counts[p] += 1;
  return counts;
}

export function checkResolveAttacks(s: PublicState, m: MoveOf<'resolveAttacks'>): Refusal | null {
  if (battleStage(s, m.seat) !== 'attacks') return refuse('illegal', 'finishBattlesFirst');
  if (!m.walls.every((w) => PENALTIES.includes(w.cancels))) return refuse('malformed', 'wallPenaltyKind');
  return checkPenaltyAnswer(s, m.seat, attackPenalties(s, m.seat), m);
}

export function applyResolveAttacks(s: GameState, m: MoveOf<'resolveAttacks'>): GameState {
  const survivors = monsters(s, m.seat);
  let next = emit(s, ...survivors.map((monster) => ({
    type: 'monsterAttacked' as const, seat: m.seat, monster, penalties: cardDef(s, monster).penalties ?? [],
  })));
  next = applyPenaltyAnswer(next, m.seat, m, 'monster');
  for (const monster of survivors) next = emit(toBox(lose(next, m.seat, monster), monster), { type: 'cardBoxed', card: monster, from: 'battlefield' });
  const r = requireResolution(next);
  const stage = r.stage.slice();
  stage[m.seat] = 'done';
  return markDone({ ...next, resolution: { ...r, stage } }, m.seat);
}

export function forcedResolveAttacks(s: PublicState, seat: SeatId): MoveOf<'resolveAttacks'> | null {
  if (battleStage(s, seat) !== 'attacks') return null;
  const a = forcedPenaltyAnswer(s, seat, attackPenalties(s, seat));
  return a ? { type: 'resolveAttacks', seat, ...a } : null;
}
