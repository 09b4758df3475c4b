/**
 * The scenario runner's policy: the scenario's choices first, then a fixed default
 * (documented in the README):
 * - archers without a target aim at the player's first monster in battle order;
 * - battles follow `battleOrder`, then the order the monsters are listed;
 * - discards take `discardOrder` first, then the lowest printed VP, later-listed first on ties;
 * - a Priestess or Wall with no choice given is used in the first step where it saves a card;
 *   a Wall cancels a hero penalty first, then building, then treasure;
 * - a Rogue is used only when `rogueTarget` names a monster.
 */
import { PENALTIES, type Penalty } from '../cards/kinds';
import type { CardId, SeatId } from '../ids';
import type { Move, WallUse } from '../moves';
import { homeless, heroes, monsters, ofKind, player, cardDef } from '../rules/query';
import { battleStage, unfought } from '../rules/battle';
import { attackPenalties } from '../rules/monsterAttack';
import { checkCancellers, owed, type PenaltyCounts } from '../rules/penalties';
import { plaguePenalties } from '../rules/plagueEffect';
import type { GameState } from '../state';

export interface SeatChoices {
  battleOrder: CardId[];
  rogueTarget: CardId | null;
  usePriestess: 'plague' | 'battles' | null | undefined;
  useWall: 'plague' | 'battles' | null | undefined;
  discardOrder: CardId[];
}

function battleOrder(s: GameState, seat: SeatId, c: SeatChoices): CardId[] {
  const mine = monsters(s, seat);
  return [...c.battleOrder.filter((id) => mine.includes(id)), ...mine.filter((id) => !c.battleOrder.includes(id))];
}

/** The `n` cards to discard from `candidates`. */
export function discardPick(s: GameState, seat: SeatId, candidates: readonly CardId[], n: number, c: SeatChoices): CardId[] {
  const faction = player(s, seat).faction;
  const listed = c.discardOrder.filter((id) => candidates.includes(id));
  const rest = candidates
    .filter((id) => !listed.includes(id))
    .sort((a, b) => cardDef(s, a).vp - cardDef(s, b).vp || faction.indexOf(b) - faction.indexOf(a));
  return [...listed, ...rest].slice(0, n);
}

const wants = (choice: SeatChoices['usePriestess'], step: 'plague' | 'battles'): boolean => choice === undefined || choice === step;

/** Adds priestesses and walls one by one while each still saves a card. */
function answer(s: GameState, seat: SeatId, counts: PenaltyCounts, step: 'plague' | 'battles', c: SeatChoices) {
  const priestesses: CardId[] = [];
  const walls: WallUse[] = [];
  if (wants(c.usePriestess, step)) {
    for (const p of ofKind(s, seat, 'priestess')) {
      if (!('code' in checkCancellers(s, seat, counts, [...priestesses, p], walls))) priestesses.push(p);
    }
  }
  if (wants(c.useWall, step)) {
    const types: readonly Penalty[] = step === 'plague' ? ['hero'] : PENALTIES;
    for (const wall of ofKind(s, seat, 'wall')) {
      const cancels = types.find((t) => !('code' in checkCancellers(s, seat, counts, priestesses, [...walls, { wall, cancels: t }])));
      if (cancels) walls.push({ wall, cancels });
    }
  }
  const bill = checkCancellers(s, seat, counts, priestesses, walls);
  const discard = 'code' in bill ? [] : PENALTIES.flatMap((t) => discardPick(s, seat, bill.avail[t], owed(bill, t), c));
  return { priestesses, walls, discard };
}

export function scenarioMove(s: GameState, seat: SeatId, c: SeatChoices, aims: Map<CardId, CardId>): Move | null {
  switch (s.step) {
    case 'archerTargets': {
      const first = battleOrder(s, seat, c)[0];
      const out = ofKind(s, seat, 'archer').flatMap((archer) => {
        const monster = aims.get(archer) ?? first;
        return monster ? [{ archer, monster }] : [];
      });
      return { type: 'aim', seat, aims: out };
    }
    case 'initialAccommodation':
    case 'finalAccommodation':
      return { type: 'discardHeroes', seat, cards: discardPick(s, seat, heroes(s, seat), homeless(s, seat), c) };
    case 'plagueEffect': {
      const a = answer(s, seat, plaguePenalties(s, seat), 'plague', c);
      return { type: 'resolvePlague', seat, priestesses: a.priestesses, walls: a.walls.map((w) => w.wall), discard: a.discard };
    }
    case 'battles': {
      if (battleStage(s, seat) === 'attacks') return { type: 'resolveAttacks', seat, ...answer(s, seat, attackPenalties(s, seat), 'battles', c) };
      const open = unfought(s, seat);
      const rogue = ofKind(s, seat, 'rogue')[0];
      if (rogue && c.rogueTarget && open.includes(c.rogueTarget)) return { type: 'rogue', seat, rogue, monster: c.rogueTarget };
      const next = battleOrder(s, seat, c).find((id) => open.includes(id));
      return next ? { type: 'fight', seat, monster: next } : null;
    }
    default:
      return null;
  }
}
