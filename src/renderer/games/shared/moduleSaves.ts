/**
 * A local table of any module in the saves screens: the live game's save record (autosaves where
 * the session says — barriers, the end, waits on people — and manual saves), opening a save to
 * play on or to replay. Nains and Miremarsh each make one over their session.
 */
import type { AnyGameModule } from '../../../engine/kit/module';
import { newGameId, type ModuleSaveDocument, type WriteOutcome } from '../../../shared/save';
import { replayModule, type ModuleTimeline } from '../../../shared/save/moduleTimeline';
import type { SeatConfig } from '../../game/types';
import { platform } from '../../platform';
import { registerTableSaves, type TableSaves } from '../../saves/gameSaves';
import { ModuleSaveRecord } from '../../saves/moduleRecord';
import { notify } from '../../saves/notices';
import { cleanSeatName } from '../../saves/savesModel';
import { summaryRecord } from '../../records/records';
import { addRecords } from '../../records/recordsStore';
import { createStore, type Store } from '../../store';
import type { LocalSession } from './localSession';

/** The session calls the saves side needs (any game's `LocalSession` has them). */
type SavedSession = Pick<LocalSession<unknown, unknown, never, never>, 'listen' | 'resume' | 'replay' | 'leave'> & { get(): { active: boolean } };

export interface ModuleSaves {
  /** How many moves of the shown game the newest save holds (-1: none yet); the bar shows it. */
  savedMoves: Store<number>;
  /** The id of the game on the table (its saves' gameId), null when none: a guided game keeps its lesson step under it. */
  shownGame: Store<string | null>;
  /** Follows the session from now on (once per page) and registers the table with the saves screens. */
  install(): void;
  table: TableSaves;
}

/** The table's seats for a saved game. A `random` bot (CLI games) plays on at the easy level. */
export function seatsOfSetup(setup: ModuleSaveDocument['setup']): SeatConfig[] {
  return setup.seats.map((s) => (s.kind === 'human' ? { name: s.name, kind: 'human' } : { name: s.name, kind: s.bot === 'random' ? 'easy' : s.bot }));
}

/** The save setup of a new game: names the schema accepts, bot levels kept. */
export function saveSetupOf(seed: number | string, seats: readonly SeatConfig[]): ModuleSaveDocument['setup'] {
  return {
    seed, mode: 'local',
    seats: seats.map((c) => (c.kind === 'human' ? { name: cleanSeatName(c.name), kind: 'human' as const } : { name: cleanSeatName(c.name), kind: 'bot' as const, bot: c.kind })),
  };
}

/** The game on the table, for its line in the records when it ends. */
interface Shown { gameId: string; setup: ModuleSaveDocument['setup']; recorded: boolean }

/** The save record of the game shown: its autosaves and manual saves go through the platform. */
function openRecord(
  game: AnyGameModule, doc: Pick<ModuleSaveDocument, 'gameId' | 'createdAt' | 'setup'>, manualId: string | null,
  timeline: ModuleTimeline, saved: boolean, onSaved: (moves: number) => void,
): ModuleSaveRecord {
  return new ModuleSaveRecord(
    { game: game.id, gameId: doc.gameId, startedAt: doc.createdAt, setup: doc.setup, manualId, saved: saved ? timeline : null },
    timeline,
    { saves: platform.saves, onProblem: (message) => notify('error', message), onSaved },
  );
}

/**
 * A finished game goes into the records at once: the player may delete its saves later, and
 * the records screen would no longer find it among them.
 */
function recordIfOver(game: AnyGameModule, shown: Shown, timeline: ModuleTimeline): void {
  const final = timeline.states[timeline.states.length - 1];
  if (shown.recorded || final === undefined) return;
  const line = summaryRecord(shown.gameId, new Date().toISOString(), game.id, shown.setup.seats, game.summary(final));
  if (!line) return;
  shown.recorded = true;
  addRecords([line]);
}

export function createModuleSaves(game: AnyGameModule, session: SavedSession): ModuleSaves {
  let record: ModuleSaveRecord | null = null;
  let installed = false;
  const savedMoves = createStore<number>(-1);
  const shownGame = createStore<string | null>(null);
  const cannot = `${game.name.en}: the table could not rebuild this game`;

  let shown: Shown | null = null;

  function newRecord(doc: Pick<ModuleSaveDocument, 'gameId' | 'createdAt' | 'setup'>, manualId: string | null, timeline: ModuleTimeline, saved: boolean): ModuleSaveRecord {
    shown = { gameId: doc.gameId, setup: doc.setup, recorded: false };
    shownGame.set(doc.gameId);
    return openRecord(game, doc, manualId, timeline, saved, (moves) => savedMoves.set(moves));
  }

  /** Leaves the record of the game shown: its unsaved moves go to an autosave. */
  function closeRecord(): void {
    const r = record;
    record = null;
    savedMoves.set(-1);
    shownGame.set(null);
    if (r) void r.flush();
  }

  const table: TableSaves = {
    resume(doc, manualId) {
      const replayed = replayModule(game, doc.setup, doc.moves, doc.rulesVersion);
      if (!replayed.ok) return replayed.message;
      install();
      closeRecord();
      record = newRecord(doc, manualId, replayed.timeline, true);
      savedMoves.set(doc.moves.length);
      if (session.resume(replayed.timeline, seatsOfSetup(doc.setup))) return null;
      closeRecord();
      return cannot;
    },
    replay(doc) {
      const replayed = replayModule(game, doc.setup, doc.moves, doc.rulesVersion);
      if (!replayed.ok) return replayed.message;
      closeRecord();
      return session.replay(replayed.timeline, seatsOfSetup(doc.setup)) ? null : cannot;
    },
    async flush(): Promise<void> {
      await record?.flush();
    },
    async save(): Promise<WriteOutcome | null> {
      return record ? record.save() : null;
    },
    unsavedDraft: () => record?.unsavedDraft() ?? null,
    active: () => session.get().active,
    leave: () => session.leave(),
  };

  function install(): void {
    if (installed) return;
    installed = true;
    registerTableSaves(game.id, table);
    session.listen({
      started(timeline, seats) {
        closeRecord();
        const now = new Date();
        record = newRecord({ gameId: newGameId(now), createdAt: now.toISOString(), setup: saveSetupOf(timeline.setup.seed, seats) }, null, timeline, false);
      },
      changed(timeline, autosave) {
        record?.update(timeline, autosave);
        if (shown) recordIfOver(game, shown, timeline);
      },
      left: closeRecord,
    });
  }

  return { savedMoves, shownGame, install, table };
}
