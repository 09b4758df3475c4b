/**
 * Keeps the live game's save record next to the session: its game id, setup and the timeline of
 * every state (for undo), autosaves at the end of each negotiation round and resolution step,
 * manual saves, and restoring a saved game into the session.
 */
import type { SeatId } from '../../../../engine/games/mirianth';
import {
  DEFAULT_GAME_ID, newGameId, type SavesApi, type SaveSetup, type WriteOutcome,
} from '../../../../shared/save';
import {
  buildTimeline, extendTimeline, isAutosavePoint, newTimeline, undoTimeline, type SaveDocument, type SaveDraft, type Timeline,
} from '../../../../engine/games/mirianth/save';
import { configFromSetup, setupFromConfig } from '../../../saves/savesModel';
import { logOf, undoSeat } from '../saves/timelineModel';
import type { GameEvent, Session } from './session';
import { Listeners } from '../../../../shared/listeners';

export interface LiveRecord {
  /** Registry id of the game played (saves carry it). */
  game: string;
  gameId: string;
  startedAt: string;
  setup: SaveSetup;
  timeline: Timeline;
  /** The manual save "Save" updates after the first one. */
  manualId: string | null;
  /** The timeline the latest save of this game holds (timelines are never changed in place). */
  saved: Timeline | null;
  /** The session's game the record belongs to. */
  sessionGame: number;
}

export interface PersistenceOptions {
  /** A save failed: the message is shown as is. */
  onProblem?: (message: string) => void;
  /** Waited for before an autosave (the page lets the table finish its animation first). */
  beforeAutosave?: () => Promise<void>;
  now?: () => Date;
}

type Listener = () => void;

export class Persistence {
  private record: LiveRecord | null = null;
  private readonly listeners = new Listeners();
  private readonly now: () => Date;
  /** Numbers each save request; per game, the latest handed to the library, so writes never go back in time. */
  private requests = 0;
  private readonly sent = new Map<string, number>();

  constructor(private readonly session: Session, private readonly saves: SavesApi, private readonly options: PersistenceOptions = {}) {
    this.now = options.now ?? (() => new Date());
  }

  /** Starts following the session; returns the unsubscribe. */
  attach(): () => void {
    const offGame = this.session.onGame((event) => this.onGame(event));
    const offSession = this.session.subscribe(() => {
      const r = this.record;
      // The session left this game (a new game, a replay, another save): keep its latest moves.
      if (r && this.session.getSnapshot().gameId !== r.sessionGame) this.close();
    });
    return () => {
      offGame();
      offSession();
    };
  }

  readonly subscribe = (listener: Listener): (() => void) => {
    return this.listeners.add(listener);
  };

  readonly get = (): LiveRecord | null => this.record;

  /** The live game as a save draft, or null when none is being played. */
  draft(record: LiveRecord | null = this.record): SaveDraft | null {
    if (!record) return null;
    return {
      game: record.game, rulesVersion: record.timeline.rulesVersion,
      gameId: record.gameId, startedAt: record.startedAt, setup: record.setup, moves: record.timeline.moves,
    };
  }

  /** The human Undo would act for, or null. */
  undoSeat(): SeatId | null {
    return this.record ? undoSeat(this.record.timeline) : null;
  }

  /** Takes back the latest human decision (and the bot moves after it); false when not allowed. */
  undo(): boolean {
    const r = this.record;
    const seat = r ? undoSeat(r.timeline) : null;
    if (!r || seat === null) return false;
    const timeline = undoTimeline(r.timeline, seat);
    const state = timeline?.states[timeline.states.length - 1];
    if (!timeline || !state) return false;
    this.set({ ...r, timeline });
    this.session.rewind(state, logOf(timeline));
    return true;
  }

