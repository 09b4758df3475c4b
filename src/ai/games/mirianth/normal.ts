/**
 * The normal bot: sound value-based play. Every option is weighed by the value model (expected
 * final score from solver projections), later announcers are predicted, deals are built and
 * answered by value, and Resolution is played by the exact solver.
 */
import { legalMoves, type Move, type PlayerView, type SeatId } from '../../../engine/games/mirianth';
import { unattachedPaladins } from '../../../engine/games/mirianth/rules/attach';
import { dealersOf } from '../../../engine/games/mirianth/rules/peddler';
import { monsters } from '../../../engine/games/mirianth/rules/query';
import { chooseAnnouncement } from './announce';
import { makeCtx, type Ctx, type LevelSettings, type Progressive } from './context';
import { evalStats } from './evaluate';
import { newMemory, offeredHere, rememberOffer, rewindMemory, type Memory } from './memory';
import { answerProposal, attachMove, bargainMove, peddlerMove, pickMove } from './negotiation';
import { isResolutionStep, solvedResolutionMove } from './resolutionPolicy';
import { decisionRng, xoroshiro128plus, type XoroShiro128Plus } from './rng';
import type { Bot, BotKind } from './types';
import { now } from './clock';

export const NORMAL: LevelSettings = {
  samples: 2,
  otherSamples: 1,
  fill: 0.85,
  lambda: 0.5,
  anticipate: true,
  solverMs: 10,
  deadlineMs: 120,
  stratified: false,
  determinized: false,
};

/** The moves of a value-based level, step by step. */
export function valueMove(ctx: Ctx, opts: { richer: boolean; memory?: Memory }): Move | null {
  const { view, seat } = ctx;
  switch (view.step) {
    case 'announcing':
      return chooseAnnouncement(ctx);
    case 'bargaining': {
      const d = view.round?.disputes[view.round.current];
      if (d?.pending) return answerProposal(ctx);
      const offered = opts.memory ? offeredHere(opts.memory, view) : undefined;
      return bargainMove(ctx, { richer: opts.richer, acceptMargin: 0.1, offered });
    }
    case 'conceding':
      return pickMove(ctx);
    case 'peddler':
      return peddlerMove(ctx, dealersOf(view, seat));
    case 'attaching': {
      const options = unattachedPaladins(view, seat).flatMap((paladin) => monsters(view, seat).map((monster) => ({ paladin, monster })));
      return attachMove(ctx, options);
    }
    default:
      return isResolutionStep(view.step) ? solvedResolutionMove(view, seat, ctx.level.solverMs) : null;
  }
}

/** A bot of a value-based level; `move` may be called more than once per decision (refinement). */
export function valueBot(kind: BotKind, seed: number, level: LevelSettings, move: (ctx: Ctx, rng: XoroShiro128Plus) => Move | null, memory?: Memory): Bot {
  const rng = xoroshiro128plus(seed);
  return {
    kind,
    choose(view: PlayerView, seat: SeatId, at?: number): Move {
      if (memory) rewindMemory(memory, at);
      const r = at === undefined ? rng : decisionRng(seed, at);
      const ctx = makeCtx(view, seat, level, r);
      const m = level.progressive ? refine(ctx, level.progressive, () => move(ctx, r)) : move(ctx, r);
      // Remember the offer made, so a refused one is not repeated in this dispute.
      if (m?.type === 'propose' && memory) rememberOffer(memory, view, m.deal, at);
      if (m) return m;
      const legal = legalMoves(view, seat)[0];
      if (!legal) throw new Error(`No legal move for seat ${seat} at ${view.step}`);
      return legal;
    },
  };
}

/** Decides with few samples, then again with twice as many while the budget allows (see LevelSettings). Exported for the post-game review, which decides as the bot does. */
export function refine(ctx: Ctx, p: Progressive, decide: () => Move | null): Move | null {
  const t0 = now();
  const s0 = evalStats.solves;
  const ratio = ctx.theirs.samples / Math.max(1, ctx.mine.samples);
  const set = (n: number): void => {
    ctx.mine.active = n;
    ctx.theirs.active = Math.max(1, Math.round(n * ratio));
  };
  let active = Math.min(p.start, ctx.mine.samples);
  set(active);
  let m = decide();
  while (active < ctx.mine.samples) {
    const next = Math.min(ctx.mine.samples, active * 2);
    // A pass costs about as much as the samples it adds: the next one ends near (so far) x next / active.
    const grow = next / active;
    if ((evalStats.solves - s0) * grow > p.maxSolves || (now() - t0) * grow > p.capMs) break;
    active = next;
    set(active);
    m = decide();
  }
  return m;
}

export function createNormalBot(seed: number): Bot {
  const memory = newMemory();
  return valueBot('normal', seed, NORMAL, (ctx) => valueMove(ctx, { richer: true, memory }), memory);
}
