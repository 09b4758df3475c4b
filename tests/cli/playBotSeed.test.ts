import { describe, expect, it } from 'vitest';
import { playBotSeed } from '../../src/cli/botList';

describe('play: the bots\' own seeds', () => {
  it('differ between two text seeds (every text seed used to give the bots the same draws)', () => {
    expect(playBotSeed('abc', 0)).not.toBe(playBotSeed('abd', 0));
    expect(playBotSeed('abc', 1)).not.toBe(playBotSeed('zzz', 1));
  });

  it('stay as they were for a number seed, and differ by seat', () => {
    expect(playBotSeed(3, 0)).toBe(93);
    expect(playBotSeed(3, 2)).toBe(95);
    expect(playBotSeed('abc', 0)).not.toBe(playBotSeed('abc', 1));
  });
});
