import { describe, expect, it } from 'vitest';
import { createBot } from '../../../src/ai/games/mirianth/bots';
import { hashState } from '../../../src/engine/kit/stateHash';
import { applyMove, awaitingSeats, createGame, playerView, seatId, turnOrder, type GameState } from '../../../src/engine/games/mirianth';
import { mirianthModule } from '../../../src/engine/games/mirianth/module';
import { MIRIANTH_PHASES, MIRIANTH_STEP_PHASE, MIRIANTH_STEPS } from '../../../src/engine/games/mirianth/phases';
import { revealsHiddenInfo } from '../../../src/engine/games/mirianth/save';

/** Plays a random game, calling `each` with every (prev, next, events) triple. */
function playRandom(seed: number, players: number, each: (prev: GameState, next: GameState, events: GameState['events']) => void): GameState {
  let state = createGame({ seed, players: Array.from({ length: players }, (_, i) => ({ name: `P${i}` })) }).state;
  const bot = createBot('random', seed * 7 + 1);
  for (let n = 0; n < 5000 && state.step !== 'gameOver'; n++) {
    const waiting = awaitingSeats(state);
    const seat = turnOrder(players, state.revealer).find((s) => waiting.includes(s));
    if (seat === undefined) throw new Error('nobody to play');
    const move = bot.choose(playerView(state, seat), seat);
    if (!move) throw new Error('no move');
    const r = applyMove(state, move);
    if (!r.ok) throw new Error(r.refusal.message);
    each(state, r.state, r.events);
    state = r.state;
  }
  return state;
}

describe('Mirianth behind the GameModule seam', () => {
  it('derives the step list and step → phase map from the statechart', () => {
    expect(MIRIANTH_PHASES).toEqual(['setup', 'negotiation', 'resolution', 'finished']);
    expect(MIRIANTH_STEPS[0]).toBe('setup');
    expect(MIRIANTH_STEPS.at(-1)).toBe('gameOver');
    expect(MIRIANTH_STEP_PHASE.bargaining).toBe('negotiation');
    expect(MIRIANTH_STEP_PHASE.battles).toBe('resolution');
    expect(MIRIANTH_STEP_PHASE.gameOver).toBe('finished');
    expect(new Set(MIRIANTH_STEPS).size).toBe(Object.keys(MIRIANTH_STEP_PHASE).length);
  });

  it('creates, applies and views exactly like the engine API', () => {
    const setup = { seed: 99, players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] };
    const a = mirianthModule.create(setup).state;
    const b = createGame(setup).state;
    expect(hashState(a)).toBe(hashState(b));
    const ctx = mirianthModule.ctx(a);
    expect(ctx).toEqual({ phase: 'negotiation', step: 'announcing', awaiting: awaitingSeats(b), order: [0, 1, 2], over: false, round: 1 });
    expect(mirianthModule.ctx(mirianthModule.view(a, null))).toEqual(ctx);
    expect(() => mirianthModule.create({ ...setup, rulesVersion: 99 })).toThrow(/no rules version 99/);
  });

  it('refuses malformed input and keeps every event public', () => {
    expect(mirianthModule.parseMove({ type: 'nope' }).ok).toBe(false);
    const { events } = mirianthModule.create({ seed: 5, players: [{ name: 'A' }, { name: 'B' }] });
    for (const e of events) {
      expect(mirianthModule.audience(e, null)).toBe(e);
      expect(mirianthModule.audience(e, seatId(1))).toBe(e);
    }
  });

  it('derives the undo barrier mechanically, agreeing with the hand-kept event list on random games', () => {
    let barriers = 0;
    let moves = 0;
    for (let seed = 1; seed <= 16; seed++) {
      const final = playRandom(seed, 2 + (seed % 3), (prev, next, events) => {
        moves++;
        const mechanical = mirianthModule.isBarrier(prev, next, events);
        expect(mechanical, `seed ${seed}, ${events.map((e) => e.type).join(',')}`).toBe(revealsHiddenInfo(events));
        if (mechanical) barriers++;
      });
      const summary = mirianthModule.summary(final);
      expect(summary.over).toBe(true);
      expect(summary.phase).toBe('finished');
      expect(summary.scores).toHaveLength(final.players.length);
    }
    expect(barriers).toBeGreaterThan(16);
    expect(moves).toBeGreaterThan(barriers);
  }, 60_000);
});
