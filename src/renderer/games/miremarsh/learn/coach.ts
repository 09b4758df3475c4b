/**
 * Miremarsh's guided solo start: steps, the seed (planned by scripts/miremarshGuidedSeed.ts and
 * checked by a test, so a retuned catalog cannot silently break it), and the controls of the
 * hint's move for the glow. The coach's words name no dice, tiles or numbers: they follow the
 * hint, whatever the seed deals.
 */
import { z } from 'zod';
import { miremarshModule } from '../../../../engine/games/miremarsh/module';
import type { MiremarshView } from '../../../../engine/games/miremarsh/view';
import type { SeatConfig } from '../../../game/types';
import { suggestMove } from '../../shared/suggest';
import type { TableCoachStep } from '../../shared/learn/tableCoach';
import { targetOf } from '../parts/Controls';
import planned from './guidedSeed.json';
import { mmMoveKey } from './moveKey';

const plannedSchema = z.object({ seed: z.string().min(1), movesToWin: z.number().int().positive() });

export function miremarshGuidedSeed(): string {
  return plannedSchema.parse(planned).seed;
}

export const MIREMARSH_GUIDED_KINDS: readonly SeatConfig['kind'][] = ['human'];

/** What the coach looks at: the view, and whether the person has won a challenge yet. */
export interface SwampMoment { view: MiremarshView; won: boolean }

export const MIREMARSH_COACH: readonly TableCoachStep<SwampMoment>[] = [
  { id: 'welcome', spot: 'mm-map', advance: 'next', section: 'overview' },
  { id: 'dice', spot: 'mm-pool', advance: 'next', section: 'dice' },
  { id: 'goblin', spot: 'mm-goblins', advance: 'next', section: 'overview' },
  { id: 'explore', advance: (m) => m.won || m.view.turn.attempt !== null, section: 'moving', act: true },
  { id: 'pay', spot: 'mm-challenge', advance: (m) => m.won, section: 'paying', act: true },
  { id: 'won', spot: 'mm-goblins', advance: 'next', section: 'challenges' },
];

/** The controls of the hint's move: its answer or payment if on screen, else the space to click first. */
export function miremarshSuggestedControls(m: SwampMoment): string[] | null {
  const you = m.view.you;
  if (you === null) return null;
  const move = suggestMove(miremarshModule, m.view, you);
  if (!move) return null;
  const target = targetOf(move);
  return [`key:${mmMoveKey(move)}`, ...(target ? [`mm-space-${target}`] : [])];
}
