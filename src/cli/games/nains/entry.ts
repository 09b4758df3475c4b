/** Nains' own CLI: its scoring scenarios (play and simulate are the any-game ones). */
import { NAINS_ID } from '../../../engine/games/nains/module';
import { parseNainsScenario } from '../../../engine/games/nains/scenario/schema';
import { scoreNainsScenario } from '../../../engine/games/nains/scenario/score';
import type { CliGame, ScoreResult } from '../cliGame';

/** The final scores of the players in a scenario. */
function score(scenario: unknown): ScoreResult {
  const parsed = parseNainsScenario(scenario);
  return parsed.ok ? { ok: true, result: scoreNainsScenario(parsed.scenario) } : { ok: false, message: parsed.message };
}

export const nainsCli: CliGame = { id: NAINS_ID, score };
