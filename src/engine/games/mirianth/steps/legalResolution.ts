/** Canonical legal moves in the resolution steps, capped so a bot can list them quickly. */
import { PENALTIES, type Penalty } from '../cards/kinds';
import type { CardId, SeatId } from '../ids';
import type { Move, WallUse } from '../moves';
import { battleStage, unfought } from '../rules/battle';
import { attackPenalties } from '../rules/monsterAttack';
import { checkCancellers, owed, usableCancellers, type PenaltyAnswer, type PenaltyCounts } from '../rules/penalties';
import { plaguePenalties } from '../rules/plagueEffect';
import { heroes, homeless, monsters, ofKind } from '../rules/query';
import { requireResolution } from '../rules/resolution';
import type { PublicState } from '../state';
import { combinations, product } from './combinations';

export const LIST_CAP = 48;

function pending(s: PublicState, seat: SeatId): boolean {
  return requireResolution(s).done[seat] === false;
}

export function legalAim(s: PublicState, seat: SeatId): Move[] {
  if (!pending(s, seat)) return [];
  const archers = ofKind(s, seat, 'archer');
  const options: (CardId | null)[] = [...monsters(s, seat), null];
  return product(archers.map(() => options), LIST_CAP).map((targets) => ({
    type: 'aim', seat,
    aims: archers.flatMap((archer, i) => {
      const monster = targets[i];
      return monster ? [{ archer, monster }] : [];
    }),
  }));
}

export function legalDiscardHeroes(s: PublicState, seat: SeatId): Move[] {
  if (!pending(s, seat)) return [];
  return combinations(heroes(s, seat), homeless(s, seat), LIST_CAP).map((cards) => ({ type: 'discardHeroes', seat, cards }));
}

/** Canceller choices (priestesses by count, each wall on a penalty type or unused), then discards. */
export function penaltyAnswers(s: PublicState, seat: SeatId, counts: PenaltyCounts, wallTypes: readonly Penalty[]): PenaltyAnswer[] {
  const usable = usableCancellers(s, seat, counts);
  const out: PenaltyAnswer[] = [];
  const wallChoices = product(usable.walls.map(() => [null, ...wallTypes.filter((t) => counts[t] > 0)]), LIST_CAP);
  for (let p = 0; p <= usable.priestesses.length; p++) {
    const priestesses = usable.priestesses.slice(0, p);
    for (const choice of wallChoices) {
      const walls: WallUse[] = usable.walls.flatMap((wall, i) => {
        const cancels = choice[i];
        return cancels ? [{ wall, cancels }] : [];
      });
      const bill = checkCancellers(s, seat, counts, priestesses, walls);
      if ('code' in bill) continue;
      const perType = PENALTIES.map((t) => combinations(bill.avail[t], owed(bill, t), LIST_CAP));
      for (const picks of product(perType, LIST_CAP - out.length)) out.push({ priestesses, walls, discard: picks.flat() });
      if (out.length >= LIST_CAP) return out;
    }
  }
  return out;
}

export function legalResolvePlague(s: PublicState, seat: SeatId): Move[] {
  if (!pending(s, seat)) return [];
  return penaltyAnswers(s, seat, plaguePenalties(s, seat), ['hero']).map((a) => ({
    type: 'resolvePlague', seat, priestesses: a.priestesses, walls: a.walls.map((w) => w.wall), discard: a.discard,
  }));
}

export function legalBattles(s: PublicState, seat: SeatId): Move[] {
  if (!pending(s, seat)) return [];
  const stage = battleStage(s, seat);
  if (stage === 'attacks') {
    return penaltyAnswers(s, seat, attackPenalties(s, seat), PENALTIES).map((a) => ({ type: 'resolveAttacks', seat, ...a }));
  }
  if (stage !== 'fighting') return [];
  const targets = unfought(s, seat);
  const out: Move[] = targets.map((monster) => ({ type: 'fight', seat, monster }));
  for (const rogue of ofKind(s, seat, 'rogue')) for (const monster of targets) out.push({ type: 'rogue', seat, rogue, monster });
  return out;
}
