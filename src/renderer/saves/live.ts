/** The games left unsaved when the page goes away, kept for the next start (see ./unloadStash). */
import i18next from 'i18next';
import { platform } from '../platform';
import { unsavedTableDrafts } from './gameSaves';
import { liveSaves } from './liveSaves';
import { notify } from './notices';
import { recoverUnsaved, stashUnsaved, type Unsaved } from './unloadStash';

function unsavedGames(): Unsaved[] {
  const live = liveSaves()?.unsavedDraft() ?? null;
  return [
    ...(live ? [{ kind: 'mirianth' as const, draft: live }] : []),
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
