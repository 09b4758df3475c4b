/**
 * One decision's working context: the view, the seat, a value model shared by every option
 * considered, and the level's settings.
 */
import type { CardDef, CardId, PlayerView, SeatId } from '../../../engine/games/mirianth';
import { turnOrder } from '../../../engine/games/mirianth';
import { createEvaluator, type Change, type Evaluator } from './evaluate';
import type { XoroShiro128Plus } from './rng';
import { now } from './clock';

export interface LevelSettings {
  /** Future samples in the value model for the deciding seat. */
  samples: number;
  /** Future samples when valuing other seats (their replies are predicted). */
  otherSamples: number;
  /** Future cards per round left in projections. */
  fill: number;
  /** Weight of the average opponent's gain against one's own. */
  lambda: number;
  /** Predict the announcements of seats that announce later. */
  anticipate: boolean;
  /** Time cap for the exact resolution solver, in ms. */
  solverMs: number;
  /** Hard cap on a decision's sampling, in ms: past it, values stop adding samples. */
  deadlineMs: number;
  /** Stratified future samples (see evaluate.ts). */
  stratified: boolean;
  /** Determinized futures (see futures.ts). */
  determinized: boolean;
  /**
   * Anytime refinement: decide with `start` samples, then double them while the next pass is
   * expected to stay within `maxSolves` solver calls (work, so results are reproducible) and,
   * as a safety net on a slow machine, within `capMs`.
   */
  progressive?: Progressive;
}

export interface Progressive {
  start: number;
  maxSolves: number;
  capMs: number;
}

export interface Ctx {
  view: PlayerView;
  seat: SeatId;
  level: LevelSettings;
  rng: XoroShiro128Plus;
  /** Value model for the deciding seat. */
  mine: Evaluator;
  /** Value model for other seats (fewer samples). */
  theirs: Evaluator;
  /** The factions as they are, no future: cheap, for shortlists. */
  quick: Evaluator;
}

export function makeCtx(view: PlayerView, seat: SeatId, level: LevelSettings, rng: XoroShiro128Plus): Ctx {
  const deadline = now() + level.deadlineMs;
  const common = { fill: level.fill, rng, stratified: level.stratified, determinized: level.determinized, deadline };
  const mine = createEvaluator(view, { ...common, samples: level.samples });
  const theirs = level.otherSamples === level.samples ? mine : createEvaluator(view, { ...common, samples: level.otherSamples });
  const quick = createEvaluator(view, { samples: 1, fill: 0, rng });
  return { view, seat, level, rng, mine, theirs, quick };
}

export function evaluatorFor(ctx: Ctx, seat: SeatId): Evaluator {
  return seat === ctx.seat ? ctx.mine : ctx.theirs;
}

/** Gain of `change` for `seat` in its own value model. */
export function gainOf(ctx: Ctx, seat: SeatId, change: Change): number {
  const ev = evaluatorFor(ctx, seat);
  return ev.value(seat, change) - ev.value(seat);
}

export function defOf(view: PlayerView, id: CardId): CardDef {
  const d = view.cards[id];
  if (!d) throw new Error(`Unknown card ${id}`);
  return d;
}

export function seatOrder(view: PlayerView): readonly SeatId[] {
  return [...turnOrder(view.players.length, view.round?.revealer ?? view.revealer)];
}

/** The deciding seat's utility of a vector of gains: own gain minus lambda x the average opponent's. */
export function utility(ctx: Ctx, gains: ReadonlyMap<SeatId, number>): number {
  let mine = 0;
  let others = 0;
  for (const [seat, g] of gains) {
    if (seat === ctx.seat) mine += g;
    else others += g;
  }
  const n = Math.max(1, ctx.view.players.length - 1);
  return mine - (ctx.level.lambda * others) / n;
}
