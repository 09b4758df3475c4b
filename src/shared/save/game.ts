/**
 * Which game a save holds and under which rules, checked against the registry before anything
 * else is read: a save of a game this build does not have, or of rules it cannot replay, gets its
 * own message rather than a confusing "bad move" or "hash differs".
 *
 * Saves still type their moves and states as Mirianth's (the only registered game today), so the
 * replay itself goes through the Mirianth module; a second registered game is refused here with
 * the "unknown game" message until save documents become generic over the module.
 */
import { mirianthModule, type MirianthModule } from '../../engine/mirianth/module';
import { DEFAULT_GAME_ID, findGame } from '../../engine/registry';
import { saveError, type SaveError } from './errors';

export { DEFAULT_GAME_ID };

/** The module save documents are typed for (the one place saves import a game directly). */
export const SAVE_GAME_MODULE: MirianthModule = mirianthModule;

/** Games whose saves this code can replay (by registry id). */
const REPLAYABLE: Readonly<Record<string, MirianthModule>> = { [mirianthModule.id]: mirianthModule };

function quoted(text: string): string {
  return `"${text.slice(0, 40)}"`;
}

/** The module to replay a save of `game` with, or why there is none. */
export function saveGame(game: string): { ok: true; module: MirianthModule } | SaveError {
  const registered = findGame(game);
  const module = Object.hasOwn(REPLAYABLE, game) ? REPLAYABLE[game] : undefined;
  if (registered === undefined || module === undefined) {
    return saveError('unknownGame', `This save is of a game this app does not have (${quoted(game)}). Update Mirianth Table, or open it in the app that made it.`);
  }
  return { ok: true, module };
}

/** The module, once `rulesVersion` is one it still replays; otherwise a message for that case alone. */
export function saveRules(game: string, rulesVersion: number): { ok: true; module: MirianthModule } | SaveError {
  const found = saveGame(game);
  if (!found.ok) return found;
  const { module } = found;
  if (module.rulesVersions.includes(rulesVersion)) return found;
  const newest = Math.max(...module.rulesVersions);
  if (rulesVersion > newest) {
    return saveError('unknownRulesVersion', `This ${module.name.en} save was played under rules version ${rulesVersion}, newer than this app knows (up to ${newest}). Update Mirianth Table to open it.`);
  }
  return saveError('unknownRulesVersion', `This ${module.name.en} save was played under rules version ${rulesVersion}, which this app can no longer replay (it knows ${module.rulesVersions.join(', ')}).`);
}
