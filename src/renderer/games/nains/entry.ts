/** Nains at the renderer's registry: its one screen (local, LAN and replay through the table session), saves and lesson. */
import { nainsModule } from '../../../engine/games/nains/module';
import { moduleLanSeat } from '../../session/lanTransport';
import { lazyNamed, type GameTable, type LanTableProps } from '../gameTable';
import { startGuidedGame } from '../shared/learn/tableCoach';
import { NAINS_COACH, NAINS_GUIDED_KINDS, NAINS_GUIDED_SEED } from './learn/coach';
import { nainsLearnEn } from './learn/text.en';
import { nainsLearnPtBR } from './learn/text.ptBR';
import { nainsMoment } from './nainsMoment';
import { installNainsSaves } from './nainsSaves';
import { nainsLocal, nainsSession } from './nainsSession';

const loadScreen = () => import('./NainsScreen');

export const nainsTable: GameTable = {
  id: nainsModule.id,
  start: (seats, seed) => nainsSession.start(seats, seed),
  session: () => nainsLocal,
  install: installNainsSaves,
  screen: { Screen: lazyNamed(loadScreen, 'NainsScreen'), load: loadScreen },
  lan: { attach: (client) => moduleLanSeat(client, nainsModule.id), Table: lazyNamed<LanTableProps>(loadScreen, 'NainsScreen'), ownBar: true },
  moment: nainsMoment,
  guided: {
    kinds: NAINS_GUIDED_KINDS,
    start: (seats) => startGuidedGame(nainsModule.id, nainsSession, NAINS_COACH, seats, NAINS_GUIDED_SEED),
    text: { en: nainsLearnEn, ptBR: nainsLearnPtBR },
  },
  bench: () => import('../../bench/moduleBench').then((m) =>
    m.runModuleBench(m.localScene('bench-nains-5', 'nains-screen', nainsSession, (s) => nainsModule.ctx(s).over))),
};
