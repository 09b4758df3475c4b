/**
 * The `?bench=nains` and `?bench=miremarsh` routes: the busiest scene of each DOM table, measured
 * by scripts/benchTable.mjs as `?bench=1` measures Mirianth's. Five easy bots play a seeded game
 * on the real screen at Normal speed, as a person watching five AI seats would see it: every bid,
 * tavern reveal, recruit and upgrade (Nains), every roll, tile flip and goblin move (Miremarsh),
 * with the session's own bot pauses and the table's own animations. Phase `play` lasts until the
 * game is over; the result sheet shows for a moment (`score`) and the same game starts again.
 */
import { nainsModule } from '../../engine/games/nains/module';
import { miremarshModule } from '../../engine/games/miremarsh/module';
import type { SeatConfig } from '../games/mirianth/game/types';
import { sleep } from '../game/pace';
import { settings } from '../game/settings';
import { nainsSession } from '../games/nains/nainsSession';
import { miremarshSession } from '../games/miremarsh/miremarshSession';
import type { LocalSession } from '../games/shared/localSession';
import { fontsReady } from '../app/fonts';
import { benchLooped, benchRecorder } from './benchStatus';

export type ModuleBench = 'nains' | 'miremarsh';

const NAMES = ['Aldric', 'Brisa', 'Corvo', 'Dalva', 'Ema'];

interface Table {
  /** The screen's root, present once its lazily loaded code has mounted. */
  testId: string;
  start(seats: SeatConfig[]): void;
  over(): boolean;
  leave(): void;
}

/** A module's table: its local session on a fixed seed, and the module's own word on the game's end. */
function localTable<S, V, M, E>(seed: string, testId: string, session: LocalSession<S, V, M, E>, over: (state: S) => boolean): Table {
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

const TABLES: Record<ModuleBench, Table> = {
  nains: localTable('bench-nains-5', 'nains-screen', nainsSession, (s) => nainsModule.ctx(s).over),
  miremarsh: localTable('bench-miremarsh-5', 'mm-screen', miremarshSession, (s) => miremarshModule.ctx(s).over),
};

async function until(check: () => boolean, stepMs = 50): Promise<void> {
  while (!check()) await sleep(stepMs);
}

export async function runModuleBench(game: ModuleBench): Promise<void> {
  const table = TABLES[game];
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
