/**
 * `score <scenario.json> [--game ID]`: Resolution and Scoring for given factions, as JSON.
 * A scenario may name its game in a top-level `"game"` (absent = the default game, Mirianth
 * Wars); a game scores scenarios through its `score` in the CLI registry (Mirianth Wars, Nains),
 * and another game is refused with its own message.
 */
import { readFile } from 'node:fs/promises';
import { DEFAULT_GAME_ID } from '../../engine/registry';
import { parseOptions, text as textOption } from '../args';
import { GAME_OPTION, gameOption, resolveGame } from '../game';
import { cliGameOf, gamesWith } from '../games/registry';
import { UsageError, type Command } from '../types';

/** Takes the scenario's own `"game"` off (the Mirianth scenario format itself has no such field). */
function splitGame(json: unknown, file: string): { game: string | undefined; rest: unknown } {
  if (json === null || typeof json !== 'object' || Array.isArray(json) || !Object.hasOwn(json, 'game')) return { game: undefined, rest: json };
  const { game, ...rest } = json as Record<string, unknown>;
  if (typeof game !== 'string' || game === '') throw new UsageError(`${file}: "game" must be a game id such as "${DEFAULT_GAME_ID}"`);
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
    const game = named === undefined ? (asked ?? resolveGame(DEFAULT_GAME_ID)) : resolveGame(named);
    if (asked !== null && asked.id !== game.id) throw new UsageError(`${file} is a scenario of "${game.id}", not of "${asked.id}"`);
    const score = cliGameOf(game.id)?.score;
    if (!score) throw new UsageError(`${file}: score has no scenarios for the game "${game.id}" (it scores ${gamesWith('score').map((s) => `"${s}"`).join(', ')})`);
    const scored = score(rest);
    if (!scored.ok) throw new UsageError(`${file}: ${scored.message}`);
    console.log(JSON.stringify(scored.result));
    return 0;
  },
};
