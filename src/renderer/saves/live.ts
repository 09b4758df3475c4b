/** The page's one save record of the live game and its one replay viewer. */
import i18next from 'i18next';
import { animationGate, sleep } from '../game/pace';
import { Persistence } from '../games/mirianth/game/persistence';
import { session } from '../games/mirianth/game/session';
import { platform } from '../platform';
import { unsavedTableDrafts } from './gameSaves';
import { notify } from './notices';
import { ReplayController } from '../games/mirianth/saves/replayController';
import { recoverUnsaved, stashUnsaved, type Unsaved } from './unloadStash';

/** A browser autosave replays the whole game on this thread: it waits for the table to finish animating (2 s at most). */
const tableIdle = (): Promise<void> => Promise.race([animationGate.idle(), sleep(2_000)]);

export const persistence = new Persistence(session, platform.saves, { onProblem: (message) => notify('error', message), beforeAutosave: tableIdle });
export const replay = new ReplayController(session);

function unsavedGames(): Unsaved[] {
  const mirianth = persistence.unsavedDraft();
  return [
    ...(mirianth ? [{ kind: 'mirianth' as const, draft: mirianth }] : []),
    ...unsavedTableDrafts().map((draft) => ({ kind: 'any' as const, draft })),
  ];
}

function keepUnsavedOnLeave(): Promise<void> {
  if (typeof window === 'undefined' || typeof localStorage === 'undefined') return Promise.resolve();
  window.addEventListener('pagehide', () => stashUnsaved(localStorage, unsavedGames()));
  // Back from the browser's page cache: the games are live again, the stash would be stale.
  window.addEventListener('pageshow', (e) => {
    if (e.persisted) stashUnsaved(localStorage, []);
  });
  return recoverUnsaved(localStorage, platform.saves).then((out) => {
    if (out.failed > 0) notify('error', i18next.t('saves.unsavedLost', { count: out.failed }));
  }, (error: unknown) => console.warn('Could not recover the games left unsaved.', error));
}

/** Settles once the games left unsaved at the last close are in the library (Continue and the list wait for it). */
export const recovered: Promise<void> = keepUnsavedOnLeave();
