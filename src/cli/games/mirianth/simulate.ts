/**
 * `simulate` for Mirianth Wars: its own bots in its run order with the table's extra figures
 * (slowest decision, proposals answered), and its JSON summary without the any-game figures.
 */
import { simulateWithExtras } from '../../../ai/games/mirianth/simulate';
import type { SimulatePlan, SimulateRun } from '../cliGame';

export function simulateMirianth(plan: SimulatePlan): SimulateRun {
  const { summary, extras } = simulateWithExtras({ games: plan.games, bots: plan.levels, seed: plan.seed, onGame: plan.onGame });
  return {
    summary,
    extraLines: extras.map((x) => `${x.bot}: slowest decision ${x.maxDecisionMs} ms; ${x.answers} proposals answered, slowest in ${x.maxAnswerMs} ms`),
  };
}
