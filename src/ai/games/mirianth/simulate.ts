/**
 * Many headless games between bot levels, with seats rotated so every level sits in every seat
 * equally: game g uses rotation g mod P, and the P games of one rotation share a deal (the same
 * deck seed), so a level is compared with the others on the same cards. Seating, seeds and
 * percentiles are the kit's (`ai/kit/simulate.ts`); this adds answer times and a sample reservoir.
 */
import { normalizeSeed } from '../../../engine/games/mirianth';
import { xoroshiro128plus } from './rng';
import { botSeed, dealSeed, percentile, seating } from '../../kit/simulate';
import { mirianthModule } from '../../../engine/games/mirianth/module';
import { runModuleGame } from '../../kit/runGame';
import { MIRIANTH_ORDER, mirianthBot } from './mirianthAi';
import type { BotKind } from './types';

export interface BotSummary {
  bot: BotKind;
  games: number;
  winShare: number;
  meanScore: number;
  p50DecisionMs: number;
  p95DecisionMs: number;
}

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

/** Keeps every sample up to a cap, then a uniform reservoir of them (deterministic). */
class Samples {
  private readonly values: number[] = [];
  private seen = 0;
  private readonly rng = xoroshiro128plus(12345);
  constructor(private readonly cap = 500_000) {}
  add(x: number): void {
    this.seen++;
    if (this.values.length < this.cap) this.values.push(x);
    else {
      const j = (this.rng.next() >>> 0) % this.seen;
      if (j < this.cap) this.values[j] = x;
    }
  }
  /** Nearest-rank percentile (the kit's). */
  percentile(p: number): number {
    return percentile(this.values, p);
  }
}

interface Tally {
  games: number;
  wins: number;
  score: number;
  times: Samples;
  maxMs: number;
  answers: number;
  maxAnswerMs: number;
}


const round = (x: number, digits: number): number => Number(x.toFixed(digits));

export function simulate(options: SimulationOptions): SimulationSummary {
  return simulateWithExtras(options).summary;
}

export function simulateWithExtras({ games, bots, seed, onGame }: SimulationOptions): SimulationResult {
  const tallies = new Map<BotKind, Tally>();
  for (const kind of bots) if (!tallies.has(kind)) tallies.set(kind, { games: 0, wins: 0, score: 0, times: new Samples(), maxMs: 0, answers: 0, maxAnswerMs: 0 });
  const base = normalizeSeed(seed);
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const kinds = seating(bots, g);
    const players = kinds.map((kind, seat) => mirianthBot(kind, botSeed(base, g, seat)));
    const answerMs: number[][] = kinds.map(() => []);
    const game = runModuleGame({
      game: mirianthModule, order: MIRIANTH_ORDER, seed: dealSeed(base, g, bots.length), names: kinds.map((k, i) => `${k} ${i + 1}`), bots: players,
      onMove: (_before, move, _after, ms) => { if (move.type === 'accept' || move.type === 'reject') answerMs[move.seat]?.push(ms); },
    });
    const result = game.final.result;
    if (!result) throw new Error('A simulated game ended without a result');
    kinds.forEach((kind, seat) => {
      const t = tallies.get(kind);
      if (!t) return;
      t.games++;
      t.score += result.scores[seat]?.total ?? 0;
      if (result.winners.some((w) => w === seat)) t.wins += 1 / result.winners.length;
      for (const ms of game.decisionMs[seat] ?? []) {
        t.times.add(ms);
        if (ms > t.maxMs) t.maxMs = ms;
      }
      for (const ms of answerMs[seat] ?? []) {
        t.answers++;
        if (ms > t.maxAnswerMs) t.maxAnswerMs = ms;
      }
    });
    onGame?.(g + 1);
  }
  const seconds = (performance.now() - t0) / 1000;
  const entries = [...tallies.entries()];
  return {
    summary: {
      games,
      gamesPerSecond: round(seconds > 0 ? games / seconds : 0, 3),
      bots: entries.map(([bot, t]) => ({
        bot,
        games: t.games,
        winShare: round(t.games ? t.wins / t.games : 0, 4),
        meanScore: round(t.games ? t.score / t.games : 0, 3),
        p50DecisionMs: round(t.times.percentile(0.5), 3),
        p95DecisionMs: round(t.times.percentile(0.95), 3),
      })),
    },
    extras: entries.map(([bot, t]) => ({ bot, maxDecisionMs: round(t.maxMs, 1), answers: t.answers, maxAnswerMs: round(t.maxAnswerMs, 1) })),
  };
}
