/**
 * The `?bench=<game>` route of a DOM table (Nains, Miremarsh): its busiest scene, measured
 * by scripts/benchTable.mjs as `?bench=1` measures Mirianth's. Five easy bots play a seeded game
 * on the real screen at Normal speed, as a person watching five AI seats would see it: every bid,
 * tavern reveal, recruit and upgrade (Nains), every roll, tile flip and goblin move (Miremarsh),
 * with the session's own bot pauses and the table's own animations. Phase `play` lasts until the
 * game is over; the result sheet shows for a moment (`score`) and the same game starts again.
 */
import type { SeatConfig } from '../game/types';
import { sleep } from '../game/pace';
import { settings } from '../game/settings';
import type { BenchScene } from '../games/gameTable';
import type { LocalSession } from '../games/shared/localSession';
import { fontsReady } from '../app/fonts';
import { benchLooped, benchRecorder } from './benchStatus';

const NAMES = ['Aldric', 'Brisa', 'Corvo', 'Dalva', 'Ema'];

/** A module's table: its local session on a fixed seed, and the module's own word on the game's end. */
export function localScene<S, V, M, E>(seed: string, testId: string, session: LocalSession<S, V, M, E>, over: (state: S) => boolean): BenchScene {
  return {
    testId,
    start: (seats) => session.start(seats, seed),
    over: () => {
      const { state } = session.get();
      return state !== null && over(state);
    },
    leave: () => session.leave(),
  };
}

async function until(check: () => boolean, stepMs = 50): Promise<void> {
  while (!check()) await sleep(stepMs);
}

export async function runModuleBench(table: BenchScene): Promise<void> {
  const enter = benchRecorder('play');
  await until(() => window.__tableReady === true, 20);
  await fontsReady();
  settings.update({ speed: 'normal', reduceMotion: false });
  const seats: SeatConfig[] = NAMES.map((name) => ({ name, kind: 'easy' }));
  for (;;) {
    table.start(seats);
    // The screen's code loads on demand: frames count once it is on the page.
    await until(() => document.querySelector(`[data-testid="${table.testId}"]`) !== null);
    enter('play');
    await until(table.over, 100);
    enter('score');
    await sleep(1500);
    table.leave();
    benchLooped();
  }
}
