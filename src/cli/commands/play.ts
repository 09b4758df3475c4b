/**
 * `play --players N --seed S --bots a,b,...`: a whole game headless, as a readable log and scores.
 * A game with its own `play` in the CLI registry prints its own log and score sheet (Mirianth
 * Wars); any other game gets the any-game log (`modulePlay.ts`).
 */
import { aiFor } from '../../ai/registry';
import { intOption, parseOptions, text } from '../args';
import { parseLevels } from '../botList';
import { DEFAULT_ENV } from '../env';
import { GAME_OPTION, gameOption } from '../game';
import { cliGameOf } from '../games/registry';
import { playModule } from '../modulePlay';
import { UsageError, type Command } from '../types';

export const command: Command = {
  summary: 'Play a whole game between bots and print the log and final scores.',
  usage: 'play --players N --seed S --bots random,random[,...] [--save FILE] [--game ID]',
  async run(args, env = DEFAULT_ENV) {
    const { values } = parseOptions(args, {
      players: { type: 'string' },
      seed: { type: 'string' },
      bots: { type: 'string' },
      save: { type: 'string' },
      ...GAME_OPTION,
    });
    const module = gameOption(values, env.catalog);
    const players = intOption(text(values, 'players'), 'players', module.minPlayers, module.maxPlayers);
    const seedText = text(values, 'seed');
    if (seedText === undefined || seedText === '') throw new UsageError('--seed is required');
    const seed = /^\d+$/.test(seedText) ? Number(seedText) : seedText;
    const saveFile = text(values, 'save');
    const levels = parseLevels(text(values, 'bots'), players, aiFor(module, env.ais).levels);
    const plan = { seed, seedText, levels, saveFile };
    const own = cliGameOf(module.id)?.play;
    return own ? own(plan) : playModule(module, plan, env);
  },
};
