/**
 * Which game a save holds and under which rules, checked against a catalog (the registry by
 * default) before anything else is read: a save of a game this build does not have, or of rules
 * it cannot replay, gets its own message rather than a confusing "bad move" or "hash differs".
 *
 * A game with its own typed save documents reads them through its save codec (`codec.ts`); every
 * other game's save goes through the generic module path (`moduleSave.ts`).
 */
import type { AnyGameModule } from '../../engine/kit/module';
import { DEFAULT_GAME_ID, REGISTRY, type GameCatalog } from '../../engine/registry';
import { saveError, type SaveError } from './errors';

export { DEFAULT_GAME_ID };

function quoted(text: string): string {
  return `"${text.slice(0, 40)}"`;
}

/** A game's English name for messages, from `catalog` (part of its id when this build lacks it). */
export function gameNameOf(game: string, catalog: GameCatalog = REGISTRY): string {
  return catalog.find(game)?.name.en ?? game.slice(0, 40);
}

/** The module to replay a save of `game` with, or why there is none. */
export function saveGame(game: string, catalog: GameCatalog = REGISTRY): { ok: true; module: AnyGameModule } | SaveError {
  const module = catalog.find(game);
  if (module === undefined) {
    return saveError('unknownGame', `This save is of a game this app does not have (${quoted(game)}). Update Mirianth Table, or open it in the app that made it.`);
  }
  return { ok: true, module };
}

/** The module, once `rulesVersion` is one it still replays; otherwise a message for that case alone. */
export function saveRules(game: string, rulesVersion: number, catalog: GameCatalog = REGISTRY): { ok: true; module: AnyGameModule } | SaveError {
  const found = saveGame(game, catalog);
  if (!found.ok) return found;
  const { module } = found;
  if (module.rulesVersions.includes(rulesVersion)) return found;
  const newest = Math.max(...module.rulesVersions);
  if (rulesVersion > newest) {
    return saveError('unknownRulesVersion', `This ${module.name.en} save was played under rules version ${rulesVersion}, newer than this app knows (up to ${newest}). Update Mirianth Table to open it.`);
  }
  return saveError('unknownRulesVersion', `This ${module.name.en} save was played under rules version ${rulesVersion}, which this app can no longer replay (it knows ${module.rulesVersions.join(', ')}).`);
}
