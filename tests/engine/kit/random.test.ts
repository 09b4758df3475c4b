import { describe, expect, it } from 'vitest';
import { hashState } from '../../../src/engine/kit/stateHash';
import { createGame } from '../../../src/engine/games/mirianth';
import { hash128, seedFromText, seedRng } from '../../../src/engine/kit/random';

describe('seeds', () => {
  it('a text seed fills all four words of the generator state', () => {
    // Flipping one character changes every word: the state is not a function of 32 bits.
    const base = hash128('a7f3c0de9b214e6f8d5a0c3b1e2f4a6d');
    const other = hash128('a7f3c0de9b214e6f8d5a0c3b1e2f4a6e');
    base.forEach((word, i) => expect(word).not.toBe(other[i]));
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) for (const [lane, word] of hash128(`seed-${i}`).entries()) seen.add(`${lane}:${word}`);
    expect(seen.size).toBe(8000);
  });

  it('a text seed no longer folds to the 32-bit number with the same hash', () => {
    expect(seedRng('festa junina')).not.toEqual(seedRng(seedFromText('festa junina')));
  });

  it('the same text seed deals the same game; a different one deals another', () => {
    const players = [{ name: 'a' }, { name: 'b' }];
    expect(hashState(createGame({ seed: 'x', players }).state)).toBe(hashState(createGame({ seed: 'x', players }).state));
    expect(hashState(createGame({ seed: 'x', players }).state)).not.toBe(hashState(createGame({ seed: 'y', players }).state));
  });
});
