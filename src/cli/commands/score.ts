/** `score <scenario.json>`: Resolution and Scoring for given factions, as JSON. */
import { readFile } from 'node:fs/promises';
import { parseScenario } from '../../engine/scenario/schema';
import { runScenario } from '../../engine/scenario/run';
import { parseOptions } from '../args';
import { UsageError, type Command } from '../types';

export const command: Command = {
  summary: 'Run Resolution and Scoring for the factions in a scenario file; prints JSON.',
  usage: 'score <scenario.json>',
  async run(args) {
    const { positionals } = parseOptions(args, {}, 1);
    const file = positionals[0];
    if (file === undefined) throw new UsageError('Give the path of a scenario file');
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
    const parsed = parseScenario(json);
    if (!parsed.ok) throw new UsageError(`${file}: ${parsed.message}`);
    console.log(JSON.stringify(runScenario(parsed.scenario)));
    return 0;
  },
};
