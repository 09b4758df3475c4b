/** Miremarsh at the renderer's registry: its one screen (local, LAN and replay through the table session), saves and lesson. */
import { miremarshModule } from '../../../engine/games/miremarsh/module';
import { moduleLanSeat } from '../../session/lanTransport';
import { lazyNamed, type GameTable, type LanTableProps } from '../gameTable';
import { startGuidedGame } from '../shared/learn/tableCoach';
import { MIREMARSH_COACH, MIREMARSH_GUIDED_KINDS, miremarshGuidedSeed } from './learn/coach';
import { miremarshLearnEn } from './learn/text.en';
import { miremarshLearnPtBR } from './learn/text.ptBR';
import { miremarshMoment } from './miremarshMoment';
import { installMiremarshSaves } from './miremarshSaves';
import { miremarshLocal, miremarshSession } from './miremarshSession';

const loadScreen = () => import('./MiremarshScreen');

export const miremarshTable: GameTable = {
  id: miremarshModule.id,
  start: (seats, seed) => miremarshSession.start(seats, seed),
  session: () => miremarshLocal,
  install: installMiremarshSaves,
  screen: { Screen: lazyNamed(loadScreen, 'MiremarshScreen'), load: loadScreen },
  lan: { attach: (client) => moduleLanSeat(client, miremarshModule.id), Table: lazyNamed<LanTableProps>(loadScreen, 'MiremarshScreen'), ownBar: true },
  moment: miremarshMoment,
  guided: {
    kinds: MIREMARSH_GUIDED_KINDS,
    start: (seats) => startGuidedGame(miremarshModule.id, miremarshSession, MIREMARSH_COACH, seats, miremarshGuidedSeed()),
    text: { en: miremarshLearnEn, ptBR: miremarshLearnPtBR },
  },
  bench: () => import('../../bench/moduleBench').then((m) =>
    m.runModuleBench(m.localScene('bench-miremarsh-5', 'mm-screen', miremarshSession, (s) => miremarshModule.ctx(s).over))),
};
