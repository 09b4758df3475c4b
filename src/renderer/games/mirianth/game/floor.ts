/**
 * Who has the floor in a dispute. Bargaining lets every disputant speak at once, and a bot
 * answers in a second: a person could never compose an offer. So in a dispute with a local
 * human, each open moment (no proposal waiting) belongs first to the humans: bots wait until
 * the human proposes, declares no deal, invokes a promise, or lets them speak; or, when the
 * player set a clock, until it runs out.
 */
import { awaitingSeats, type PublicState, type SeatId } from '../../../../engine/games/mirianth';
import { currentDispute } from '../../../../engine/games/mirianth/rules/update';
import { createStore } from '../../../store';
import { isHuman } from './seats';
import type { SeatConfig } from './types';

/** Names the open moment of the current dispute; null when no dispute is open for offers. */
export function bargainPosition(s: PublicState): string | null {
  const r = s.round;
  const d = currentDispute(s);
  if (s.step !== 'bargaining' || !r || !d || d.pending || d.winner !== null) return null;
  return [s.roundNo, r.current, d.proposalsLeft.join(), d.noDeal.join(), s.promises.length].join('|');
}

/** The local humans the bots wait for at this moment: awaited bargainers who have not let the others speak. */
export function humansHolding(s: PublicState, seats: readonly SeatConfig[], passed: readonly SeatId[]): SeatId[] {
  if (bargainPosition(s) === null) return [];
  const awaited = awaitingSeats(s);
  if (!awaited.some((seat) => !isHuman(seats, seat) && seats[seat]?.remote !== true)) return [];
  return awaited.filter((seat) => isHuman(seats, seat) && !passed.includes(seat));
}

export interface Floor {
  position: string | null;
  /** Humans the bots wait for now. */
  holding: SeatId[];
  passed: SeatId[];
  /** When the bots stop waiting (ms since page load), or null without a clock. */
  deadline: number | null;
}

const EMPTY: Floor = { position: null, holding: [], passed: [], deadline: null };
const store = createStore<Floor>(EMPTY);
let timer: ReturnType<typeof setTimeout> | null = null;

function clearTimer(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

export const floor = {
  get: store.get,
  subscribe: store.subscribe,
  /**
   * Brings the floor up to date with the state; returns the humans the bots must wait for.
   * `clockSeconds` (null: no clock) starts counting when a new open moment begins.
   */
  update(s: PublicState | null, seats: readonly SeatConfig[], clockSeconds: number | null, now = performance.now()): SeatId[] {
    const position = s ? bargainPosition(s) : null;
    const last = store.get();
    const fresh = position !== last.position;
    const passed = fresh ? [] : last.passed;
    const holding = s && position !== null ? humansHolding(s, seats, passed) : [];
    const deadline = holding.length === 0 || clockSeconds === null ? null : fresh || last.deadline === null ? now + clockSeconds * 1000 : last.deadline;
    if (fresh || holding.join() !== last.holding.join() || deadline !== last.deadline) {
      clearTimer();
      if (deadline !== null) timer = setTimeout(() => floor.yield(holding), Math.max(0, deadline - now));
      store.set({ position, holding, passed, deadline });
    }
    return holding;
  },
  /** The humans let the bots speak at this moment (a button, or the clock running out). */
  yield(seats: readonly SeatId[]): void {
    const last = store.get();
    const passed = [...new Set([...last.passed, ...seats])];
    const holding = last.holding.filter((seat) => !passed.includes(seat));
    if (holding.length === 0) clearTimer();
    store.set({ ...last, passed, holding, deadline: holding.length === 0 ? null : last.deadline });
  },
  reset(): void {
    clearTimer();
    store.set(EMPTY);
  },
};
