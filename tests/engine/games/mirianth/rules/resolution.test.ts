/**
 * The Resolution Phase as a whole (book "Resolution Phase"; rulings 5): archer targets, then
 * initial accommodation, plague effect, battles and final accommodation. Players act in
 * parallel, and each step is finished by every player before the next begins.
 */
import { describe, expect, it } from 'vitest';
import { hashState } from '../../../../../src/engine/kit/stateHash';
import { awaitingSeats, legalMoves, type GameState } from '../../../../../src/engine/games/mirianth';
import { defined, eventsOf, play, refusal, S0, S1, S2 } from '../support/game';
import { preset } from '../support/preset';

/** Three seats, each with a real choice in every step. */
function busyTable() {
  const seatCards = (n: number) => [
    { id: `g${n}`, card: 'goblin' as const }, { id: `w${n}`, card: 'wolf' as const },
    { id: `x${n}`, card: 'archer' as const }, { id: `m${n}`, card: 'mage' as const }, { id: `k${n}`, card: 'king' as const },
    { id: `p${n}`, card: 'plague' as const, penalties: 1 }, { id: `c${n}`, card: 'cabin' as const }, { id: `v${n}`, card: 'village' as const },
    { id: `r${n}`, card: 'ruby' as const }, { id: `e${n}`, card: 'emerald' as const },
  ];
  return preset([seatCards(0), seatCards(1), seatCards(2)]);
}

describe('the resolution steps', () => {
  it('come in the book\'s order, each started once', () => {
    const p = busyTable();
    let s = p.state;
    const started = eventsOf(s.events, 'stepStarted').map((e) => e.step);
    while (s.step !== 'gameOver') {
      const who = defined(awaitingSeats(s)[0]);
      s = play(s, defined(legalMoves(s, who)[0]));
      started.push(...eventsOf(s.events, 'stepStarted').map((e) => e.step));
    }
    expect(started).toEqual(['archerTargets', 'initialAccommodation', 'plagueEffect', 'battles', 'finalAccommodation']);
    expect(s.events.map((e) => e.type).slice(-2)).toEqual(['scored', 'gameEnded']);
  });

  it('ask every player at once, and wait for all before the next step', () => {
    const p = busyTable();
    expect(p.state.step).toBe('archerTargets');
    expect(awaitingSeats(p.state)).toEqual([S0, S1, S2]);
    const aim = (seat: typeof S0, n: number) => ({ type: 'aim' as const, seat, aims: [{ archer: p.id(n, `x${n}`), monster: p.id(n, `w${n}`) }] });
    let s = play(p.state, aim(S1, 1));
    expect(s.step).toBe('archerTargets');
    expect(awaitingSeats(s)).toEqual([S0, S2]);
    // Seat 1 is done: it cannot aim again nor act in the next step early.
    expect(refusal(s, aim(S1, 1)).code).toBe('notYourTurn');
    expect(refusal(s, { type: 'fight', seat: S1, monster: p.id(1, 'w1') }).code).toBe('wrongStep');
    s = play(s, aim(S2, 2), aim(S0, 0));
    expect(s.step).toBe('plagueEffect');
    expect(awaitingSeats(s)).toEqual([S0, S1, S2]);
  });

  it('give the same result whichever player answers first', () => {
    const p = busyTable();
    const answers = (s: GameState, order: readonly (typeof S0)[]) => {
      let out = s;
      while (out.step !== 'gameOver') {
        const waiting = awaitingSeats(out);
        const who = defined(order.find((x) => waiting.includes(x)));
        out = play(out, defined(legalMoves(out, who).at(-1)));
      }
      return out;
    };
    const forward = answers(p.state, [S0, S1, S2]);
    const backward = answers(p.state, [S2, S1, S0]);
    // Only the order in which discards reached the box may differ.
    const outcome = (s: GameState) => hashState({ players: s.players, result: s.result, box: [...s.box].sort() });
    expect(outcome(forward)).toBe(outcome(backward));
  });

  it('skip a player with nothing to decide, applying the only possible answer', () => {
    const p = preset([[{ id: 'g', card: 'goblin' }, 'archer', 'cabin'], [{ id: 'a', card: 'goblin' }, { id: 'b', card: 'wolf' }, 'archer', 'archer', 'castle']]);
    // Seat 0 has one monster: its archer aims there without a question. Seat 1 has two.
    expect(p.state.step).toBe('archerTargets');
    expect(awaitingSeats(p.state)).toEqual([S1]);
    expect(eventsOf(p.state.events, 'archersAimed').map((e) => e.seat)).toEqual([S0]);
  });
});
