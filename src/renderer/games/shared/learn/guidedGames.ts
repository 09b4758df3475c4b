/** The guided first games of the local tables, for the new-game screen's "Learn …" button. */
import type { SeatConfig } from '../../../game/types';
import { miremarshSession } from '../../miremarsh/miremarshSession';
import { MIREMARSH_COACH, MIREMARSH_GUIDED_KINDS, miremarshGuidedSeed } from '../../miremarsh/learn/coach';
import { NAINS_COACH, NAINS_GUIDED_KINDS, NAINS_GUIDED_SEED } from '../../nains/learn/coach';
import { nainsSession } from '../../nains/nainsSession';
import { startGuidedGame } from './tableCoach';
import type { LearnText } from './learnText';
import { nainsLearnEn } from '../../nains/learn/text.en';
import { nainsLearnPtBR } from '../../nains/learn/text.ptBR';
import { miremarshLearnEn } from '../../miremarsh/learn/text.en';
import { miremarshLearnPtBR } from '../../miremarsh/learn/text.ptBR';

export interface GuidedGame {
  kinds: readonly SeatConfig['kind'][];
  start(seats: SeatConfig[]): void;
}

export const GUIDED_GAMES: Readonly<Record<string, GuidedGame>> = {
  nains: { kinds: NAINS_GUIDED_KINDS, start: (seats) => startGuidedGame('nains', nainsSession, NAINS_COACH, seats, NAINS_GUIDED_SEED) },
  miremarsh: { kinds: MIREMARSH_GUIDED_KINDS, start: (seats) => startGuidedGame('miremarsh', miremarshSession, MIREMARSH_COACH, seats, miremarshGuidedSeed()) },
};

export const LEARN_TEXTS: Readonly<Record<string, { en: LearnText; ptBR: LearnText }>> = {
  nains: { en: nainsLearnEn, ptBR: nainsLearnPtBR },
  miremarsh: { en: miremarshLearnEn, ptBR: miremarshLearnPtBR },
};
