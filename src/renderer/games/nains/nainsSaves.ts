/**
 * Nains in the saves screens: the live game's save record (autosaves at every reveal, deal and
 * the end; manual saves), opening a save to play on or to replay, and a save's moment in words.
 */
import { nainsModule } from '../../../engine/nains/module';
import { newGameId, type ModuleSaveDocument, type WriteOutcome } from '../../../shared/save';
import { replayModule } from '../../../shared/save/moduleTimeline';
import type { SeatConfig } from '../../game/types';
import { platform } from '../../platform';
import { registerTableSaves, type TableSaves } from '../../saves/gameSaves';
import { ModuleSaveRecord } from '../../saves/moduleRecord';
import { notify } from '../../saves/notices';
import { cleanSeatName } from '../../saves/savesModel';
import { createStore } from '../../store';
import { nainsSession } from './nainsSession';

let record: ModuleSaveRecord | null = null;
/** How many moves of the shown game the newest save holds (-1: none yet); the bar shows it. */
export const nainsSavedMoves = createStore<number>(-1);

function seatsOf(doc: Pick<ModuleSaveDocument, 'setup'>): SeatConfig[] {
  return doc.setup.seats.map((s) => (s.kind === 'human' ? { name: s.name, kind: 'human' } : { name: s.name, kind: s.bot === 'random' ? 'easy' : s.bot }));
}

function newRecord(doc: Pick<ModuleSaveDocument, 'gameId' | 'createdAt' | 'setup'>, manualId: string | null, timeline: ConstructorParameters<typeof ModuleSaveRecord>[1], saved: boolean): ModuleSaveRecord {
  return new ModuleSaveRecord(
    { game: nainsModule.id, gameId: doc.gameId, startedAt: doc.createdAt, setup: doc.setup, manualId, saved: saved ? timeline : null },
    timeline,
    { saves: platform.saves, onProblem: (message) => notify('error', message), onSaved: (moves) => nainsSavedMoves.set(moves) },
  );
}

/** Leaves the record of the game shown: its unsaved moves go to an autosave. */
function closeRecord(): void {
  const r = record;
  record = null;
  nainsSavedMoves.set(-1);
  if (r) void r.flush();
}

let installed = false;

/** Follows the Nains session from now on (once per page). */
export function installNainsSaves(): void {
  if (installed) return;
  installed = true;
  registerTableSaves(nainsModule.id, nainsSaves);
  nainsSession.listen({
    started(timeline, seats) {
      closeRecord();
      const now = new Date();
      const setup = {
        seed: timeline.setup.seed, mode: 'local' as const,
        seats: seats.map((c) => (c.kind === 'human' ? { name: cleanSeatName(c.name), kind: 'human' as const } : { name: cleanSeatName(c.name), kind: 'bot' as const, bot: c.kind })),
      };
      record = newRecord({ gameId: newGameId(now), createdAt: now.toISOString(), setup }, null, timeline, false);
    },
    changed(timeline, autosave) {
      record?.update(timeline, autosave);
    },
    left: closeRecord,
  });
}

export const nainsSaves: TableSaves = {
  /** Opens a checked save to play on; returns the message to show when it cannot be. */
  resume(doc: ModuleSaveDocument, manualId: string | null): string | null {
    const replayed = replayModule(nainsModule, doc.setup, doc.moves, doc.rulesVersion);
    if (!replayed.ok) return replayed.message;
    installNainsSaves();
    closeRecord();
    record = newRecord(doc, manualId, replayed.timeline, true);
    nainsSavedMoves.set(doc.moves.length);
    if (nainsSession.resume(replayed.timeline, seatsOf(doc))) return null;
    closeRecord();
    return `${nainsModule.name.en}: the table could not rebuild this game`;
  },
  replay(doc: ModuleSaveDocument): string | null {
    const replayed = replayModule(nainsModule, doc.setup, doc.moves, doc.rulesVersion);
    if (!replayed.ok) return replayed.message;
    closeRecord();
    return nainsSession.replay(replayed.timeline, seatsOf(doc)) ? null : `${nainsModule.name.en}: the table could not rebuild this game`;
  },
  async flush(): Promise<void> {
    await record?.flush();
  },
  async save(): Promise<WriteOutcome | null> {
    return record ? record.save() : null;
  },
  active: (): boolean => nainsSession.get().active,
  leave: (): void => nainsSession.leave(),
};
