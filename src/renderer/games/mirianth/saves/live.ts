/** The page's one save record of the live Mirianth game and its one replay viewer, and the saves the platform reaches them by. */
import { asMirianthSave } from '../../../../engine/games/mirianth/save';
import type { TypedSaveDocument } from '../../../../shared/save';
import { animationGate, sleep } from '../../../game/pace';
import { i18next } from '../../../i18n';
import { platform } from '../../../platform';
import type { LiveSaves } from '../../../saves/liveSaves';
import { notify } from '../../../saves/notices';
import { Persistence } from '../game/persistence';
import { session } from '../game/session';
import { ReplayController } from './replayController';

/** A browser autosave replays the whole game on this thread: it waits for the table to finish animating (2 s at most). */
const tableIdle = (): Promise<void> => Promise.race([animationGate.idle(), sleep(2_000)]);

export const persistence = new Persistence(session, platform.saves, { onProblem: (message) => notify('error', message), beforeAutosave: tableIdle });
export const replay = new ReplayController(session);
// Undo and the replay's steps through the session interface reach the record and the viewer.
session.keep({ undo: () => persistence.undo(), undoSeat: () => persistence.undoSeat(), replayTo: (index) => replay.seek(index) });

/** Opens `doc` as Mirianth's (read through its codec), or says no table plays it. */
function own(doc: TypedSaveDocument, open: (save: NonNullable<ReturnType<typeof asMirianthSave>>) => string | null): string | null {
  const save = asMirianthSave(doc);
  return save ? open(save) : i18next.t('saves.anyGame.noTable', { game: doc.game });
}

/** Mirianth's saves as the saves buttons, the menu and the unload stash reach them (GameTable.liveSaves). */
export const mirianthLiveSaves: LiveSaves = {
  resume: (doc, manualId) => own(doc, (save) => persistence.resume(save, manualId)),
  replay: (doc) => own(doc, (save) => replay.open(save)),
  save: () => persistence.save(),
  flush: () => persistence.flush(),
  unsavedDraft: () => persistence.unsavedDraft(),
  live: () => persistence.get(),
  subscribe: (listener) => persistence.subscribe(listener),
};
