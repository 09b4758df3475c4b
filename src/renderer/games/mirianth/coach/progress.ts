/**
 * Where the person is in the coach's script, as plain data: the current step, when (in moves
 * played) each step began, and whether the guided game is over. Pure functions only; the
 * runtime (coachRuntime.ts) feeds them the game and stores the result.
 */
import type { PublicState } from '../../../../engine/games/mirianth';
import { COACH_STEP_IDS, COACH_STEPS, type CoachStepId } from './steps';

export interface StepEntry { step: CoachStepId; at: number }

export interface CoachProgress {
  step: CoachStepId;
  /** Steps begun so far, in order, with the number of moves played when each began. */
  history: readonly StepEntry[];
  /** The person clicked Finish on the last step. */
  finished: boolean;
}

export function freshProgress(): CoachProgress {
  return { step: 'welcome', history: [{ step: 'welcome', at: 0 }], finished: false };
}

export function stepAfter(step: CoachStepId): CoachStepId | null {
  const i = COACH_STEP_IDS.indexOf(step);
  return COACH_STEP_IDS[i + 1] ?? null;
}

function enter(p: CoachProgress, step: CoachStepId, moves: number): CoachProgress {
  return { ...p, step, history: [...p.history, { step, at: moves }] };
}

/**
 * Passes every step whose moment has come: a step waiting for the game ends when its predicate
 * holds on the state the table shows. Stops at a step that waits for Next or for the game.
 */
export function settle(p: CoachProgress, s: PublicState, moves: number): CoachProgress {
  let out = p;
  for (;;) {
    if (out.finished) return out;
    const advance = COACH_STEPS[out.step].advance;
    if (advance.kind === 'next' || !advance.done(s)) return out;
    const following = stepAfter(out.step);
    if (following === null) return { ...out, finished: true };
    out = enter(out, following, moves);
  }
}

/** The person clicked Next (or Finish on the last step). */
export function pressNext(p: CoachProgress, moves: number): CoachProgress {
  if (p.finished || COACH_STEPS[p.step].advance.kind !== 'next') return p;
  const following = stepAfter(p.step);
  return following === null ? { ...p, finished: true } : enter(p, following, moves);
}

/** While the coach waits for the person to read, the bots wait too. */
export function holdsTable(p: CoachProgress): boolean {
  return !p.finished && COACH_STEPS[p.step].advance.kind === 'next';
}

/**
 * A game reopened from a save holding `moves` moves (an autosave may be older than the step the
 * person reached): back to the last step begun by then.
 */
export function rewindTo(p: CoachProgress, moves: number): CoachProgress {
  const kept = p.history.filter((e) => e.at <= moves);
  const last = kept[kept.length - 1];
  if (!last) return freshProgress();
  if (kept.length === p.history.length) return p;
  return { step: last.step, history: kept, finished: false };
}
