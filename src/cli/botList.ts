/** Parses `--bots a,b,c`: one bot level per seat, from the registry. */
import { aiForId } from '../ai/registry';
import type { BotLevel } from '../engine/kit/module';
import { DEFAULT_GAME_ID } from '../engine/registry';
import { UsageError } from './types';
import { fnv1a } from '../engine/kit/hash';

/** `--bots a,b,c` for the default game (Mirianth Wars): its AI's levels, from the AI registry. */
export function parseBots(value: string | undefined, players: number): BotLevel[] {
  return parseLevels(value, players, aiForId(DEFAULT_GAME_ID).levels);
}

/** `--bots a,b,c` for any game: one level per seat, among the levels the game's AI offers. */
export function parseLevels(value: string | undefined, players: number, levels: readonly BotLevel[]): BotLevel[] {
  if (value === undefined) throw new UsageError('--bots is required, e.g. --bots random,random');
  const names = value.split(',').map((s) => s.trim());
  if (names.length !== players) throw new UsageError(`--bots lists ${names.length} bot(s) but --players is ${players}`);
  return names.map((name) => {
    const level = levels.find((l) => l === name);
    if (level === undefined) throw new UsageError(`Unknown bot "${name}"; choose from ${levels.join(', ')}`);
    return level;
  });
}

/** A seed option: digits are a number, anything else is text (folded to 32 bits where a number is needed). */
export function seedNumber(seed: number | string): number {
  if (typeof seed === 'number') return seed | 0;
  return fnv1a(seed) | 0;
}

/**
 * A bot's own seed for `play`: from the game's seed (a text seed folded by `seedNumber`), so two
 * text seeds do not share their bots' draws. Bots fold seeds to 32 bits, so this gives the draws
 * `seedFromText(seed) * 31 + seat` gave before.
 */
export function playBotSeed(seed: number | string, seat: number): number {
  return seedNumber(seed) * 31 + seat;
}

/** `play`'s seat names: the level, capitalised, and the seat number ("Random 1", "Hard 2"). */
export function botNames(levels: readonly BotLevel[]): string[] {
  return levels.map((k, i) => `${k[0]?.toUpperCase()}${k.slice(1)} ${i + 1}`);
}
