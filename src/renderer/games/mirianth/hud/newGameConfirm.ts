/** "New game" during a Mirianth game asks first: the top bar shows the question while this store says so. */
import { session } from '../game/session';
import { exitQuestion } from '../../../shell/exitQuestion';

/** The one question every game's bar asks (shell/exitQuestion.ts). */
export const newGameQuestion = exitQuestion;

/** True while a game is being played and not yet over: leaving it deserves a question. */
export function gameRunning(): boolean {
  const s = session.getSnapshot();
  return s.screen === 'playing' && s.view !== null && s.view.step !== 'gameOver';
}

/** New game at once when nothing is lost, otherwise ask (the top bar answers with `answerNewGame`). */
export function askNewGame(): void {
  if (gameRunning()) newGameQuestion.set(true);
  else session.toNewGame();
}

export function answerNewGame(leave: boolean): void {
  newGameQuestion.set(false);
  if (leave) session.toNewGame();
}
