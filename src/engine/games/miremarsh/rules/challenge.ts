/** The challenge a seat is attempting: its options (an 'or' challenge has several), by source. */
import { SECRET_PATHS } from '../catalog/board';
import { cost } from '../catalog/notation';
import type { Challenge, Cost, IconCost } from '../catalog/types';
import type { AttemptSource, MiremarshState } from '../state';
import { chainAt } from './location';
import { active } from './seats';

/** Grabby `2S / 2F` (book); The Chief `3S / 2F` (R6). Option 0 defeats, option 1 runs. */
export function creatureChallenge(state: MiremarshState): Challenge {
  return { options: [cost(state.options.creature === 'chief' ? '3S' : '2S'), cost('2F')] };
}

/** Stilter pays one icon less on a path, of his pick: each lighter cost is an option. */
function lighter(c: Cost): Cost[] {
  if (c.kind === 'same') return [{ kind: 'same', n: c.n - 1 }];
  if (c.kind !== 'icons') return [c];
  return (['F', 'S', 'E'] as const).filter((k) => c[k] > 0).map((k): IconCost => ({ ...c, [k]: c[k] - 1 }));
}

export function pathChallenge(state: MiremarshState, id: string): Challenge {
  const path = SECRET_PATHS.find((p) => p.id === id);
  if (!path) return { options: [] };
  const base = cost(path.cost);
  return { options: active(state).goblin === 'stilter' ? lighter(base) : [base] };
}

export function challengeOf(state: MiremarshState, source: AttemptSource): Challenge | null {
  if (source.kind === 'creature') return creatureChallenge(state);
  if (source.kind === 'path') return pathChallenge(state, source.path);
  const seat = active(state);
  return chainAt(state, seat.space).challenges[seat.progress] ?? null;
}

/** "Monster challenge" (R3.1 note): a challenge on a monster, not the creature. */
export function isMonsterChallenge(state: MiremarshState, source: AttemptSource): boolean {
  return source.kind === 'tile' && state.board[active(state).space]?.monster != null;
}
