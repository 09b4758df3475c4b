/** Real games for save tests: random bots, fixed seeds, so every run sees the same files. */
import { createBot } from '../../../src/ai/bots';
import { runGame } from '../../../src/ai/runGame';
import type { GameState, Move } from '../../../src/engine';
import type { SaveDraft, SaveSetup } from '../../../src/shared/save';

export interface PlayedSave {
  draft: SaveDraft;
  final: GameState;
}

export function setupFor(seed: number | string, players: number): SaveSetup {
  return {
    seed,
    mode: 'local',
    seats: Array.from({ length: players }, (_, i) => (i === 0 ? { name: 'Ana', kind: 'human' as const } : { name: `Bot ${i + 1}`, kind: 'bot' as const, bot: 'random' as const })),
  };
}

/** A whole game, or its first `keep` moves when given. */
export function playedSave(seed = 2024, players = 4, keep?: number): PlayedSave {
  const setup = setupFor(seed, players);
  const game = runGame({
    seed,
    names: setup.seats.map((s) => s.name),
    bots: setup.seats.map((_, i) => createBot('random', seed * 31 + i)),
  });
  const moves: Move[] = keep === undefined ? game.moves : game.moves.slice(0, keep);
  return {
    draft: { gameId: `g-test-${seed}`, name: `Test game ${seed}`, startedAt: '2026-11-01T10:00:00.000Z', setup, moves },
    final: game.final,
  };
}

export const FIXED_NOW = (): Date => new Date('2026-11-02T12:00:00.000Z');
