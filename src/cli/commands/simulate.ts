/**
 * `simulate --games N --players P --bots a,b,... --seed S [--json]`: many headless games between
 * bot levels, seats rotated so every level sits in every seat equally. Prints, per level: games,
 * win share (a shared win splits), mean score, p50/p95 decision time; and games per second.
 */
import { simulateWithExtras, type BotExtras, type SimulationSummary } from '../../ai/simulate';
import { flag, intOption, parseOptions, text } from '../args';
import { parseBots } from '../botList';
import { GAME_OPTION, gameOption, requireGame } from '../game';
import { DEFAULT_GAME_ID as MIRIANTH_ID } from '../../engine/registry';
import { UsageError, type Command } from '../types';

function table(s: SimulationSummary, extras: readonly BotExtras[]): string {
  const lines = [`${s.games} games, ${s.gamesPerSecond} games/s`, ''];
  lines.push(`${'bot'.padEnd(8)} ${'games'.padStart(7)} ${'win share'.padStart(10)} ${'mean score'.padStart(11)} ${'p50 ms'.padStart(9)} ${'p95 ms'.padStart(9)}`);
  for (const b of s.bots) {
    lines.push(`${b.bot.padEnd(8)} ${String(b.games).padStart(7)} ${b.winShare.toFixed(3).padStart(10)} ${b.meanScore.toFixed(2).padStart(11)} ${b.p50DecisionMs.toFixed(2).padStart(9)} ${b.p95DecisionMs.toFixed(2).padStart(9)}`);
  }
  lines.push('');
  for (const x of extras) {
    lines.push(`${x.bot}: slowest decision ${x.maxDecisionMs} ms; ${x.answers} proposals answered, slowest in ${x.maxAnswerMs} ms`);
  }
  return lines.join('\n');
}

export const command: Command = {
  summary: 'Play many games between bot levels (seats rotated) and print win shares, scores and decision times.',
  usage: 'simulate --games N --players P --bots hard,normal[,...] [--seed S] [--json] [--progress] [--game ID]',
  async run(args) {
    const { values } = parseOptions(args, {
      games: { type: 'string' },
      players: { type: 'string' },
      bots: { type: 'string' },
      seed: { type: 'string' },
      json: { type: 'boolean' },
      progress: { type: 'boolean' },
      ...GAME_OPTION,
    });
    const game = gameOption(values);
    // The bot levels and their figures are Mirianth's own bots.
    requireGame(game, [MIRIANTH_ID], 'simulate');
    const games = intOption(text(values, 'games'), 'games', 1, 1_000_000);
    const players = intOption(text(values, 'players'), 'players', game.minPlayers, game.maxPlayers);
    const kinds = parseBots(text(values, 'bots'), players);
    const seedText = text(values, 'seed') ?? '1';
    if (seedText === '') throw new UsageError('--seed needs a value');
    const seed = /^\d+$/.test(seedText) ? Number(seedText) : seedText;
    const json = flag(values, 'json');
    const progress = flag(values, 'progress');
    const step = Math.max(1, Math.floor(games / 20));
    const { summary, extras } = simulateWithExtras({
      games, bots: kinds, seed,
      onGame: progress ? (done) => { if (done % step === 0 || done === games) process.stderr.write(`${done}/${games} games\n`); } : undefined,
    });
    if (json) console.log(JSON.stringify(summary));
    else {
      console.log(table(summary, extras));
      if (games % players !== 0) console.log(`\nNote: ${games} is not a multiple of ${players}, so seats are not exactly balanced.`);
    }
    return 0;
  },
};
