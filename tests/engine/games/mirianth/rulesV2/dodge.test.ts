/**
 * Rules version 2, issue 11: a promise cannot be dodged. While a disputant holds an unused
 * promise from another disputant that applies to the dispute, bargaining cannot end (no plague
 * test, no Peddler step) until the holder has invoked it or let it go by declaring no deal.
 */
import { describe, expect, it } from 'vitest';
import { awaitingSeats, legalMoves, type GameState, type Move, type SeatId } from '../../../../../src/engine/games/mirianth';
import { eventsOf, faction, play, playLog, S0, S1, S2 } from '../support/game';
import { deal, disputeInRound, noDeal, promised } from '../support/rulesV2';

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/**
 * Each seat, in `order`, tries to end the dispute: the promiser and any third disputant declare
 * no deal (the promiser also after a rejected offer, when `offerFirst`), the beneficiary makes all
 * three of its offers and the promiser rejects them (so the holder acts and has no proposal left,
 * but neither invokes nor lets the promise go).
 */
function dodgeAttempt(start: GameState, order: readonly SeatId[], offerFirst: boolean): { state: GameState; fate: number } {
  let s = start;
  let fate = 0;
  const run = (...moves: Move[]) => {
    const r = playLog(s, ...moves);
    fate += eventsOf(r.events, 'fateShuffled').length;
    s = r.state;
  };
  for (const seat of order) {
    if (seat === S1) {
      for (let i = 0; i < 3; i++) run({ type: 'propose', seat: S1, deal: deal({ to: S0, claimant: S1 }) }, { type: 'reject', seat: S0 });
    }
    else if (seat === S0 && offerFirst) run({ type: 'propose', seat: S0, deal: deal({ to: S1, claimant: S0 }) }, { type: 'reject', seat: S1 }, noDeal(S0));
    else run(noDeal(seat));
  }
  return { state: s, fate };
}

describe('rules v2: a promise cannot be dodged', () => {
  const cases = [
    { name: '2-way', players: 2, disputants: [S0, S1] },
    { name: '3-way', players: 3, disputants: [S0, S1, S2] },
  ] as const;
  for (const c of cases) {
    for (const kind of ['once', 'nextRound'] as const) {
      for (const offerFirst of [false, true]) {
        it(`${c.name}, ${kind} promise${offerFirst ? ', promiser offers first' : ''}: every order of attempts leaves the holder to decide`, () => {
          const { t, token, state } = promised(c.players, { kind }, ['ruby', 'emerald', 'cabin']);
          const start = disputeInRound(state, 2, 'ruby', c.disputants);
          for (const order of permutations(c.disputants)) {
            const { state: s, fate } = dodgeAttempt(start, order, offerFirst);
            // No plague test, no Peddler step: the dispute waits for the holder alone.
            expect(fate, order.join(',')).toBe(0);
            expect(s.step, order.join(',')).toBe('bargaining');
            expect(awaitingSeats(s), order.join(',')).toEqual([S1]);
            expect(legalMoves(s, S1)).toContainEqual({ type: 'invokePromise', seat: S1, promise: token.id });
            // Invoking it makes the promiser concede.
            const after = play(s, { type: 'invokePromise', seat: S1, promise: token.id });
            expect(after.promises).toEqual([]);
            if (c.players === 2) expect(faction(after, S1)).toContain(t.id('ruby'));
            else expect(after.round?.disputes[0]?.disputants ?? []).not.toContain(S0);
          }
        });
      }
    }
  }

  it('lets the holder let the promise go by declaring no deal; then the plague test follows', () => {
    const { token, state } = promised(2, { kind: 'once' }, ['ruby', 'emerald', 'cabin', 'village']);
    const start = disputeInRound(state, 2, 'ruby', [S0, S1]);
    const { state: s, events } = playLog(start, noDeal(S0), noDeal(S1));
    expect(eventsOf(events, 'fateShuffled')).toHaveLength(1);
    // A once-promise that was let go in this dispute is kept for a later round.
    expect(s.promises.map((p) => p.id)).toEqual([token.id]);
  });

  it('waits for the holder even when every proposal has been used', () => {
    const { state } = promised(2, { kind: 'once' }, ['ruby', 'emerald', 'cabin']);
    let s = disputeInRound(state, 2, 'ruby', [S0, S1]);
    for (let i = 0; i < 3; i++) {
      s = play(s, { type: 'propose', seat: S0, deal: deal({ to: S1, claimant: S0 }) }, { type: 'reject', seat: S1 });
      s = play(s, { type: 'propose', seat: S1, deal: deal({ to: S0, claimant: S1 }) }, { type: 'reject', seat: S0 });
    }
    expect(s.step).toBe('bargaining');
    expect(awaitingSeats(s)).toContain(S1);
    s = play(s, noDeal(S0));
    expect(awaitingSeats(s)).toEqual([S1]);
    expect(eventsOf(play(s, noDeal(S1)).events, 'fateShuffled')).toHaveLength(1);
  });

  it('does not hold up a dispute the promiser is not in', () => {
    const { state } = promised(3, { kind: 'once' }, ['ruby', 'emerald', 'cabin']);
    const s = disputeInRound(state, 2, 'ruby', [S1, S2]);
    const { events } = playLog(s, noDeal(S1), noDeal(S2));
    expect(eventsOf(events, 'fateShuffled')).toHaveLength(1);
  });

  it('holds up the Peddler step too: the holder decides before any Peddler is offered', () => {
    const { t, token, state } = promised(3, { kind: 'once' }, ['ruby', 'emerald', 'cabin'], { factions: [[], [], ['peddler']] });
    let s = disputeInRound(state, 2, 'ruby', [S0, S1]);
    s = play(s, noDeal(S0));
    expect(s.step).toBe('bargaining');
    expect(awaitingSeats(s)).toEqual([S1]);
    s = play(s, { type: 'invokePromise', seat: S1, promise: token.id });
    expect(faction(s, S1)).toContain(t.id('ruby'));
  });

  it('under rules version 1 the promiser could still dodge by declaring no deal first', () => {
    const { token, state } = promised(2, { kind: 'once' }, ['ruby', 'emerald', 'cabin'], { rulesVersion: 1 });
    const start = disputeInRound(state, 2, 'ruby', [S0, S1]);
    const { state: s, events } = playLog(start, noDeal(S0));
    expect(eventsOf(events, 'fateShuffled')).toHaveLength(1);
    expect(s.promises.map((p) => p.id)).toEqual([token.id]);
  });
});
