/**
 * What the saves buttons and the application menu do. Messages from the saves library (a damaged
 * file, a refused write) are shown in English as they come, and from their codes in other languages.
 */
import type { MenuAction } from '../../shared/menu';
import { kindOf, type AnyLoaded, type SavesFailure } from '../../shared/save';
import { DEFAULT_GAME_ID } from '../../engine/registry';
import { gameMenu } from '../app/gameMenu';
import { activeTable, flushTables, leaveTables, tableSaves } from './gameSaves';
import { i18next } from '../i18n';
import { platform } from '../platform';
import { failureText as localFailureText } from './failureText';
import { notify } from './notices';
import { openSavedGames } from './savesUi';
import { saveTitle } from './saveTitle';
import { recovered } from './live';
import { liveSaves, type LiveSaves } from './liveSaves';

const t = (key: string, options?: Record<string, unknown>): string => i18next.t(key, options);

/** A failure in the player's language (see ./failureText). */
export const failureText = (failure: Parameters<typeof localFailureText>[2]): string | null => localFailureText(t, i18next.language, failure);

/** Resumes the latest unfinished game; false when there was none or it could not be opened. */
export async function continueGame(): Promise<boolean> {
  // A game in progress is saved first, so Continue never goes back behind it.
  await recovered;
  await liveSaves()?.flush();
  await flushTables();
  const out = await platform.saves.continueLatest();
  if (!out.ok) {
    if (out.reason === 'nothingToContinue') {
      for (const s of out.skipped) notify('error', t('saves.skipped', { id: s.id, message: s.message }));
    }
    notify(out.reason === 'nothingToContinue' ? 'info' : 'error', failureText(out) ?? out.message);
    return false;
  }
  for (const s of out.skipped) notify('error', t('saves.skipped', { id: s.id, message: s.message }));
  const error = 'any' in out ? openOther(out, 'load') : openLive((live) => live.resume(out.save, kindOf(out.id) === 'manual' ? out.id : null));
  if (error) notify('error', error);
  return error === null;
}

/** A save in the library's typed documents opens on the live saves' table (the default game's): another game's table steps aside. */
function openLive(open: (live: LiveSaves) => string | null): string | null {
  const live = liveSaves();
  if (!live) return t('saves.anyGame.noTable', { game: DEFAULT_GAME_ID });
  const error = open(live);
  if (error === null) leaveTables();
  return error;
}

/** A checked save of another game, on that game's table. */
function openOther(out: AnyLoaded, how: 'load' | 'replay'): string | null {
  const table = tableSaves(out.save.game);
  if (!table) return t('saves.anyGame.noTable', { game: out.save.game });
  return how === 'load' ? table.resume(out.save, kindOf(out.id) === 'manual' ? out.id : null) : table.replay(out.save);
}

/**
 * Opens a save of any game (the one its file names), to play on or to replay. A save that cannot be
 * read comes back as the library's failure (its reason is shown in the player's language beside its message).
 */
export async function openSave(id: string, how: 'load' | 'replay'): Promise<SavesFailure | string | null> {
  const out = await platform.saves.load(id);
  if (!out.ok) return out;
  if ('any' in out) {
    if (how === 'load' && out.save.finished) return t('saves.finishedGame');
    return openOther(out, how);
  }
  if (how === 'replay') return openLive((live) => live.replay(out.save));
  if (out.save.finished) return t('saves.finishedGame');
  return openLive((live) => live.resume(out.save, kindOf(out.id) === 'manual' ? out.id : null));
}

const messageOf = (out: SavesFailure | string | null): string | null => (out === null || typeof out === 'string' ? out : failureText(out));

/** Opens a save to play on. Returns the message to show when it cannot be opened. */
export async function loadSave(id: string): Promise<string | null> {
  return messageOf(await openSave(id, 'load'));
}

/** Opens a save in the replay viewer. Returns the message to show when it cannot be opened. */
export async function replaySave(id: string): Promise<string | null> {
  return messageOf(await openSave(id, 'replay'));
}

/** Saves the live game (a manual save, updated by later saves of the same game). */
export async function saveGame(): Promise<void> {
  const table = activeTable() ?? liveSaves();
  const out = table ? await table.save() : null;
  if (out === null) {
    notify('info', t('saves.nothingToSave'));
    return;
  }
  if (out.ok) notify('info', t('saves.saved', { name: saveTitle(i18next.t, out.entry, i18next.language) }));
  else notify('error', failureText(out) ?? out.message);
}

/** Autosaves what is unsaved, then lets the app close. */
export async function quitApp(): Promise<void> {
  try {
    await liveSaves()?.flush();
    await flushTables();
  } finally {
    await platform.quit();
  }
}

export async function handleMenu(action: MenuAction): Promise<void> {
  switch (action) {
    case 'new': return gameMenu()?.newGame();
    case 'continue': {
      await continueGame();
      return;
    }
    case 'save': return saveGame();
    case 'load':
    case 'replay': return openSavedGames();
    case 'learn': return gameMenu()?.learn();
    case 'quit': return quitApp();
    // The interface zoom is the page's view setting, not a saves matter (app/zoomMenu.ts).
    case 'zoomIn':
    case 'zoomOut':
    case 'zoomReset':
      return;
  }
}
