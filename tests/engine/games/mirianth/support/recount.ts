/**
 * An independent recount of the Scoring Phase, written from the rulebook's card reference and
 * the rulings' catalog. It does not call the engine's scoring code or card rules: it reads only
 * each card's kind (and a paladin's attack) from the state.
 */
import type { CardDef, GameState } from '../../../../../src/engine/games/mirianth';

/** Printed VP from the catalog (book and rulings). Variable cards are handled below. */
const PRINTED: Record<string, number> = {
  ruby: 1, emerald: 2,
  cabin: 3, castle: -2, palace: 1, barracks: 0, temple: 2, village: 0, wall: 0,
  archer: 1, mage: 1, squire: 1, rogue: 2, priestess: 1, peddler: 1, merchant: 2, saboteur: 1,
};
/** A paladin's VP by its attack (rulings: 2/2, 3/1, 4/1, 5/0). */
const PALADIN_VP: Record<number, number> = { 2: 2, 3: 1, 4: 1, 5: 0 };
/** A defeated monster's VP (rulings table; Orc 6 is printed in the book). */
export const MONSTER_VP: Record<string, number> = {
  goblin: 2, wolf: 2, skeleton: 3, harpy: 3, troll: 4, griffin: 5, orc: 6, giant: 7, dragon: 9,
};

export interface Recount { heroes: number; buildings: number; treasures: number; monsters: number; total: number }

function defOf(s: GameState, id: string): CardDef {
  const d = s.cards[id];
  if (!d) throw new Error(`Unknown card ${id}`);
  return d;
}

/** Seats sitting next to `seat` at a round table of `count` (an opponent counts once). */
export function seatsBeside(count: number, seat: number): number[] {
  const out = new Set<number>();
  if (count > 1) {
    out.add((seat + 1) % count);
    out.add((seat + count - 1) % count);
  }
  out.delete(seat);
  return [...out];
}

/** `monsterVp` lets a scenario with overridden monster VP be recounted too. */
export function recountSeat(s: GameState, seat: number, monsterVp: (d: CardDef) => number = (d) => MONSTER_VP[d.kind] ?? NaN): Recount {
  const p = s.players[seat];
  if (!p) throw new Error(`No seat ${seat}`);
  const mine = p.faction.map((id) => defOf(s, id));
  const defeated = p.defeated.map((id) => defOf(s, id));
  const heroCount = mine.filter((d) => d.type === 'hero').length;
  const buildingCount = mine.filter((d) => d.type === 'building').length;
  const treasureCount = mine.filter((d) => d.type === 'treasure').length;
  const plagueCount = mine.filter((d) => d.type === 'plague').length;
  const r: Recount = { heroes: 0, buildings: 0, treasures: 0, monsters: 0, total: 0 };
  for (const d of mine) {
    switch (d.kind) {
      case 'king': r.heroes += heroCount; break; // the King counts itself
      case 'builder': r.heroes += buildingCount; break;
      case 'miner': r.heroes += 2 * treasureCount; break;
      case 'necromancer': r.heroes += plagueCount; break;
      case 'paladin': r.heroes += PALADIN_VP[d.attack ?? -1] ?? NaN; break;
      case 'diamond': r.treasures += defeated.length; break;
      case 'gold': r.treasures += new Set(defeated.map((m) => m.kind)).size; break;
      default: {
        const vp = PRINTED[d.kind];
        if (d.type === 'hero' && vp !== undefined) r.heroes += vp;
        else if (d.type === 'building' && vp !== undefined) r.buildings += vp;
        else if (d.type === 'treasure' && vp !== undefined) r.treasures += vp;
        else if (d.type !== 'plague' && d.type !== 'monster') r.heroes += NaN; // a card the recount does not know
      }
    }
  }
  for (const other of seatsBeside(s.players.length, seat)) {
    const saboteurs = (s.players[other]?.faction ?? []).filter((id) => defOf(s, id).kind === 'saboteur').length;
    r.heroes -= 2 * saboteurs;
  }
  r.monsters = defeated.reduce((n, d) => n + monsterVp(d), 0);
  r.total = r.heroes + r.buildings + r.treasures + r.monsters;
  return r;
}

/** Winners: highest total; ties to the most monsters defeated; a remaining tie is shared. */
export function recountWinners(s: GameState, totals: readonly number[]): number[] {
  const best = Math.max(...totals);
  const top = totals.flatMap((t, i) => (t === best ? [i] : []));
  const most = Math.max(...top.map((i) => s.players[i]?.defeated.length ?? 0));
  return top.filter((i) => (s.players[i]?.defeated.length ?? 0) === most);
}
