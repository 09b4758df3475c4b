/**
 * `simulate --games N --players P --bots a,b,... --seed S [--json] [--game ID]`: many headless
 * games between bot levels, seats rotated so every level sits in every seat equally. Prints, per
 * level: games, win share (a shared win splits), mean score, p50/p95 decision time; and games per
 * second. Every game runs the AI kit's simulation; a game with its own `simulate` in the CLI
 * registry (Mirianth Wars) runs in its own way, with extra table lines (its `--json` object lacks
 * the any-game winner share and median rounds).
 */
import type { KitSimulationSummary } from '../../ai/kit/simulate';
import { simulateModule } from '../../ai/kit/simulate';
import { aiFor, type GameAiEntry } from '../../ai/registry';
import type { AnyGameModule } from '../../engine/kit/module';
import { flag, intOption, parseOptions, text } from '../args';
import { parseLevels, seedNumber } from '../botList';
import { DEFAULT_ENV } from '../env';
import { GAME_OPTION, gameOption } from '../game';
import type { SimulatePlan, SimulateRun } from '../games/cliGame';
import { cliGameOf } from '../games/registry';
import { UsageError, type Command } from '../types';

function table(s: KitSimulationSummary, extraLines: readonly string[]): string {
  const lines = [`${s.games} games, ${s.gamesPerSecond} games/s`, ''];
  lines.push(`${'bot'.padEnd(8)} ${'games'.padStart(7)} ${'win share'.padStart(10)} ${'mean score'.padStart(11)} ${'p50 ms'.padStart(9)} ${'p95 ms'.padStart(9)}`);
  for (const b of s.bots) {
    lines.push(`${b.bot.padEnd(8)} ${String(b.games).padStart(7)} ${b.winShare.toFixed(3).padStart(10)} ${b.meanScore.toFixed(2).padStart(11)} ${b.p50DecisionMs.toFixed(2).padStart(9)} ${b.p95DecisionMs.toFixed(2).padStart(9)}`);
  }
  lines.push('');
  if (s.winnerShare !== undefined) lines.push(`games with a winner ${s.winnerShare.toFixed(3)}; median rounds ${s.medianRounds ?? 0}`, '');
  lines.push(...extraLines);
  return lines.join('\n');
}

/** Any game without its own `simulate`: its AI from the registry (or the kit's), through the kit's simulation. */
function anyGame(game: AnyGameModule, ai: GameAiEntry, plan: SimulatePlan): SimulateRun {
  const summary = simulateModule({
    game, games: plan.games, bots: plan.levels, seed: seedNumber(plan.seed), order: ai.order,
    createBot: (level, seed) => ai.createBot(level, seed), onGame: plan.onGame,
  });
  return { summary, extraLines: [] };
}

export const command: Command = {
  summary: 'Play many games between bot levels (seats rotated) and print win shares, scores and decision times.',
  usage: 'simulate --games N --players P --bots hard,normal[,...] [--seed S] [--json] [--progress] [--game ID]',
  async run(args, env = DEFAULT_ENV) {
    const { values } = parseOptions(args, {
      games: { type: 'string' },
      players: { type: 'string' },
      bots: { type: 'string' },
      seed: { type: 'string' },
      json: { type: 'boolean' },
      progress: { type: 'boolean' },
      ...GAME_OPTION,
    });
    const game = gameOption(values, env.catalog);
    const games = intOption(text(values, 'games'), 'games', 1, 1_000_000);
    const players = intOption(text(values, 'players'), 'players', game.minPlayers, game.maxPlayers);
    const seedText = text(values, 'seed') ?? '1';
    if (seedText === '') throw new UsageError('--seed needs a value');
    const seed = /^\d+$/.test(seedText) ? Number(seedText) : seedText;
    const json = flag(values, 'json');
    const step = Math.max(1, Math.floor(games / 20));
    const onGame = flag(values, 'progress')
      ? (done: number) => { if (done % step === 0 || done === games) process.stderr.write(`${done}/${games} games\n`); }
      : undefined;
    const ai = aiFor(game, env.ais);
    const plan: SimulatePlan = { games, levels: parseLevels(text(values, 'bots'), players, ai.levels), seed, onGame };
    const own = cliGameOf(game.id)?.simulate;
    const { summary, extraLines } = own ? own(plan) : anyGame(game, ai, plan);
    if (json) console.log(JSON.stringify(summary));
    else {
      console.log(table(summary, extraLines));
      if (games % players !== 0) console.log(`\nNote: ${games} is not a multiple of ${players}, so seats are not exactly balanced.`);
    }
    return 0;
  },
};
