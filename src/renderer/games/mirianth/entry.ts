/** Mirianth Wars at the renderer's registry: its Pixi table under every screen and its frame. */
import { mirianthModule } from '../../../engine/games/mirianth/module';
import type { GameTable } from '../gameTable';
import { mirianthMenu } from './appMenu';
import { MirianthFrame } from './MirianthFrame';
import { CoachEntry } from './coach/CoachEntry';
import { session } from './game/session';
import { gameSource } from './game/source';
import { LanHud } from './lan/LanHud';
import { attachLan } from './lan/lanSeat';
import { prefetchMirianthScreens } from './lazyScreens';
import { bots, startMirianth } from './runtime';
import { mirianthLiveSaves } from './saves/live';
import { Table } from './table/Table';

export const mirianthTable: GameTable = {
  id: mirianthModule.id,
  start: (seats, seed) => session.start({ seats, seed }),
  session: () => gameSource.get(),
  lastConfig: () => session.getSnapshot().config,
  install: startMirianth,
  prefetch: () => {
    bots().warm();
    prefetchMirianthScreens();
  },
  Backdrop: Table,
  Frame: MirianthFrame,
  lan: { attach: attachLan, Table: LanHud, ownBar: false },
  liveSaves: mirianthLiveSaves,
  menu: mirianthMenu,
  NewGameEntry: CoachEntry,
  bench: () => import('./bench/benchScript').then((m) => m.runBench()),
};
