/**
 * Hard against normal, two players, on one fixed seeded sample (deterministic, never timed; seats
 * rotated by the kit simulation, so each bot sits first on half the deals). The 200-game figures
 * on seeds 1–3 (issue 27's 65 % target) are in docs/miremarsh-balance.md; this sample only checks a
 * clear margin, so it fails if the hard bot's race play breaks (e.g. it stops heading for quests).
 */
import { describe, expect, it } from 'vitest';
import { createKitBot } from '../../../../src/ai/kit/gameAi';
import { simulateModule } from '../../../../src/ai/kit/simulate';
import { miremarshAi } from '../../../../src/ai/games/miremarsh';
import { miremarshModule as m } from '../../../../src/engine/games/miremarsh/module';

const GAMES = 40;
const SEED = 7;

describe('miremarsh hard against normal (one seeded 2-player sample)', () => {
  it('hard wins clearly more of the same deals than normal', { timeout: 120_000 }, () => {
    const s = simulateModule({ game: m, games: GAMES, bots: ['hard', 'normal'], seed: SEED, createBot: (l, seed) => createKitBot(m, miremarshAi, l, seed) });
    const share = (level: string) => s.bots.find((b) => b.bot === level)?.winShare ?? 0;
    expect(share('hard')).toBeGreaterThanOrEqual(share('normal') + 0.15);
  });
});
