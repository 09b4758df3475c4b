/**
 * What the saves buttons and the application menu do. Messages from the saves library (a damaged
 * file, a refused write) are shown as they come; the page's own words come from i18n.
 */
import type { MenuAction } from '../../shared/menu';
import { kindOf, type SavesFailure } from '../../shared/save';
import { askNewGame } from '../hud/newGameConfirm';
import { i18next } from '../i18n';
import { platform } from '../platform';
import { notify } from './notices';
import { openSavedGames } from './savesUi';
import { saveTitle } from './saveTitle';
import { persistence, replay } from './live';
import { startGuidedGame, guidedNames } from '../coach/coachRuntime';

const t = (key: string, options?: Record<string, unknown>): string => i18next.t(key, options);

/** A failure worth telling the player about (closing a file dialog is not one). */
export function failureText(failure: SavesFailure): string | null {
  return failure.reason === 'canceled' ? null : failure.message;
}

/** Resumes the latest unfinished game; false when there was none or it could not be opened. */
export async function continueGame(): Promise<boolean> {
  // A game in progress is saved first, so Continue never goes back behind it.
  await persistence.flush();
  const out = await platform.saves.continueLatest();
  if (!out.ok) {
    if (out.reason === 'nothingToContinue') {
      for (const s of out.skipped) notify('error', t('saves.skipped', { id: s.id, message: s.message }));
    }
    notify(out.reason === 'nothingToContinue' ? 'info' : 'error', out.message);
    return false;
  }
  for (const s of out.skipped) notify('error', t('saves.skipped', { id: s.id, message: s.message }));
  const error = persistence.resume(out.save, kindOf(out.id) === 'manual' ? out.id : null);
  if (error) notify('error', error);
  return error === null;
}

/** Opens a save to play on. Returns the message to show when it cannot be opened. */
export async function loadSave(id: string): Promise<string | null> {
  const out = await platform.saves.load(id);
  if (!out.ok) return out.message;
  if (out.save.finished) return t('saves.finishedGame');
  return persistence.resume(out.save, kindOf(out.id) === 'manual' ? out.id : null);
}

/** Opens a save in the replay viewer. Returns the message to show when it cannot be opened. */
export async function replaySave(id: string): Promise<string | null> {
  const out = await platform.saves.load(id);
  if (!out.ok) return out.message;
  return replay.open(out.save);
}

/** Saves the live game (a manual save, updated by later saves of the same game). */
export async function saveGame(): Promise<void> {
  const out = await persistence.save();
  if (out === null) {
    notify('info', t('saves.nothingToSave'));
    return;
  }
  if (out.ok) notify('info', t('saves.saved', { name: saveTitle(i18next.t, out.entry, i18next.language) }));
  else notify('error', out.message);
}

/** Autosaves what is unsaved, then lets the app close. */
export async function quitApp(): Promise<void> {
  try {
    await persistence.flush();
  } finally {
    await platform.quit();
  }
}

export async function handleMenu(action: MenuAction): Promise<void> {
  switch (action) {
    case 'new': return askNewGame();
    case 'continue': {
      await continueGame();
      return;
    }
    case 'save': return saveGame();
    case 'load':
    case 'replay': return openSavedGames();
    case 'learn': return startGuidedGame(guidedNames(t));
    case 'quit': return quitApp();
    // The interface zoom is the page's view setting, not a saves matter (app/zoomMenu.ts).
    case 'zoomIn':
    case 'zoomOut':
    case 'zoomReset':
      return;
  }
}
