/**
 * The guided first game as data: a seed and every move of the game the coach walks through,
 * planned and frozen by `scripts/coachSeed.ts` (see plan/planGuidedGame.ts). Parsed with the
 * engine's move schema, since the file is data from outside the code.
 */
import { z } from 'zod';
import { parseMove, RULES_VERSION, type Move } from '../../../../engine/games/mirianth';
import data from './guidedGame.json';
import type { GameConfig } from '../game/types';

const fileSchema = z.object({ seed: z.number().int().nonnegative(), rulesVersion: z.number().int(), moves: z.array(z.unknown()) });

export interface GuidedGame {
  seed: string;
  moves: readonly Move[];
}

function load(): GuidedGame {
  const file = fileSchema.parse(data);
  // A rules change makes the frozen game a different game: scripts/coachSeed.ts must plan it again.
  if (file.rulesVersion !== RULES_VERSION) console.warn(`The guided game was planned under rules ${file.rulesVersion}, not ${RULES_VERSION}.`);
  const moves = file.moves.map((raw, i) => {
    const parsed = parseMove(raw);
    if (!parsed.ok) throw new Error(`Guided game move ${i}: ${parsed.message}`);
    return parsed.move;
  });
  return { seed: String(file.seed), moves };
}

let cached: GuidedGame | null = null;

export function guidedGame(): GuidedGame {
  cached ??= load();
  return cached;
}

/** The person at seat 0 and two gentle (easy) bots, on the guided seed. */
export function guidedConfig(names: { human: string; bots: readonly [string, string] }): GameConfig {
  return {
    seed: guidedGame().seed,
    seats: [{ name: names.human, kind: 'human' }, { name: names.bots[0], kind: 'easy' }, { name: names.bots[1], kind: 'easy' }],
  };
}
