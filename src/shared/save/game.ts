/**
 * Which game a save holds and under which rules, checked against a catalog (the registry by
 * default) before anything else is read: a save of a game this build does not have, or of rules
 * it cannot replay, gets its own message rather than a confusing "bad move" or "hash differs".
 *
 * Mirianth save documents are typed for Mirianth's moves and states (the renderer replays them),
 * so their replay goes through Mirianth's typed module; every other game's save goes through the
 * generic module path (`moduleSave.ts`).
 */
import type { AnyGameModule } from '../../engine/kit/module';
import { DEFAULT_GAME_ID, MIRIANTH_MODULE, REGISTRY, type GameCatalog, type MirianthModule } from '../../engine/registry';
import { saveError, type SaveError } from './errors';

export { DEFAULT_GAME_ID };

/** The module Mirianth save documents are typed for. */
export const SAVE_GAME_MODULE: MirianthModule = MIRIANTH_MODULE;

function quoted(text: string): string {
  return `"${text.slice(0, 40)}"`;
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
