/**
 * The guided first game of a local table (Nains, Miremarsh), as data and one small store: the
 * steps in order, each moved on by the person's "Next" or by a moment of the game (a predicate
 * over the view the table shows), like Mirianth's coach (src/renderer/games/mirianth/coach/steps.ts). The
 * lesson follows the live game; leaving it lets the game go on as any other.
 */
import type { SeatConfig } from '../../../game/types';
import { createStore } from '../../../store';
import type { BotHold } from '../localSession';

export interface TableCoachStep<V> {
  id: string;
  /** Test id of what the step talks about (outlined on the table), if anything. */
  spot?: string;
  /** `next`: the person reads and clicks Next; else the step ends when the game reaches this moment. */
  advance: 'next' | ((view: V) => boolean);
  /** The rules section the step's "Rules" link opens. */
  section: string;
  /** The person acts in this step: the control of the suggested move glows. */
  act?: boolean;
}

export interface TableCoachState {
  /** The game the lesson is about (null: no lesson). */
  game: string | null;
  step: number;
}

export const tableCoachStore = createStore<TableCoachState>({ game: null, step: 0 }, (a, b) => a.game === b.game && a.step === b.step);

export function beginLesson(game: string): void {
  tableCoachStore.set({ game, step: 0 });
}

export function endLesson(): void {
  tableCoachStore.set({ game: null, step: 0 });
}

/** The step after every moment-step whose moment has come, starting at `step` (pure). */
export function settledStep<V>(steps: readonly TableCoachStep<V>[], step: number, view: V): number {
  let at = step;
  for (;;) {
    const s = steps[at];
    if (!s || s.advance === 'next' || !s.advance(view)) return at;
    at += 1;
  }
}

/** "Next" (or "Finish" on the last step, which ends the lesson). */
export function nextStep(total: number): void {
  const { game, step } = tableCoachStore.get();
  if (game === null) return;
  if (step + 1 >= total) endLesson();
  else tableCoachStore.set({ game, step: step + 1 });
}

export interface GuidedSession {
  start(seats: SeatConfig[], seedText: string): void;
  get(): { active: boolean; seed: string };
  subscribe(listener: () => void): () => void;
  holdBots(hold: BotHold | null): void;
}

/** A lesson's steps as far as holding the bots and resuming go. */
export type LessonSteps = readonly Pick<TableCoachStep<never>, 'advance'>[];

/** What the bots wait on: a lesson step being read (moved on by Next), as Mirianth's "Bots wait: until I act". */
export function lessonHold(game: string, steps: LessonSteps): BotHold {
  return {
    held() {
      const { game: on, step } = tableCoachStore.get();
      return on === game && steps[step]?.advance === 'next';
    },
    subscribe: tableCoachStore.subscribe,
  };
}

let unfollow: (() => void) | null = null;

/**
 * Follows the guided game on the table: its bots hold while a step is read, and the lesson ends
 * when the table leaves this game (another game, the menu).
 */
export function followLesson(game: string, session: GuidedSession, steps: LessonSteps, seed: string): void {
  unfollow?.();
  session.holdBots(lessonHold(game, steps));
  const stop = session.subscribe(() => {
    const s = session.get();
    if (s.active && s.seed === seed) return;
    if (tableCoachStore.get().game === game) endLesson();
    stop();
    unfollow = null;
  });
  unfollow = stop;
}

/** Starts a guided game: the session on its seed, the lesson at its first step, followed. */
export function startGuidedGame(game: string, session: GuidedSession, steps: LessonSteps, seats: SeatConfig[], seed: string): void {
  unfollow?.();
  unfollow = null;
  session.start(seats, seed);
  // The first bot move waits a moment; the hold is on before it comes.
  beginLesson(game);
  followLesson(game, session, steps, seed);
}
