/**
 * Runs the statechart as a pure function: (state, move) -> (state, events).
 * Callers hold plain data; the machine snapshot is rebuilt from `state.step` when not cached.
 */
import { INERT_SCOPE } from '../../../kit/machine';
import type { SnapshotFrom, StateValue } from 'xstate';
import type { DomainEvent } from '../events';
import type { Move } from '../moves';
import type { GameState, StepId } from '../state';
import { mirianthMachine } from './machine';

/** Where each resting step sits in the statechart. Exhaustive over StepId. */
export const STEP_STATE: Record<StepId, StateValue> = {
  setup: 'setup',
  announcing: { negotiation: 'announcing' },
  bargaining: { negotiation: { disputes: 'bargaining' } },
  conceding: { negotiation: { disputes: 'conceding' } },
  peddler: { negotiation: { disputes: 'peddler' } },
  attaching: { negotiation: 'attaching' },
  archerTargets: { resolution: 'archerTargets' },
  initialAccommodation: { resolution: 'initialAccommodation' },
  plagueEffect: { resolution: 'plagueEffect' },
  battles: { resolution: 'battles' },
  finalAccommodation: { resolution: 'finalAccommodation' },
  gameOver: 'gameOver',
};

type Snapshot = SnapshotFrom<typeof mirianthMachine>;

const scope = INERT_SCOPE;

/**
 * The last few snapshots this module produced, so the common case (apply to the state just
 * returned) skips resolveState. A small ring, not a WeakMap: ephemerons made GC the top cost.
 */
const RING = 8;
const ringStates: (GameState | null)[] = Array.from({ length: RING }, () => null);
const ringSnapshots: (Snapshot | null)[] = Array.from({ length: RING }, () => null);
let ringNext = 0;

function remember(snapshot: Snapshot): void {
  ringStates[ringNext] = snapshot.context.game;
  ringSnapshots[ringNext] = snapshot;
  ringNext = (ringNext + 1) % RING;
}

function recall(state: GameState): Snapshot | null {
  for (let i = 0; i < RING; i++) if (ringStates[i] === state) return ringSnapshots[i] ?? null;
  return null;
}

export interface Stepped { state: GameState; events: DomainEvent[] }

function snapshotOf(state: GameState): Snapshot {
  return recall(state) ?? mirianthMachine.resolveState({ value: STEP_STATE[state.step], context: { game: state } });
}

function rest(snapshot: Snapshot): Stepped {
  if (snapshot.status === 'error') throw snapshot.error;
  remember(snapshot);
  return { state: snapshot.context.game, events: snapshot.context.game.events };
}

/** Runs setup and the first reveal from a fresh state. */
export function startMachine(initial: GameState): Stepped {
  return rest(mirianthMachine.getInitialSnapshot(scope, initial));
}

/** Sends one move through the statechart; null when its guard refused the move. */
export function stepMachine(state: GameState, move: Move): Stepped | null {
  const current = snapshotOf(state);
  const next = mirianthMachine.transition(current, move, scope);
  return next.context === current.context ? null : rest(next);
}

/** The statechart's value for a state, to check it agrees with `state.step`. */
export function machineValue(state: GameState): StateValue {
  return snapshotOf(state).value;
}

/** The statechart's own answer to "is any seat asked for input here?". */
export function awaitsInput(state: GameState): boolean {
  return snapshotOf(state).hasTag('awaitingInput');
}
