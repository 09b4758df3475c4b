/** A seeded random game folded into one digest: every move played and the hash of the state after it. */
import { MIRIANTH_ORDER, mirianthBot } from '../../../../../src/ai/games/mirianth/mirianthAi';
import { runModuleGame } from '../../../../../src/ai/kit/runGame';
import { mirianthModule } from '../../../../../src/engine/games/mirianth/module';
import { canonicalJson, hashState } from '../../../../../src/engine/kit/stateHash';
import { type RulesVersion } from '../../../../../src/engine/games/mirianth';
import { hashText } from '../../../../../src/engine/kit/stateHash';
import { names } from './game';

export function gameDigest(seed: number, players: number, rulesVersion?: RulesVersion): { moves: number; digest: string } {
  const botNames = names(players).map((p) => p.name);
  const parts: string[] = [];
  const game = runModuleGame({ game: mirianthModule, order: MIRIANTH_ORDER,
    seed,
    rulesVersion,
    names: botNames,
    bots: botNames.map((_, i) => mirianthBot('random', seed * 4 + i)),
    onMove: (_before, move, after) => parts.push(canonicalJson(move), hashState(after)),
  });
  return { moves: game.moves.length, digest: hashText(parts.join('\n')) };
}
