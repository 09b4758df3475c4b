/**
 * Setting up (book 1.1, R22): tiles of each level shuffled onto their spaces face-down (quests
 * face-up, leftovers unused), a goblin pile by player count, one goblin and nine fish each, shuffled
 * piles and monster stacks, the creature off the board, a seeded first player.
 */
import { seatId } from '../../../kit/ids';
import { randomInt, seedRng, shuffle, type RngState } from '../../../kit/random';
import { FIXED_HEXES, LURK, SPACE_IDS, tileSpaces, WARREN } from '../catalog/board';
import { KNICK_KNACKS, PETS, SPELLS } from '../catalog/cards';
import { GOBLINS, PILE_SIZE, START_FISH } from '../catalog/goblins';
import { MONSTERS_BY_LEVEL } from '../catalog/monsters';
import { TILES_BY_LEVEL } from '../catalog/tiles';
import type { Level } from '../catalog/types';
import type { MiremarshOptions, MiremarshState, SeatState, SpaceState } from '../state';
import { equipGoblin } from './death';
import { freshTurn, startTurn } from './turn';

function shuffled<T>(rng: RngState, items: readonly T[]): [RngState, T[]] {
  const r = shuffle(rng, items);
  return [r.rng, r.items];
}

export function setupGame(seed: number | string, names: readonly string[], options: MiremarshOptions): MiremarshState {
  let rng = seedRng(seed);
  const board: Record<string, SpaceState> = {};
  for (const id of SPACE_IDS) board[id] = { id, tile: null, faceUp: true, monster: null, drops: { gold: 0, bones: 0, items: [] } };
  const unused = { 1: [], 2: [], 3: [], 4: [] } as Record<Level, string[]>;
  for (const level of [1, 2, 3, 4] as const) {
    let tiles: string[];
    [rng, tiles] = shuffled(rng, TILES_BY_LEVEL[level].map((t) => t.id));
    const spaces = tileSpaces(level);
    spaces.forEach((space, i) => {
      const tile = tiles[i] ?? null;
      board[space] = { id: space, tile, faceUp: level === 4, monster: null, drops: { gold: 0, bones: 0, items: [] } };
    });
    unused[level] = tiles.slice(spaces.length);
  }
  for (const space of Object.keys(FIXED_HEXES)) board[space] = { id: space, tile: null, faceUp: true, monster: null, drops: { gold: 0, bones: 0, items: [] } };
  const dealtGoblins = shuffled(rng, GOBLINS.map((g) => g.id));
  rng = dealtGoblins[0];
  const goblins = dealtGoblins[1];
  const pileSize = PILE_SIZE[names.length] ?? 4;
  // The players are dealt from the counted pile (book): solo has four goblins in all.
  const dealt = goblins.slice(0, names.length);
  const goblinPile = goblins.slice(names.length, pileSize);
  const deck = (ids: string[]): string[] => {
    const r = shuffled(rng, ids);
    rng = r[0];
    return r[1];
  };
  const pet = deck(PETS.map((p) => p.id));
  const spell = deck(SPELLS.map((p) => p.id));
  const kk = deck(KNICK_KNACKS.map((p) => p.id));
  const monsters = { 1: [] as string[], 2: [] as string[], 3: [] as string[] };
  for (const level of [1, 2, 3] as const) [rng, monsters[level]] = shuffled(rng, MONSTERS_BY_LEVEL[level].map((m) => m.id));
  const first = randomInt(rng, 0, names.length - 1);
  rng = first.rng;
  const seats: SeatState[] = names.map((name, i) => ({
    name, out: false, fish: START_FISH, goblin: dealt[i] ?? null, space: WARREN, progress: 0, items: [], pets: [], spells: [], kks: [],
    gold: 0, bones: 0, respawnAt: null, quests: [], mustRetry: false, deaths: 0,
  }));
  let state: MiremarshState = {
    game: 'miremarsh', rulesVersion: 1, options, rng, step: 'act', round: 0, board, seats,
    turn: freshTurn(first.value), goblinPile, piles: { pet, spell, kk }, monsters, unused,
    supply: { gold: 20, bones: 9, items: { rope: 10, dagger: 10, map: 10, amulet: 10 } },
    creature: LURK, peeks: names.map(() => []), reveals: 0, winners: null,
    events: [{ type: 'gameStarted', seats: names.length, first: seatId(first.value) }],
  };
  for (let i = 0; i < names.length; i++) state = { ...equipGoblin({ ...state, turn: { ...state.turn, died: true } }, i), turn: state.turn };
  // startTurn counts a round when the turn order wraps: start "before" the first seat.
  return startTurn({ ...state, turn: { ...state.turn, seat: seatId(names.length) } }, first.value);
}
