/**
 * The chart-free stepper used by bot playouts (fastStep.ts) must play exactly like the module's
 * statechart: whole games, solo and with more seats, step for step, and it refuses what the chart refuses.
 */
import { describe, expect, it } from 'vitest';
import { decide } from '../../../../src/ai/games/miremarsh';
import { fastStep } from '../../../../src/ai/games/miremarsh/fastStep';
import { KNOBS } from '../../../../src/ai/games/miremarsh/knobs';
import { seatId } from '../../../../src/engine/kit/ids';
import { miremarshModule as m } from '../../../../src/engine/games/miremarsh/module';
import { awaiting } from '../../../../src/engine/games/miremarsh/rules/awaiting';
import type { MiremarshState } from '../../../../src/engine/games/miremarsh/state';

const LEVELS = ['easy', 'normal', 'easy'] as const;

/** Plays one game by the chart, checking after every move that the fast stepper reaches the same state. */
function playBoth(seed: number, players: number): number {
  let s: MiremarshState = m.create({ seed, players: Array.from({ length: players }, (_, i) => ({ name: `p${i}` })) }).state;
  let moves = 0;
  while (s.step !== 'over' && moves < 1500) {
    const seat = awaiting(s)[0];
    if (seat === undefined) throw new Error('nobody awaited');
    const move = decide({ ...s, you: seat }, seatId(Number(seat)), KNOBS[LEVELS[Number(seat) % LEVELS.length] ?? 'easy']);
    const chart = m.apply(s, move);
    if (!chart.ok) throw new Error(`chart refused ${move.type}`);
    const fast = fastStep(s, move);
    expect(fast && m.hash(fast)).toBe(m.hash(chart.state));
    expect(fast?.step).toBe(chart.state.step);
    s = chart.state;
    moves++;
  }
  expect(s.step).toBe('over');
  return moves;
}

describe('miremarsh fast stepper', () => {
  it('reaches the same state as the statechart after every move of whole games', () => {
    let moves = 0;
    for (const [seed, players] of [[1, 1], [2, 2], [3, 3], [4, 2]] as const) moves += playBoth(seed, players);
    expect(moves).toBeGreaterThan(100);
  }, 60_000);

  it('refuses a move the chart refuses, and any move once the game is over', () => {
    const s = m.create({ seed: 7, players: [{ name: 'a' }, { name: 'b' }] }).state;
    const wrong = { type: 'respawn', seat: s.turn.seat, at: 'warren' } as const;
    expect(m.apply(s, wrong).ok).toBe(false);
    expect(fastStep(s, wrong)).toBeNull();
    expect(fastStep({ ...s, step: 'over' }, { type: 'endTurn', seat: s.turn.seat })).toBeNull();
  });
});
