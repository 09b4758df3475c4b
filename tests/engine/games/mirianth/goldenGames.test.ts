/**
 * Seeded random games pinned to the fingerprints they had when recorded: every move played and
 * the hash of every state on the way (events included), folded into one digest per game. The
 * statechart may be restructured for speed (fewer transient states, issue 17), but a seeded game
 * must make the same moves through the same states. The determinism suite compares the engine
 * with itself; this one compares it with the engine that recorded these digests.
 */
import { describe, expect, it } from 'vitest';
import type { RulesVersion } from '../../../../src/engine/games/mirianth';
import { gameDigest } from './support/golden';

// Recorded on 2026-12-02 from the statechart of f060606 (branch speed).
const GOLDEN: readonly (readonly [seed: number, players: number, rules: RulesVersion, moves: number, digest: string])[] = [
  [1, 2, 1, 94, '71e5d636d4317a35'],
  [101, 2, 1, 111, 'a831684793539294'],
  [31337, 2, 1, 109, '7925d174a008f3da'],
  [1, 3, 1, 195, '2c3db0df4b4c1263'],
  [101, 3, 1, 182, '13e478431b4d5715'],
  [31337, 3, 1, 192, '982dc2233f3aa911'],
  [1, 4, 1, 292, 'b6d9b84eb2cb6104'],
  [101, 4, 1, 282, 'd29b9ce64d5a13d4'],
  [31337, 4, 1, 272, 'e4dc8a41602bb6f6'],
  [1, 2, 2, 109, 'cd8ca582a8b45fa0'],
  [101, 2, 2, 119, '66fbb258fb4265e2'],
  [31337, 2, 2, 119, '39641f5f79ec10c5'],
  [1, 3, 2, 210, 'cf4d2b946e36c381'],
  [101, 3, 2, 183, 'fb55ed6be828db6c'],
  [31337, 3, 2, 207, '475866ce48f74dcf'],
  [1, 4, 2, 308, '58d41881df3c61ef'],
  [101, 4, 2, 312, 'c78b1a9f88472a3b'],
  [31337, 4, 2, 333, '0b4300c8543b20cd'],
];

describe('seeded random games keep their moves and states', () => {
  it.each(GOLDEN)('seed %i with %i players under rules v%i plays the recorded %i moves through the recorded states', (seed, players, rules, moves, digest) => {
    expect(gameDigest(seed, players, rules)).toEqual({ moves, digest });
  });
});
