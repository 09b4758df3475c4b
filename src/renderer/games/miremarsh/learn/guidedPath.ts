/**
 * The guided solo start, without the screen: from a seed, the person follows every hint (the
 * hard bot's move from its own view, as the table's Hint gives it) until the first challenge is
 * won. Used by the seed planner (scripts/miremarshGuidedSeed.ts) and by the test that fails when
 * a rules or catalog change breaks the lesson.
 */
import { seatId } from '../../../../engine/kit/ids';
import { miremarshModule } from '../../../../engine/games/miremarsh/module';
import { suggestMove } from '../../shared/suggest';

export interface GuidedPath {
  /** Moves the person made until the first challenge was won (null: never, within the limit). */
  movesToWin: number | null;
  /** Walking moves among them (the lesson wants the person to walk before the challenge). */
  walks: number;
  /** Goblins lost on the way (the lesson wants none). */
  deaths: number;
}

export function followHints(seed: string, limit = 120): GuidedPath {
  const you = seatId(0);
  let state = miremarshModule.create({ seed, players: [{ name: 'You' }] }).state;
  let walks = 0;
  let deaths = 0;
  for (let n = 1; n <= limit; n++) {
    const move = suggestMove(miremarshModule, miremarshModule.view(state, you), you);
    if (!move) return { movesToWin: null, walks, deaths };
    const out = miremarshModule.apply(state, move);
    if (!out.ok) return { movesToWin: null, walks, deaths };
    state = out.state;
    if (move.type === 'move' || move.type === 'path') walks++;
    deaths += out.events.filter((e) => e.type === 'goblinDied').length;
    if (out.events.some((e) => e.type === 'challengePaid' && e.seat === you)) return { movesToWin: n, walks, deaths };
  }
  return { movesToWin: null, walks, deaths };
}

/** A path the lesson can teach with: won within the limit, after a walk, no goblin lost. */
export function isTeachable(p: GuidedPath, limit = 40): boolean {
  return p.movesToWin !== null && p.movesToWin <= limit && p.walks > 0 && p.deaths === 0;
}
