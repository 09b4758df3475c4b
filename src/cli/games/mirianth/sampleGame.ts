/**
 * A bot-played Mirianth Wars game as a save draft, from a fixed seed: for the save benchmark (the
 * CLI entry's `sampleDraft`), tests and demos. Seat 0 is a human (so undo has someone to serve),
 * the rest random bots.
 */
import { createKitBot } from '../../../ai/kit/gameAi';
import { runModuleGame } from '../../../ai/kit/runGame';
import { mirianthAi as MIRIANTH_AI } from '../../../ai/games/mirianth/mirianthAi';
import type { GameState } from '../../../engine/games/mirianth';
import { mirianthModule as MIRIANTH_MODULE } from '../../../engine/games/mirianth/module';
import type { SaveDraft } from '../../../engine/games/mirianth/save';
import type { SaveSetup } from '../../../shared/save';

export interface SampleGame {
  draft: SaveDraft;
  /** The state after the whole game (not only the kept moves). */
  final: GameState;
}

export function sampleSetup(seed: number | string, players: number): SaveSetup {
  return {
    seed,
    mode: 'local',
    seats: Array.from({ length: players }, (_, i) => (i === 0
      ? { name: 'Ana', kind: 'human' as const }
      : { name: `Bot ${i + 1}`, kind: 'bot' as const, bot: 'random' as const })),
  };
}

/** A whole game, or only its first `keep` moves when given. */
export function sampleGame(seed = 2024, players = 4, keep?: number): SampleGame {
  const setup = sampleSetup(seed, players);
  const game = runModuleGame({
    game: MIRIANTH_MODULE,
    order: MIRIANTH_AI.order,
    seed,
    names: setup.seats.map((s) => s.name),
    bots: setup.seats.map((_, i) => createKitBot(MIRIANTH_MODULE, MIRIANTH_AI, 'random', seed * 31 + i)),
  });
  const moves = keep === undefined ? game.moves : game.moves.slice(0, keep);
  return {
    draft: { gameId: `g-sample-${seed}`, name: `Sample game ${seed}`, startedAt: '2026-11-01T10:00:00.000Z', setup, moves },
    final: game.final,
  };
}
