import { describe, expect, it } from 'vitest';
import { playBotSeed } from '../../src/cli/botList';
import { seedFromText } from '../../src/engine/kit/random';

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

  it('give a text seed\'s bots the draws they had with seedFromText (bots fold a seed to 32 bits)', () => {
    for (const text of ['abc', 'zzz', 'a longer text seed']) {
      for (const seat of [0, 3]) expect(playBotSeed(text, seat) | 0).toBe((seedFromText(text) * 31 + seat) | 0);
    }
  });
});
