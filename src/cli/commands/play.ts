/** `play --players N --seed S --bots a,b,...`: a whole game headless, as a readable log and scores. */
import { MIRIANTH_ORDER, mirianthBot } from '../../ai/games/mirianth/mirianthAi';
import { runModuleGame } from '../../ai/kit/runGame';
import { mirianthModule } from '../../engine/games/mirianth/module';
import { DEFAULT_GAME_ID as MIRIANTH_ID } from '../../engine/registry';
import { seedFromText } from '../../engine/kit/random';
import { writeGameSave } from '../../server/saves/writeSaveFile';
import { intOption, parseOptions, text } from '../args';
import { parseBots } from '../botList';
import { describe } from '../../engine/games/mirianth/describeEvent';
import { aiFor } from '../../ai/registry';
import { parseLevels } from '../botList';
import { DEFAULT_ENV } from '../env';
import { GAME_OPTION, gameOption } from '../game';
import { playModule } from '../modulePlay';
import { UsageError, type Command } from '../types';

/** A bot's own seed for `play`: from the game's seed, so two text seeds do not share their bots' draws (numbers as before). */
export function playBotSeed(seed: number | string, seat: number): number {
  return (typeof seed === 'number' ? seed : seedFromText(seed)) * 31 + seat;
}

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
    if (module.id !== MIRIANTH_ID) {
      const levels = parseLevels(text(values, 'bots'), players, aiFor(module, env.ais).levels);
      return playModule(module, { seed, seedText, levels, saveFile }, env);
    }
    // Mirianth Wars keeps its own log lines and score sheet.
    const kinds = parseBots(text(values, 'bots'), players);
    const names = kinds.map((k, i) => `${k[0]?.toUpperCase()}${k.slice(1)} ${i + 1}`);
    const bots = kinds.map((k, i) => mirianthBot(k, playBotSeed(seed, i)));
    const lines: string[] = [];
    const game = runModuleGame({
      game: mirianthModule, order: MIRIANTH_ORDER, seed, names, bots,
      onEvents: (events, state) => {
        for (const e of events) {
          const line = describe(e, state);
          if (line !== null) lines.push(line);
        }
      },
    });
    console.log(lines.join('\n'));
    const result = game.final.result;
    console.log('\nFinal scores');
    game.final.players.forEach((p, seat) => {
      const s = result?.scores[seat];
      if (!s) return;
      console.log(`  ${p.name.padEnd(10)} heroes ${s.heroes}, buildings ${s.buildings}, treasures ${s.treasures}, monsters ${s.monsters} = ${s.total}`);
    });
    console.log(`Winner${(result?.winners.length ?? 0) > 1 ? 's (shared)' : ''}: ${result?.winners.map((w) => game.final.players[w]?.name).join(', ')}`);
    if (saveFile !== undefined) {
      const seats = names.map((name, i) => ({ name, kind: 'bot' as const, bot: kinds[i] ?? 'random' }));
      try {
        const bytes = await writeGameSave(saveFile, { setup: { seed, mode: 'local', seats }, moves: game.moves, final: game.final, name: `CLI game, seed ${seedText}` });
        console.log(`Saved to ${saveFile} (${bytes} bytes).`);
      } catch (err) {
        console.error(`Could not write ${saveFile}: ${err instanceof Error ? err.message : String(err)}`);
        return 2;
      }
    }
    return 0;
  },
};
