/**
 * Many headless Mirianth games between bot levels, through the kit's simulation
 * (`ai/kit/simulate.ts`: seats rotated, each rotation block sharing a deal, the kit's seeds and
 * percentiles) in Mirianth's run order. This adds the readable table's extra figures (slowest
 * decision, proposals answered and the slowest answer) and keeps the JSON summary's own shape.
 */
import { normalizeSeed, type GameState, type Move } from '../../../engine/games/mirianth';
import { mirianthModule } from '../../../engine/games/mirianth/module';
import type { PlayedModuleGame } from '../../kit/runGame';
import { simulateModule, type KitBotSummary } from '../../kit/simulate';
import { MIRIANTH_ORDER, mirianthBot } from './mirianthAi';
import type { BotKind } from './types';

export type BotSummary = KitBotSummary;

export interface SimulationSummary {
  games: number;
  gamesPerSecond: number;
  bots: BotSummary[];
}

/** Figures beyond the CLI's JSON contract, for the readable table. */
export interface BotExtras {
  bot: BotKind;
  maxDecisionMs: number;
  answers: number;
  maxAnswerMs: number;
}

export interface SimulationResult {
  summary: SimulationSummary;
  extras: BotExtras[];
}

export interface SimulationOptions {
  games: number;
  bots: readonly BotKind[];
  seed: number | string;
  /** Called after each game with the number of games done. */
  onGame?: (done: number) => void;
}

interface Extra { maxMs: number; answers: number; maxAnswerMs: number }

const round = (x: number, digits: number): number => Number(x.toFixed(digits));

/** Adds one game's slowest decision and its answers to proposals (accept or reject), per level. */
function tallyExtras(extras: Map<BotKind, Extra>, kinds: readonly BotKind[], game: PlayedModuleGame<GameState, Move>): void {
  if (!game.final.result) throw new Error('A simulated game ended without a result');
  kinds.forEach((kind, seat) => {
    const x = extras.get(kind);
    if (!x) return;
    const times = game.decisionMs[seat] ?? [];
    // A seat's decision times are in the order of its moves.
    game.moves.filter((m) => m.seat === seat).forEach((move, k) => {
      const ms = times[k] ?? 0;
      if (ms > x.maxMs) x.maxMs = ms;
      if (move.type !== 'accept' && move.type !== 'reject') return;
      x.answers++;
      if (ms > x.maxAnswerMs) x.maxAnswerMs = ms;
    });
  });
}

export function simulate(options: SimulationOptions): SimulationSummary {
  return simulateWithExtras(options).summary;
}

export function simulateWithExtras({ games, bots, seed, onGame }: SimulationOptions): SimulationResult {
  const extras = new Map<BotKind, Extra>();
  for (const kind of bots) if (!extras.has(kind)) extras.set(kind, { maxMs: 0, answers: 0, maxAnswerMs: 0 });
  const kit = simulateModule({
    game: mirianthModule, order: MIRIANTH_ORDER, games, bots, seed: normalizeSeed(seed),
    createBot: mirianthBot,
    onPlayed: (kinds, played) => tallyExtras(extras, kinds, played),
    onGame: (done) => onGame?.(done),
  });
  return {
    // The kit's summary without its any-game figures (winner share, median rounds): Mirianth's JSON stays as it was.
    summary: { games: kit.games, gamesPerSecond: kit.gamesPerSecond, bots: kit.bots },
    extras: [...extras.entries()].map(([bot, x]) => ({ bot, maxDecisionMs: round(x.maxMs, 1), answers: x.answers, maxAnswerMs: round(x.maxAnswerMs, 1) })),
  };
}
