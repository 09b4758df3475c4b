/**
 * @deprecated Not a runner of its own: Mirianth games run through the kit's `runModuleGame` with
 * `MIRIANTH_ORDER`. This shim only serves `src/renderer/games/mirianth/bench/benchScript.ts`
 * (left to the renderer's owner); delete it once that file calls `runModuleGame` itself.
 */
import type { GameState, Move } from '../../../engine/games/mirianth';
import { mirianthModule } from '../../../engine/games/mirianth/module';
import { runModuleGame, type PlayedModuleGame } from '../../kit/runGame';
import { MIRIANTH_ORDER } from './mirianthAi';
import type { Bot } from './types';

export function runGame({ seed, names, bots }: { seed: number | string; names: readonly string[]; bots: readonly Bot[] }): PlayedModuleGame<GameState, Move> {
  const kitBots = bots.map((b) => ({ level: b.kind, choose: b.choose.bind(b) }));
  return runModuleGame({ game: mirianthModule, order: MIRIANTH_ORDER, seed, names, bots: kitBots });
}
