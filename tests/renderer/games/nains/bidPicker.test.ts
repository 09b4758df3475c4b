import { describe, expect, it } from 'vitest';
import { handIndexes } from '../../../../src/renderer/games/nains/parts/BidPicker';

describe('Nains bid picker', () => {
  it('lays a hinted bid on the hand coins tavern by tavern, two coins of one value on two places', () => {
    const hand = ['b0', 'g5', 'b3', 'g5', 'b4'];
    expect(handIndexes(hand, ['g5', 'b3', 'g5'])).toEqual([1, 2, 3]);
    expect(handIndexes(hand, ['b4', 'b0', 'g5'])).toEqual([4, 0, 1]);
  });

  it('leaves a tavern empty when the hand lacks the hinted coin', () => {
    expect(handIndexes(['b0', 'b2'], ['b2', 'b2', 'b0'])).toEqual([1, null, 0]);
  });
});
