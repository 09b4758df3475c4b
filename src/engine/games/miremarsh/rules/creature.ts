/**
 * The Swamp Creature (book, R5, R6): a swirl brings it onto a level-2 space, then steps it one
 * space per swirl (never the Warren, never a path, never onto Skulker). The left neighbour decides;
 * solo, it comes to the level-2 space nearest the goblin and stalks it by a shortest path.
 */
import { randomInt } from '../../../kit/random';
import { distancesFrom, LEVEL_OF, LURK, NEIGHBOURS, SPACE_IDS, WARREN } from '../catalog/board';
import type { MiremarshState } from '../state';

function skulkerSpaces(state: MiremarshState): string[] {
  return state.seats.filter((s) => s.goblin === 'skulker' && !s.out && s.respawnAt === null).map((s) => s.space);
}

/** Level-2 spaces it may be put on. */
export function placeTargets(state: MiremarshState): string[] {
  const blocked = skulkerSpaces(state);
  return SPACE_IDS.filter((id) => LEVEL_OF[id] === 2 && !blocked.includes(id));
}

/** Adjacent spaces it may step to. */
export function stepTargets(state: MiremarshState): string[] {
  const blocked = skulkerSpaces(state);
  return (NEIGHBOURS[state.creature] ?? []).filter((id) => id !== WARREN && !blocked.includes(id));
}

/** The Chief's leap (two swirls of one roll): any other space of its level. */
export function leapTargets(state: MiremarshState): string[] {
  const level = LEVEL_OF[state.creature];
  if (state.options.creature !== 'chief' || state.creature === LURK || !level || level === 4) return [];
  if (state.turn.swirls < 2 || !state.turn.swirlsTogether) return [];
  const blocked = skulkerSpaces(state);
  return SPACE_IDS.filter((id) => LEVEL_OF[id] === level && id !== state.creature && !blocked.includes(id));
}

export function moveCreature(state: MiremarshState, to: string, by: MiremarshState['turn']['seat'] | null, used: number): MiremarshState {
  const placed = state.creature === LURK;
  const hit = to === state.seats[state.turn.seat]?.space && !state.turn.died;
  // Entering the active goblin's space stops it: the rest of the swirls are lost (R5 c).
  const swirls = hit ? 0 : Math.max(0, state.turn.swirls - used);
  return {
    ...state,
    creature: to,
    turn: { ...state.turn, swirls, swirlsTogether: swirls > 0 && state.turn.swirlsTogether },
    events: [...state.events, placed ? { type: 'creaturePlaced', by, to } : { type: 'creatureMoved', by, to }],
  };
}

function nearest(state: MiremarshState, targets: readonly string[], goblin: string): { state: MiremarshState; to: string | null } {
  const dist = distancesFrom(goblin);
  let best = Infinity;
  let ties: string[] = [];
  for (const t of targets) {
    const d = dist[t] ?? Infinity;
    if (d < best) { best = d; ties = [t]; } else if (d === best) ties.push(t);
  }
  if (ties.length === 0) return { state, to: null };
  if (ties.length === 1) return { state, to: ties[0] ?? null };
  const r = randomInt(state.rng, 0, ties.length - 1);
  return { state: { ...state, rng: r.rng }, to: ties[r.value] ?? null };
}

/** Solo (book): one swirl of the creature, by the rules instead of a player. */
export function soloSwirl(state: MiremarshState): MiremarshState {
  const goblin = state.seats[state.turn.seat]?.space ?? WARREN;
  const lose = { ...state, turn: { ...state.turn, swirls: state.turn.swirls - 1 } };
  if (state.creature === LURK) {
    const r = nearest(state, placeTargets(state), goblin);
    return r.to === null ? lose : moveCreature(r.state, r.to, null, 1);
  }
  if (state.creature === goblin) return lose;
  const here = distancesFrom(goblin)[state.creature] ?? Infinity;
  const leaps = leapTargets(state);
  if (leaps.length > 0) {
    const r = nearest(state, leaps, goblin);
    const d = r.to === null ? Infinity : (distancesFrom(goblin)[r.to] ?? Infinity);
    if (r.to !== null && d < here - 2) return moveCreature(r.state, r.to, null, 2);
  }
  const r = nearest(state, stepTargets(state), goblin);
  return r.to === null ? lose : moveCreature(r.state, r.to, null, 1);
}
