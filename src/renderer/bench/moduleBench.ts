/**
 * The `?bench=nains` and `?bench=miremarsh` routes: the busiest scene of each DOM table, measured
 * by scripts/benchTable.mjs as `?bench=1` measures Mirianth's. Five easy bots play a seeded game
 * on the real screen at Normal speed, as a person watching five AI seats would see it: every bid,
 * tavern reveal, recruit and upgrade (Nains), every roll, tile flip and goblin move (Miremarsh),
 * with the session's own bot pauses and the table's own animations. Phase `play` lasts until the
 * game is over; the result sheet shows for a moment (`score`) and the same game starts again.
 */
import { nainsModule } from '../../engine/nains/module';
import { miremarshModule } from '../../engine/miremarsh/module';
import type { SeatConfig } from '../game/types';
import { sleep } from '../game/pace';
import { settings } from '../game/settings';
import { nainsSession } from '../games/nains/nainsSession';
import { miremarshSession } from '../games/miremarsh/miremarshSession';
import { fontsReady } from '../table/fonts';

export type ModuleBench = 'nains' | 'miremarsh';

const NAMES = ['Aldric', 'Brisa', 'Corvo', 'Dalva', 'Ema'];

interface Table {
  seed: string;
  /** The screen's root, present once its lazily loaded code has mounted. */
  testId: string;
  start(seats: SeatConfig[], seed: string): void;
  over(): boolean;
  leave(): void;
}

const TABLES: Record<ModuleBench, Table> = {
  nains: {
    seed: 'bench-nains-5',
    testId: 'nains-screen',
    start: (seats, seed) => nainsSession.start(seats, seed),
    over: () => {
      const state = nainsSession.get().state;
      return state !== null && nainsModule.ctx(state).over;
    },
    leave: () => nainsSession.leave(),
  },
  miremarsh: {
    seed: 'bench-miremarsh-5',
    testId: 'mm-screen',
    start: (seats, seed) => miremarshSession.start(seats, seed),
    over: () => {
      const state = miremarshSession.get().state;
      return state !== null && miremarshModule.ctx(state).over;
    },
    leave: () => miremarshSession.leave(),
  },
};

async function until(check: () => boolean, stepMs = 50): Promise<void> {
  while (!check()) await sleep(stepMs);
}

export async function runModuleBench(game: ModuleBench): Promise<void> {
  const table = TABLES[game];
  const status: BenchStatus = { phase: 'loading', loops: 0, log: [] };
  let t0 = 0;
  const enter = (phase: BenchPhase) => {
    if (phase === 'play' && t0 === 0) t0 = performance.now();
    status.phase = phase;
    status.log.push({ phase, at: performance.now() - t0 });
  };
  window.__bench = status;
  await until(() => window.__tableReady === true, 20);
  await fontsReady();
  settings.update({ speed: 'normal', reduceMotion: false });
  const seats: SeatConfig[] = NAMES.map((name) => ({ name, kind: 'easy' }));
  for (;;) {
    table.start(seats, table.seed);
    // The screen's code loads on demand: frames count once it is on the page.
    await until(() => document.querySelector(`[data-testid="${table.testId}"]`) !== null);
    enter('play');
    await until(table.over, 100);
    enter('score');
    await sleep(1500);
    table.leave();
    status.loops++;
  }
}
