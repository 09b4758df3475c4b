/**
 * New game (or leaving a table) while a game runs asks once, the same way in every game: this
 * store says the question is open; Esc closes it (keys/keyboardPlay.ts), the bar answers it.
 */
import { createStore } from '../store';

export const exitQuestion = createStore(false);

/** Leaves at once when nothing is lost, otherwise opens the question. */
export function askExit(running: boolean, leave: () => void): void {
  if (running) exitQuestion.set(!exitQuestion.get());
  else leave();
}

export function answerExit(leaveNow: boolean, leave: () => void): void {
  exitQuestion.set(false);
  if (leaveNow) leave();
}
