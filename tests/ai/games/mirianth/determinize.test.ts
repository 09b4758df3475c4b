/**
 * Determinization: states sampled from a view are consistent with it (the same view comes back),
 * keep the Last Round card within the positions it can still hold, and use only unseen cards.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, awaitingSeats, createGame, playerView, turnOrder, type GameState, type SeatId } from '../../../../src/engine/games/mirianth';
import { LAST_ROUND_ID } from '../../../../src/engine/games/mirianth/cards/catalog';
import { createBot } from '../../../../src/ai/games/mirianth/bots';
import { determinize } from '../../../../src/ai/games/mirianth/determinize';
import { sampleFuture, spreadPoint } from '../../../../src/ai/games/mirianth/futures';
import { futureRounds, lastRoundSpan, unseenCards, unseenConsistent } from '../../../../src/ai/games/mirianth/knowledge';
import { xoroshiro128plus } from '../../../../src/ai/games/mirianth/rng';

function nextSeat(state: GameState): SeatId | undefined {
  const waiting = awaitingSeats(state);
  return turnOrder(state.players.length, state.revealer).find((s) => waiting.includes(s));
}

describe('determinization', () => {
  for (const players of [2, 3, 4]) {
    it(`samples ${players}-player states consistent with the view, all game long`, () => {
      const rng = xoroshiro128plus(players);
      let state = createGame({ seed: 100 + players, players: Array.from({ length: players }, (_, i) => ({ name: `p${i}` })) }).state;
      const bots = state.players.map((_, i) => createBot('easy', i));
      let checked = 0;
      for (let n = 0; state.step !== 'gameOver'; n++) {
        const seat = nextSeat(state);
        if (seat === undefined) throw new Error('nobody to move');
        const view = playerView(state, seat);
        if (n % 7 === 0) {
          expect(unseenConsistent(view)).toBe(true);
          const unseen = new Set(unseenCards(view).draw.map((d) => d.id));
          expect(new Set(state.drawDeck)).toEqual(unseen);
          const sample = determinize(view, rng);
          // The sampled state shows the seat exactly what it saw.
          expect(playerView(sample, seat)).toEqual(view);
          expect(sample.drawDeck).toHaveLength(view.drawCount);
          expect(sample.plagueDeck).toHaveLength(view.plagueCount);
          const span = lastRoundSpan(view);
          const at = sample.drawDeck.indexOf(LAST_ROUND_ID);
          if (span) {
            expect(at).toBeGreaterThanOrEqual(span.lo);
            expect(at).toBeLessThanOrEqual(span.hi);
            // The true deck satisfies the same constraint.
            expect(state.drawDeck.indexOf(LAST_ROUND_ID)).toBeGreaterThanOrEqual(span.lo);
          } else expect(at).toBe(-1);
          // Rounds left: the sampled futures span the expectation.
          if (state.step === 'announcing') {
            const rounds = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => sampleFuture(view, rng, spreadPoint(i + 1)).rounds);
            const expected = futureRounds(view);
            expect(Math.min(...rounds)).toBeLessThanOrEqual(expected + 1e-9);
            expect(Math.max(...rounds)).toBeGreaterThanOrEqual(expected - 1e-9);
          }
          checked++;
        }
        const r = applyMove(state, (bots[seat] ?? createBot('random', 0)).choose(view, seat));
        if (!r.ok) throw new Error(r.refusal.message);
        state = r.state;
      }
      expect(checked).toBeGreaterThan(5);
    }, 60_000);
  }

  it('spreads the Last Round card evenly over its span', () => {
    const { state } = createGame({ seed: 8, players: [{ name: 'a' }, { name: 'b' }, { name: 'c' }, { name: 'd' }] });
    const view = playerView(state, state.revealer);
    const span = lastRoundSpan(view);
    if (!span) throw new Error('the Last Round card is unseen at the start');
    const rng = xoroshiro128plus(1);
    const counts = new Map<number, number>();
    for (let i = 0; i < 2100; i++) {
      const at = determinize(view, rng).drawDeck.indexOf(LAST_ROUND_ID);
      counts.set(at, (counts.get(at) ?? 0) + 1);
    }
    expect(counts.size).toBe(span.hi - span.lo + 1);
    for (const n of counts.values()) expect(n).toBeGreaterThan(50);
  });
});
