/**
 * Post-game review: each human decision weighed by the hard bot. For every decision the bot says
 * what it would have played (with a one-line reason) and both moves are valued in its model; the
 * difference is the decision's loss in expected points. The review is deterministic: the bot is
 * seeded from the seat and the move's index and runs without time caps (its work budget alone
 * bounds it), so the same save always gives the same review, on any machine.
 */
import { applyMove, legalMoves, playerView, type GameState, type Move, type SeatId } from '../../../../engine/games/mirianth';
import { makeCtx, type LevelSettings } from '../context';
import { HARD } from '../hard';
import { explainHint, type HintReason } from '../hintReason';
import { newMemory, rememberOffer, rewindMemory, type Memory } from '../memory';
import { refine, valueMove } from '../normal';
import { isResolutionStep, solvedResolutionMove } from '../resolutionPolicy';
import { decisionRng } from '../rng';
import { moveUtility } from './moveUtility';
import { resolutionValue } from './resolutionValue';
import { sameDecision } from './sameDecision';

/** The hard level with its clocks taken off: results depend on work done, never on time. */
export const REVIEW_LEVEL: LevelSettings = {
  ...HARD,
  solverMs: Infinity,
  deadlineMs: Infinity,
  progressive: HARD.progressive ? { ...HARD.progressive, capMs: Infinity } : undefined,
};

/** Decisions reported per seat. */
export const TOP_DECISIONS = 3;
/** Losses below this are noise of the model, not mistakes. */
export const MIN_LOSS = 0.05;

export interface ReviewedDecision {
  /** Index of the move in the game's move list. */
  move: number;
  seat: SeatId;
  chosen: Move;
  suggested: Move;
  /** Expected points the chosen move gave up against the suggested one (≥ 0). */
  loss: number;
  /** Why the bot prefers its move. */
  reason: HintReason;
}

export interface ReviewInput {
  /** The game's first state. */
  start: GameState;
  moves: readonly Move[];
  /** The seats to review (the humans). */
  seats: readonly SeatId[];
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

function seedFor(seat: SeatId): number {
  return 0x5eed + seat * 7919;
}

/** One decision weighed: null when there was nothing to choose or the bot agrees. */
export function weighDecision(state: GameState, index: number, move: Move, memory: Memory): ReviewedDecision | null {
  const seat = move.seat;
  const view = playerView(state, seat);
  if (legalMoves(view, seat).length <= 1) return null;
  let suggested: Move | null;
  let loss: number | null = null;
  if (isResolutionStep(state.step)) {
    suggested = solvedResolutionMove(view, seat);
    if (!suggested || sameDecision(view, suggested, move)) return null;
    const best = resolutionValue(state, seat, suggested);
    const mine = resolutionValue(state, seat, move);
    if (best !== null && mine !== null) loss = best - mine;
  } else {
    // Decide as the hard bot does (same refinement), on the context the values are then read from:
    // both moves are weighed on the very samples the decision was made on.
    const ctx = makeCtx(view, seat, REVIEW_LEVEL, decisionRng(seedFor(seat), index));
    const decide = (): Move | null => valueMove(ctx, { richer: true, memory });
    rewindMemory(memory, index);
    suggested = (REVIEW_LEVEL.progressive ? refine(ctx, REVIEW_LEVEL.progressive, decide) : decide()) ?? legalMoves(view, seat)[0] ?? null;
    if (!suggested || sameDecision(view, suggested, move)) return null;
    const best = moveUtility(ctx, suggested);
    const mine = moveUtility(ctx, move);
    if (best !== null && mine !== null) loss = best - mine;
  }
  if (loss === null || loss < MIN_LOSS) return null;
  return { move: index, seat, chosen: move, suggested, loss: round2(loss), reason: explainHint(view, seat, suggested) };
}

/** The costliest decisions per seat, worst first; seats in order. */
export function topDecisions(all: readonly ReviewedDecision[], perSeat = TOP_DECISIONS): ReviewedDecision[] {
  const bySeat = new Map<SeatId, ReviewedDecision[]>();
  for (const d of all) bySeat.set(d.seat, [...(bySeat.get(d.seat) ?? []), d]);
  return [...bySeat.keys()].sort((a, b) => a - b).flatMap((seat) => (bySeat.get(seat) ?? [])
    .slice()
    .sort((a, b) => b.loss - a.loss || a.move - b.move)
    .slice(0, perSeat));
}

/**
 * The moves that are not decisions of their own: an announcement the same seat changed or locked
 * in with its next move (announcements stay open until locked, so that next move comes in the
 * same step). Announcing with a number key and locking with Enter is one decision, weighed once,
 * at the lock.
 */
export function supersededAnnouncements(moves: readonly Move[]): Set<number> {
  const out = new Set<number>();
  const open = new Map<SeatId, number>();
  moves.forEach((m, i) => {
    const before = open.get(m.seat);
    if (before !== undefined && (m.type === 'announce' || m.type === 'lock')) out.add(before);
    open.delete(m.seat);
    if (m.type === 'announce' && m.lock !== true) open.set(m.seat, i);
  });
  return out;
}

/**
 * The review, one decision at a time: each `next()` weighs one move (so a caller can spread the
 * work over frames or hand it to a worker). Yields the progress; returns every costly decision
 * (`topDecisions` keeps the ones to show).
 */
export function* reviewSteps(input: ReviewInput): Generator<{ done: number; total: number }, ReviewedDecision[], void> {
  const wanted = new Set(input.seats);
  const memories = new Map<SeatId, Memory>();
  const found: ReviewedDecision[] = [];
  const superseded = supersededAnnouncements(input.moves);
  let state = input.start;
  const total = input.moves.length;
  for (let i = 0; i < total; i++) {
    const move = input.moves[i];
    if (move === undefined) break;
    if (wanted.has(move.seat)) {
      const memory = memories.get(move.seat) ?? newMemory();
      memories.set(move.seat, memory);
      const d = superseded.has(i) ? null : weighDecision(state, i, move, memory);
      if (d) found.push(d);
      // The person's own offers count as made: the bot would not suggest a refused offer again.
      if (move.type === 'propose') rememberOffer(memory, playerView(state, move.seat), move.deal, i);
      yield { done: i + 1, total };
    }
    const r = applyMove(state, move);
    if (!r.ok) throw new Error(`Move ${i} is refused: ${r.refusal.message}`);
    state = r.state;
  }
  return found;
}

/** Every costly decision at once. */
export function allDecisions(input: ReviewInput): ReviewedDecision[] {
  const it = reviewSteps(input);
  for (;;) {
    const r = it.next();
    if (r.done) return r.value;
  }
}

/** The review: the costliest decisions of each seat reviewed. */
export function reviewGame(input: ReviewInput): ReviewedDecision[] {
  return topDecisions(allDecisions(input));
}
