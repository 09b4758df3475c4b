/**
 * What a Miremarsh bot reads from its view: its pool, the odds of paying a cost now or after the
 * one re-roll, what a space will ask on entry (a known tile, or the average over the tiles and
 * monsters that can still be face-down there), and the quests' demands.
 */
import { LEVEL_OF, QUEST_SPACES } from '../../../engine/games/miremarsh/catalog/board';
import { ITEM_DIE } from '../../../engine/games/miremarsh/catalog/dice';
import { goblinDef } from '../../../engine/games/miremarsh/catalog/goblins';
import { MONSTERS_BY_LEVEL } from '../../../engine/games/miremarsh/catalog/monsters';
import { TILES_BY_LEVEL, tileDef } from '../../../engine/games/miremarsh/catalog/tiles';
import type { Challenge, Cost, DieColour, Face } from '../../../engine/games/miremarsh/catalog/types';
import { countsOf, countsPay, rollOdds, type Pool } from '../../../engine/games/miremarsh/odds';
import { creatureChallenge } from '../../../engine/games/miremarsh/rules/challenge';
import { chainAt, bodyAt } from '../../../engine/games/miremarsh/rules/location';
import type { Die, MiremarshState, SeatState } from '../../../engine/games/miremarsh/state';
import type { MiremarshView } from '../../../engine/games/miremarsh/view';

export const poolOfDice = (dice: readonly Die[]): Pool => {
  const pool: Record<DieColour, number> = { G: 0, Y: 0, K: 0, U: 0 };
  for (const d of dice) pool[d.colour]++;
  return pool;
};

/** The dice a goblin takes at the start of a turn (card + items + haven), as a pool. */
export function fullPool(view: MiremarshState, seat: SeatState): Pool {
  if (!seat.goblin) return { G: 0, Y: 0, K: 0, U: 0 };
  const d = goblinDef(seat.goblin).dice;
  const pool: Record<DieColour, number> = { ...d };
  for (const i of seat.items) pool[ITEM_DIE[i]]++;
  const haven = view.board[seat.space]?.monster ? null : bodyAt(view, seat.space).haven;
  if (haven && 'die' in haven) pool[haven.die]++;
  return pool;
}

/** Whether rolled faces already pay one option of a challenge. */
export function facesPay(faces: readonly (Face | null)[], challenge: Challenge): boolean {
  const counts = countsOf(faces);
  return challenge.options.some((c) => countsPay(counts, c));
}

const iconCosts = (ch: Challenge): Cost[] => ch.options.filter((c) => c.kind !== 'tokens');

/** P(pay a challenge with these dice): 1 if they already pay, else the odds of the one re-roll. */
export function payOdds(dice: readonly Die[], ch: Challenge, gold = 0): number {
  if (ch.options.some((c) => c.kind === 'tokens' && c.gold <= gold && c.bones === 0 && c.fish === 0)) return 1;
  if (facesPay(dice.map((d) => d.face), ch)) return 1;
  return rollOdds(poolOfDice(dice), iconCosts(ch));
}

/** P(a fresh roll of a pool pays; with `rolls` tries). */
export function freshOdds(pool: Pool, ch: Challenge, rolls = 1): number {
  return 1 - (1 - rollOdds(pool, iconCosts(ch))) ** rolls;
}

/** Compulsory challenges a space may ask, each with its weight (face-down: every candidate). */
export function entryChains(view: MiremarshView, space: string, seat: number): { p: number; chain: Challenge[] }[] {
  const here = view.board[space];
  if (!here) return [{ p: 1, chain: [] }];
  if (here.faceUp) {
    const c = chainAt(view, space);
    return [{ p: 1, chain: c.challenges.slice(0, c.compulsory) }];
  }
  const peeked = view.peeks[seat]?.find((p) => p.kind === 'tile' && p.space === space);
  const level = LEVEL_OF[space];
  if (!level) return [{ p: 1, chain: [] }];
  const seen = new Set(Object.values(view.board).filter((b) => b.faceUp && b.tile).map((b) => b.tile));
  const tiles = peeked && peeked.kind === 'tile' ? [tileDef(peeked.tile)] : TILES_BY_LEVEL[level].filter((t) => !seen.has(t.id));
  const onBoard = new Set(Object.values(view.board).map((b) => b.monster));
  const out: { p: number; chain: Challenge[] }[] = [];
  for (const t of tiles) {
    const w = 1 / Math.max(1, tiles.length);
    if (t.lair && (level === 1 || level === 2 || level === 3)) {
      const ms = MONSTERS_BY_LEVEL[level].filter((mm) => !onBoard.has(mm.id));
      for (const mm of ms) out.push({ p: w / ms.length, chain: mm.compulsory });
      if (ms.length === 0) out.push({ p: w, chain: [] });
    } else out.push({ p: w, chain: t.body.compulsory });
  }
  return out;
}

/** P(surviving a space's compulsory chain with these dice left after stepping in). */
export function entryOdds(view: MiremarshView, space: string, seat: number, dice: readonly Die[], gold: number): number {
  // The creature's challenge comes first, with the same dice (R6).
  const creature = view.creature === space ? payOdds(dice, creatureChallenge(view), gold) : 1;
  let total = 0;
  for (const { p, chain } of entryChains(view, space, seat)) {
    let ok = 1;
    for (const ch of chain) ok *= payOdds(dice, ch, gold);
    total += p * ok;
  }
  return total * creature;
}

export interface QuestInfo { space: string; tile: string; challenges: Challenge[] }

export function quests(view: MiremarshView): QuestInfo[] {
  return QUEST_SPACES.flatMap((space) => {
    const tile = view.board[space]?.tile;
    if (!tile) return [];
    const b = tileDef(tile).body;
    return [{ space, tile, challenges: [...b.compulsory, ...b.optional] }];
  });
}

/** Value of keeping a die for later in the turn (wilds and split faces last, as §5 advises). */
export function dieValue(d: Die, wantE: boolean, wantF = false): number {
  switch (d.face) {
    case null: return 1.5;
    case 'W': return 3;
    case 'FS': return wantF ? 2.3 : 2;
    case 'FE': return wantE ? 2.6 : 2;
    case 'E': return wantE ? 2.2 : 1.3;
    case 'S': return 1.4;
    case 'F': return wantF ? 1.7 : 1.2;
    default: return 0.1;
  }
}
