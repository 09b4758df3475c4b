/**
 * The swamp board (ruling R1): pointy-top hexes in axial coordinates around the Warren, rings by
 * level, four printed level-2 hexes, four quest spaces each touching only its gate, and the
 * creature's off-board space. Neighbours are computed from the coordinates.
 */
import type { Level } from './types';

export const WARREN = 'WR';
export const LURK = 'LURK';

/** [id, q, r, level (0 = the Warren)] in ring order. */
const SPACES: readonly (readonly [string, number, number, 0 | Level])[] = [
  ['WR', 0, 0, 0],
  ['A1', 1, 0, 1], ['A2', 0, 1, 1], ['A3', -1, 1, 1], ['A4', -1, 0, 1], ['A5', 0, -1, 1], ['A6', 1, -1, 1],
  ['B1', 2, 0, 2], ['B2', 1, 1, 2], ['B3', 0, 2, 2], ['B4', -1, 2, 2], ['B5', -2, 2, 2], ['B6', -2, 1, 2],
  ['B7', -2, 0, 2], ['B8', -1, -1, 2], ['B9', 0, -2, 2], ['B10', 1, -2, 2], ['B11', 2, -2, 2], ['B12', 2, -1, 2],
  ['C1', 3, 0, 3], ['C2', 2, 1, 3], ['C3', 1, 2, 3], ['C4', 0, 3, 3], ['C5', -1, 3, 3], ['C6', -2, 3, 3],
  ['C7', -3, 3, 3], ['C8', -3, 2, 3], ['C9', -3, 1, 3], ['C10', -3, 0, 3], ['C11', -2, -1, 3], ['C12', -1, -2, 3],
  ['C13', 0, -3, 3], ['C14', 1, -3, 3], ['C15', 2, -3, 3], ['C16', 3, -3, 3], ['C17', 3, -2, 3], ['C18', 3, -1, 3],
  ['QNE', 4, -4, 4], ['QSE', 0, 4, 4], ['QSW', -4, 4, 4], ['QNW', 0, -4, 4],
];

export const SPACE_IDS: readonly string[] = SPACES.map((s) => s[0]);
export const COORDS: Readonly<Record<string, { q: number; r: number }>> = Object.fromEntries(SPACES.map(([id, q, r]) => [id, { q, r }]));
/** 0 for the Warren. */
export const LEVEL_OF: Readonly<Record<string, 0 | Level>> = Object.fromEntries(SPACES.map(([id, , , l]) => [id, l]));

const OFFSETS = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, -1], [-1, 1]] as const;
const byCoord = new Map(SPACES.map(([id, q, r]) => [`${q},${r}`, id]));

function neighboursOf(id: string): string[] {
  const c = COORDS[id];
  if (!c) return [];
  const out: string[] = [];
  for (const [dq, dr] of OFFSETS) {
    const n = byCoord.get(`${c.q + dq},${c.r + dr}`);
    if (n !== undefined) out.push(n);
  }
  return out.sort((a, b) => SPACE_IDS.indexOf(a) - SPACE_IDS.indexOf(b));
}

/** Adjacent spaces, in ring order. */
export const NEIGHBOURS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(SPACE_IDS.map((id) => [id, neighboursOf(id)]));

/** The printed level-2 hexes (never tiles, always face-up). */
export const FIXED_HEXES: Readonly<Record<string, string>> = { B11: 'bees', B5: 'pit', B9: 'shaman', B3: 'well' };

/** The spaces tiles of each level are dealt onto. */
export function tileSpaces(level: Level): string[] {
  return SPACE_IDS.filter((id) => LEVEL_OF[id] === level && !(id in FIXED_HEXES));
}

export const QUEST_SPACES: readonly string[] = ['QNE', 'QSE', 'QSW', 'QNW'];

export interface SecretPath { id: string; name: string; ends: readonly [string, string]; cost: string }

/** R2: no footprint spent; success is a normal entry at the far end. */
export const SECRET_PATHS: readonly SecretPath[] = [
  { id: 'SP1', name: 'Eel Run', ends: ['A1', 'C17'], cost: '2F' },
  { id: 'SP2', name: 'Rat Tunnel', ends: ['A4', 'C8'], cost: '1S+1F' },
  { id: 'SP3', name: 'Heron Ferry', ends: ['C14', 'C5'], cost: '1F+1S+1E' },
  { id: 'SP4', name: 'Old Drain', ends: ['C1', 'C10'], cost: '3=' },
];

/** Shortest distances over adjacency from `from`, never passing through the Warren (R6). */
export function distancesFrom(from: string, avoidWarren = true): Record<string, number> {
  const dist: Record<string, number> = { [from]: 0 };
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i] ?? '';
    const d = dist[at] ?? 0;
    for (const n of NEIGHBOURS[at] ?? []) {
      if (n in dist || (avoidWarren && n === WARREN)) continue;
      dist[n] = d + 1;
      queue.push(n);
    }
  }
  return dist;
}
