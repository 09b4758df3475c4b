/** Play order and gem exchanges by tie group (rulings §3.2, §3.3, §10 #1 #2 #16). */
import { describe, expect, it } from 'vitest';
import { applySwaps, gemSwaps, playOrder } from '../../../../src/engine/games/nains/rules/gems';
import { atTavern, decisionOf, play, S } from './support';

const seats = [S(0), S(1), S(2), S(3), S(4)];

describe('play order and gem exchange', () => {
  it('§10 #1: three Lords bid 5, gems 3, 4, 5: order gem 5, 4, 3; then gems 3 and 5 swap, 4 stays', () => {
    const gems = [3, 4, 5];
    const { order, ties } = playOrder([5, 5, 5], gems, seats.slice(0, 3));
    expect(order).toEqual([2, 1, 0]);
    expect(applySwaps(gems, gemSwaps(ties, gems))).toEqual([5, 4, 3]);
  });
  it('§10 #2: five Lords, two tie groups: order E, B, A, D, C; A<->B and C<->D swap, E keeps 3', () => {
    const bids = [6, 6, 3, 3, 8];
    const gems = [2, 5, 1, 4, 3];
    const { order, ties } = playOrder(bids, gems, seats);
    expect(order).toEqual([4, 1, 0, 3, 2]);
    expect(applySwaps(gems, gemSwaps(ties, gems))).toEqual([5, 2, 4, 1, 3]);
  });
  it('four tied Lords swap lowest with highest and the middle two', () => {
    const gems = [2, 3, 4, 5];
    expect(applySwaps(gems, gemSwaps([seats.slice(0, 4)], gems))).toEqual([5, 4, 3, 2]);
  });
  it('five tied Lords: as four, the middle gem stays', () => {
    const gems = [1, 2, 3, 4, 5];
    expect(applySwaps(gems, gemSwaps([seats], gems))).toEqual([5, 4, 3, 2, 1]);
  });
  it('§10 #16: A and B tie at 5 and A upgrades to 6 with a Retaliation card: B still plays second and they still swap', () => {
    const s = atTavern({
      lords: 3, gems: [5, 4, 3],
      placed: [{ taverns: ['g5', 'b2', 'b3'], pouch: ['b0', 'b6'] }, { taverns: ['g5', 'b2', 'b3'], pouch: ['b0', 'b6'] }, { taverns: ['b2', 'b3', 'b4'], pouch: ['b0', 'b6'] }],
      taverns: [['E1R1', 'E1W1', 'E1T1'], [], []],
    });
    expect(decisionOf(s)).toBe('pick:0');
    const after = play(s, { type: 'pick', seat: S(0), card: 'E1R1' });
    expect(after.placed?.[0]?.taverns[0]).toBe('g6');
    expect(decisionOf(after)).toBe('pick:1');
    const done = play(after, { type: 'pick', seat: S(1), card: 'E1W1' });
    expect(done.players.map((p) => p.gem)).toEqual([4, 5, 3]);
    expect(done.events.some((e) => e.type === 'gemsSwapped')).toBe(true);
  });
  it('the swap happens at the end of the tavern, so the next tavern uses the new gems', () => {
    const s = atTavern({
      lords: 2, gems: [4, 5],
      placed: [{ taverns: ['b3', 'b3', 'b0'], pouch: ['b2', 'b6'] }, { taverns: ['b3', 'b3', 'b2'], pouch: ['b0', 'b6'] }],
      taverns: [['E1R3', 'E1W1', 'E1T1'], ['E1W2', 'E1W3', 'E1T2'], []],
    });
    expect(decisionOf(s)).toBe('pick:1');
    const t2 = play(s, { type: 'pick', seat: S(1), card: 'E1W1' }, { type: 'pick', seat: S(0), card: 'E1T1' });
    expect(t2.run?.tavern).toBe(1);
    expect(decisionOf(t2)).toBe('pick:0');
  });
});
