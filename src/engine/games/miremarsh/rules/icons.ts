/**
 * What a die face or a free icon can pay (book: a split face gives one of its icons, a double two
 * of one icon into one use, a wild any one icon), and the exact cover check for a challenge's cost.
 * Tanker, Mixer and Spooker's once-a-turn tricks are modifiers the check tries only when needed.
 */
import type { FreeIcon } from '../catalog/cards';
import type { Face, Icon } from '../catalog/types';

export type Gift = Readonly<Partial<Record<Icon, number>>>;
export type Modifier = 'tanker' | 'mixer' | 'spooker';

const one = (i: Icon): Gift => ({ [i]: 1 });
const ANY: readonly Gift[] = [one('F'), one('S'), one('E')];

export function faceGifts(face: Face | null): readonly Gift[] {
  switch (face) {
    case 'F': case 'S': case 'E': return [one(face)];
    case 'FS': return [one('F'), one('S')];
    case 'FE': return [one('F'), one('E')];
    case 'W': return ANY;
    default: return [];
  }
}

export function freeGifts(free: FreeIcon): readonly Gift[] {
  switch (free) {
    case 'F': case 'S': case 'E': return [one(free)];
    case 'FF': return [{ F: 2 }];
    case 'SS': return [{ S: 2 }];
    case 'EE': return [{ E: 2 }];
    case 'W': return ANY;
    case 'F,S': return [{ F: 1, S: 1 }];
  }
}

/** Extra options a modifier opens for one die face. */
export function modifiedGifts(face: Face | null, mod: Modifier, monster: boolean): readonly Gift[] {
  if (mod === 'tanker' && (face === 'S' || face === 'FS' || face === 'W')) return [{ S: 2 }];
  if (mod === 'mixer' && face === 'FS') return [{ F: 1, S: 1 }];
  if (mod === 'mixer' && face === 'FE') return [{ F: 1, E: 1 }];
  if (mod === 'spooker' && monster && (face === 'E' || face === 'FE')) return [one('S')];
  return [];
}

export interface Need { F: number; S: number; E: number }

/** One paying source: its normal options and, per modifier, the options that modifier adds. */
export interface Source { gifts: readonly Gift[]; modded: Partial<Record<Modifier, readonly Gift[]>> }

/**
 * Can these sources pay `need`? Returns the modifiers it had to use (none tried first), or null.
 * Sources ≤ ~8 with ≤ 3 options each: a depth-first search is instant.
 */
export function coverNeed(sources: readonly Source[], need: Need, mods: readonly Modifier[]): Modifier[] | null {
  // Most icons the sources from i on can still give: a branch needing more is cut at once.
  const room = sources.map(() => 0);
  for (let i = sources.length - 1; i >= 0; i--) {
    const src = sources[i];
    const most = src ? Math.max(0, ...src.gifts.map(size), ...Object.values(src.modded).flatMap((gs) => (gs ?? []).map(size))) : 0;
    room[i] = most + (room[i + 1] ?? 0);
  }
  const plain = search(sources, room, 0, need.F, need.S, need.E, [], []);
  if (plain) return plain;
  return mods.length === 0 ? null : search(sources, room, 0, need.F, need.S, need.E, mods, []);
}

const size = (g: Gift): number => (g.F ?? 0) + (g.S ?? 0) + (g.E ?? 0);

function search(sources: readonly Source[], room: readonly number[], i: number, f: number, s: number, e: number, allowed: readonly Modifier[], spent: Modifier[]): Modifier[] | null {
  if (f <= 0 && s <= 0 && e <= 0) return spent.slice();
  const src = sources[i];
  if (!src || Math.max(0, f) + Math.max(0, s) + Math.max(0, e) > (room[i] ?? 0)) return null;
  const tryGift = (g: Gift): Modifier[] | null => search(sources, room, i + 1, f - (g.F ?? 0), s - (g.S ?? 0), e - (g.E ?? 0), allowed, spent);
  for (const g of src.gifts) {
    const r = tryGift(g);
    if (r) return r;
  }
  for (const m of allowed) {
    if (spent.includes(m)) continue;
    for (const g of src.modded[m] ?? []) {
      spent.push(m);
      const r = tryGift(g);
      spent.pop();
      if (r) return r;
    }
  }
  // A source may also stay unused (an over-full payment is still a payment).
  return search(sources, room, i + 1, f, s, e, allowed, spent);
}
