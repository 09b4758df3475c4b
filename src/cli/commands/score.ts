/**
 * `score <scenario.json> [--game ID]`: Resolution and Scoring for given factions, as JSON.
 * A scenario may name its game in a top-level `"game"` (absent = Mirianth Wars); scoring
 * scenarios exist for Mirianth only, so another game is refused with its own message.
 */
import { readFile } from 'node:fs/promises';
import { MIRIANTH_ID } from '../../engine/games/mirianth/module';
import { NAINS_ID } from '../../engine/games/nains/module';
import { parseNainsScenario } from '../../engine/games/nains/scenario/schema';
import { scoreNainsScenario } from '../../engine/games/nains/scenario/score';
import { parseScenario } from '../../engine/games/mirianth/scenario/schema';
import { runScenario } from '../../engine/games/mirianth/scenario/run';
import { parseOptions, text as textOption } from '../args';
import { GAME_OPTION, gameOption, resolveGame } from '../game';
import { UsageError, type Command } from '../types';

/** Games `score` can run scenarios for. */
const SCORABLE: readonly string[] = [MIRIANTH_ID, NAINS_ID];

/** Takes the scenario's own `"game"` off (the Mirianth scenario format itself has no such field). */
function splitGame(json: unknown, file: string): { game: string | undefined; rest: unknown } {
  if (json === null || typeof json !== 'object' || Array.isArray(json) || !Object.hasOwn(json, 'game')) return { game: undefined, rest: json };
  const { game, ...rest } = json as Record<string, unknown>;
  if (typeof game !== 'string' || game === '') throw new UsageError(`${file}: "game" must be a game id such as "${MIRIANTH_ID}"`);
  return { game, rest };
}

export const command: Command = {
  summary: 'Run Resolution and Scoring for the factions in a scenario file; prints JSON.',
  usage: 'score <scenario.json> [--game ID]',
  async run(args) {
    const { positionals, values } = parseOptions(args, { ...GAME_OPTION }, 1);
    const file = positionals[0];
    if (file === undefined) throw new UsageError('Give the path of a scenario file');
    const asked = textOption(values, 'game') === undefined ? null : gameOption(values);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (err) {
      throw new UsageError(`Cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? 'error'}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (err) {
      throw new UsageError(`${file} is not valid JSON: ${err instanceof Error ? err.message : 'parse error'}`);
    }
    const { game: named, rest } = splitGame(json, file);
    const game = named === undefined ? (asked ?? resolveGame(MIRIANTH_ID)) : resolveGame(named);
    if (asked !== null && asked.id !== game.id) throw new UsageError(`${file} is a scenario of "${game.id}", not of "${asked.id}"`);
    if (!SCORABLE.includes(game.id)) throw new UsageError(`${file}: score has no scenarios for the game "${game.id}" (it scores ${SCORABLE.map((s) => `"${s}"`).join(', ')})`);
    if (game.id === NAINS_ID) {
      const nains = parseNainsScenario(rest);
      if (!nains.ok) throw new UsageError(`${file}: ${nains.message}`);
      console.log(JSON.stringify(scoreNainsScenario(nains.scenario)));
      return 0;
    }
    const parsed = parseScenario(rest);
    if (!parsed.ok) throw new UsageError(`${file}: ${parsed.message}`);
    console.log(JSON.stringify(runScenario(parsed.scenario)));
    return 0;
  },
};