  /** Opens a loaded save in the session, to play on. Returns the error message when its moves do not replay. */
  resume(save: SaveDocument, manualId: string | null = null): string | null {
    // A save replays under the rules it was played with, and goes on under them.
    const built = buildTimeline(save.setup, save.moves, save.rulesVersion);
    if (!built.ok) return built.message;
    const { timeline } = built;
    const state = timeline.states[timeline.states.length - 1];
    if (!state) return 'The save holds no game.';
    this.close();
    this.session.resume(configFromSetup(save.setup), String(save.setup.seed), state, logOf(timeline));
    this.set({
      game: save.game, gameId: save.gameId, startedAt: save.createdAt, setup: save.setup, timeline, manualId,
      saved: timeline, sessionGame: this.session.getSnapshot().gameId,
    });
    return null;
  }

  /** A manual save of the live game; later ones update the same save. */
  async save(): Promise<WriteOutcome | null> {
    const r = this.record;
    const draft = this.draft(r);
    if (!r || !draft) return null;
    this.sent.set(r.gameId, ++this.requests);
    let out = await this.saves.save(draft, r.manualId ? { replaceId: r.manualId } : {});
    // The earlier manual save was deleted or damaged meanwhile: write a new one instead.
    if (!out.ok && r.manualId && (out.reason === 'notFound' || out.reason === 'protected')) out = await this.saves.save(draft);
    if (out.ok) this.saved(r, out.id);
    return out;
  }

  /** The live game as a draft when it has moves no save holds yet (kept when the page goes away), else null. */
  unsavedDraft(): SaveDraft | null {
    const r = this.record;
    return r && r.timeline !== r.saved && r.timeline.moves.length > 0 ? this.draft(r) : null;
  }

  /** Autosaves the live game at once if it has moves no save holds yet (quitting, leaving it). */
  async flush(): Promise<void> {
    const r = this.record;
    if (r && r.timeline !== r.saved) await this.autosave(r, true);
  }

  private onGame(event: GameEvent): void {
    if (event.type === 'started') {
      this.close();
      const setup = setupFromConfig(event.config, event.seed);
      this.set({
        game: DEFAULT_GAME_ID, gameId: newGameId(this.now()), startedAt: this.now().toISOString(), setup, timeline: newTimeline(setup),
        manualId: null, saved: null, sessionGame: this.session.getSnapshot().gameId,
      });
      return;
    }
    const r = this.record;
    if (!r) return;
    const next = extendTimeline(r.timeline, event.move);
    if (!next.ok) {
      // Cannot happen while the session and the timeline agree; stop saving rather than save nonsense.
      console.warn(`The save record lost track of the game: ${next.message}`);
      this.set(null);
      return;
    }
    const record = { ...r, timeline: next.timeline };
    this.set(record);
    if (isAutosavePoint(event.events)) void this.autosave(record);
  }

  private async autosave(record: LiveRecord, now = false): Promise<void> {
    const draft = this.draft(record);
    if (!draft) return;
    const request = ++this.requests;
    if (!now) await this.options.beforeAutosave?.();
    // A later save of this game went out while this one waited: it holds the newer game.
    if ((this.sent.get(record.gameId) ?? 0) > request) return;
    this.sent.set(record.gameId, request);
    const out = await this.saves.autosave(draft);
    if (!out.ok) {
      this.options.onProblem?.(out.message);
      return;
    }
    this.saved(record, record.manualId);
  }

  /** Notes that `record`'s timeline is saved, if the game is still the live one. */
  private saved(record: LiveRecord, manualId: string | null): void {
    const now = this.record;
    if (now?.gameId !== record.gameId) return;
    this.set({ ...now, manualId: manualId ?? now.manualId, saved: record.timeline });
  }

  /** Leaves the game: its unsaved moves go to an autosave. */
  private close(): void {
    const r = this.record;
    if (!r) return;
    this.set(null);
    if (r.timeline !== r.saved) void this.autosave(r, true);
  }

  private set(record: LiveRecord | null): void {
    this.record = record;
    this.listeners.emit();
  }
}
