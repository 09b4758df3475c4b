/** Mirianth Wars' own CLI: its play log, its simulate figures, its scoring scenarios, its review and its sample save. */
import { runScenario } from '../../../engine/games/mirianth/scenario/run';
import { parseScenario } from '../../../engine/games/mirianth/scenario/schema';
import { MIRIANTH_ID } from '../../../engine/games/mirianth/module';
import type { CliGame, ScoreResult } from '../cliGame';
import { playMirianth } from './play';
import { reviewSave } from './review';
import { sampleGame } from './sampleGame';
import { simulateMirianth } from './simulate';

/** Resolution and Scoring of the factions in a scenario. */
function score(scenario: unknown): ScoreResult {
  const parsed = parseScenario(scenario);
  return parsed.ok ? { ok: true, result: runScenario(parsed.scenario) } : { ok: false, message: parsed.message };
}

export const mirianthCli: CliGame = {
  id: MIRIANTH_ID,
  play: playMirianth,
  simulate: simulateMirianth,
  score,
  review: reviewSave,
  sampleDraft: (seed, players) => sampleGame(seed, players).draft,
};
