/** Hints: suggest(view) gives a legal move for the seat asked, the same one when asked twice. */
import { describe, expect, it } from 'vitest';
import { applyMove, awaitingSeats, checkMove, createGame, playerView, turnOrder, type GameState, type SeatId } from '../../../../src/engine/games/mirianth';
import { createBot, suggest, BOT_KINDS } from '../../../../src/ai/games/mirianth';
import { useClock } from '../../../../src/ai/games/mirianth/clock';

function nextSeat(state: GameState): SeatId | undefined {
  const waiting = awaitingSeats(state);
  return turnOrder(state.players.length, state.revealer).find((s) => waiting.includes(s));
}

describe('suggest', () => {
  it('exports every level from the package entry', () => {
    expect([...BOT_KINDS]).toEqual(['random', 'easy', 'normal', 'hard']);
    for (const kind of BOT_KINDS) expect(createBot(kind, 1).kind).toBe(kind);
  });

  it('offers a legal, repeatable hint at every kind of step, and none to a seat that is not asked', () => {
    let state = createGame({ seed: 21, players: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] }).state;
    const bots = state.players.map((_, i) => createBot('easy', i + 1));
    const steps = new Set<string>();
    for (let n = 0; state.step !== 'gameOver'; n++) {
      const seat = nextSeat(state);
      if (seat === undefined) throw new Error('nobody to move');
      const view = playerView(state, seat);
      if (!steps.has(view.step) || n % 25 === 0) {
        steps.add(view.step);
        // A frozen clock: time caps never bind, so the answer depends on work alone, not on load.
        const restore = useClock(() => 0);
        const hint = suggest(view, undefined, { level: 'normal' });
        const again = suggest(view, undefined, { level: 'normal' });
        restore();
        expect(hint).not.toBeNull();
        if (hint) expect(checkMove(view, hint)).toBeNull();
        expect(again).toEqual(hint);
        const idle = state.players.map((p) => p.seat).find((s) => !view.awaiting.includes(s));
        if (idle !== undefined) expect(suggest(playerView(state, idle))).toBeNull();
      }
      const r = applyMove(state, (bots[seat] ?? createBot('random', 0)).choose(view, seat));
      if (!r.ok) throw new Error(r.refusal.message);
      state = r.state;
    }
    expect(steps.has('announcing')).toBe(true);
    expect(steps.has('battles')).toBe(true);
  }, 60_000);

  it('uses the hard level by default', () => {
    const { state } = createGame({ seed: 4, players: [{ name: 'a' }, { name: 'b' }] });
    const seat = nextSeat(state);
    if (seat === undefined) throw new Error('nobody to move');
    const view = playerView(state, seat);
    const hint = suggest(view);
    expect(hint?.type).toBe('announce');
    if (hint) expect(checkMove(view, hint)).toBeNull();
  }, 30_000);
});
