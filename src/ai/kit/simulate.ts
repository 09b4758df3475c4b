/**
 * Many headless games of any module between bot levels, seats rotated (game g uses rotation
 * g mod P; the P games of a rotation share a deal), with the CLI's JSON summary. A game's own
 * figures come from the `onPlayed` hook (Mirianth's answer times, `games/mirianth/simulate.ts`).
 */
import type { BaseEvent, BaseMove, BotLevel, GameBot, GameModule, GameSummary } from '../../engine/kit/module';
import { kitRng } from './rng';
import { runModuleGame, type PlayedModuleGame, type RunOrder } from './runGame';

export interface KitBotSummary {
  bot: BotLevel;
  games: number;
  winShare: number;
  meanScore: number;
  p50DecisionMs: number;
  p95DecisionMs: number;
}

export interface KitSimulationSummary {
  games: number;
  gamesPerSecond: number;
  bots: KitBotSummary[];
  /** Games that ended with at least one winner ÷ games (a game can end with nobody winning). */
  winnerShare?: number;
  /** Median of the round each game ended in (games whose summary names no round are left out). */
  medianRounds?: number;
}

export interface KitSimulationOptions<S, V, M extends BaseMove, E extends BaseEvent, O> {
  game: GameModule<S, V, M, E, O>;
  games: number;
  bots: readonly BotLevel[];
  seed: number;
  createBot: (level: BotLevel, seed: number) => GameBot<V, M>;
  /** The game's own run order (its `GameAi.order`), when it declares one. */
  order?: RunOrder<S>;
  /** After each game, before `onGame`: the levels by seat and the played game, for a game's own figures. */
  onPlayed?: (levels: readonly BotLevel[], played: PlayedModuleGame<S, M>) => void;
  /** After each game: how many are done, and that game's summary. */
  onGame?: (done: number, summary: GameSummary) => void;
}

/** The seat-to-level assignment of game `g`: rotation g mod P, so every level sits in every seat equally. */
export function seating<L>(bots: readonly L[], g: number): L[] {
  return bots.map((_, seat) => bots[(seat + g) % bots.length] as L);
}

/** The deal seed of game `g`: one per rotation block, so a level is compared with the others on the same cards. */
export function dealSeed(seed: number, g: number, players: number): number {
  return (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + Math.floor(g / players) * 0x27d4eb2f) >>> 0;
}

/** The seed of the bot in `seat` of game `g`. */
export function botSeed(seed: number, g: number, seat: number): number {
  return (Math.imul(seed + g, 31) + seat * 7919) | 0;
}

/** Nearest-rank percentile. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length))) - 1] ?? 0;
}

/** Decision times: every one up to a cap, then a uniform reservoir of them (deterministic), so long runs keep bounded memory. */
class Samples {
  private readonly values: number[] = [];
  private seen = 0;
  private readonly rng = kitRng(12345);
  constructor(private readonly cap = 500_000) {}
  add(x: number): void {
    this.seen++;
    if (this.values.length < this.cap) this.values.push(x);
    else {
      const j = (this.rng.next() >>> 0) % this.seen;
      if (j < this.cap) this.values[j] = x;
    }
  }
  percentile(p: number): number {
    return percentile(this.values, p);
  }
}

const round = (x: number, digits: number): number => Number(x.toFixed(digits));

/** The middle value (the mean of the two middle ones for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const hi = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? hi : ((sorted[mid - 1] ?? hi) + hi) / 2;
}

export function simulateModule<S, V, M extends BaseMove, E extends BaseEvent, O>(options: KitSimulationOptions<S, V, M, E, O>): KitSimulationSummary {
  const { game, games, bots, seed } = options;
  const tallies = new Map<BotLevel, { games: number; wins: number; score: number; times: Samples }>();
  for (const level of bots) if (!tallies.has(level)) tallies.set(level, { games: 0, wins: 0, score: 0, times: new Samples() });
  const t0 = performance.now();
  let won = 0;
  const rounds: number[] = [];
  for (let g = 0; g < games; g++) {
    const levels = seating(bots, g);
    const played = runModuleGame({
      game,
      seed: dealSeed(seed, g, bots.length),
      names: levels.map((level, i) => `${level} ${i + 1}`),
      bots: levels.map((level, seat) => options.createBot(level, botSeed(seed, g, seat))),
      order: options.order,
    });
    options.onPlayed?.(levels, played);
    const summary = game.summary(played.final);
    const winners = summary.winners ?? [];
    if (winners.length > 0) won++;
    if (summary.round !== null) rounds.push(summary.round);
    levels.forEach((level, seat) => {
      const t = tallies.get(level);
      if (!t) return;
      t.games++;
      t.score += summary.scores?.[seat] ?? 0;
      if (winners.some((w) => w === seat)) t.wins += 1 / winners.length;
      for (const ms of played.decisionMs[seat] ?? []) t.times.add(ms);
    });
    options.onGame?.(g + 1, summary);
  }
  const seconds = (performance.now() - t0) / 1000;
  return {
    games,
    gamesPerSecond: round(seconds > 0 ? games / seconds : 0, 3),
    bots: [...tallies.entries()].map(([bot, t]) => ({
      bot,
      games: t.games,
      winShare: round(t.games ? t.wins / t.games : 0, 4),
      meanScore: round(t.games ? t.score / t.games : 0, 3),
      p50DecisionMs: round(t.times.percentile(0.5), 3),
      p95DecisionMs: round(t.times.percentile(0.95), 3),
    })),
    winnerShare: round(games ? won / games : 0, 4),
    medianRounds: median(rounds),
  };
}
