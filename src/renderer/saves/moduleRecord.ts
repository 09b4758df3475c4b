/**
 * The save record of a live game of any module (Mirianth keeps its own `Persistence`): its game
 * id and setup, autosaves at the module's barriers and at the end, manual saves that update the
 * first one, and never a write that goes back in time. A table session owns one and tells it
 * each new timeline; the record only ever reads it.
 */
import type { AnySaveDraft, SavesApi, WriteOutcome } from '../../shared/save';
import type { ModuleTimeline } from '../../shared/save/moduleTimeline';

export interface ModuleRecordOptions {
  saves: SavesApi;
  onProblem?: (message: string) => void;
  /** A save now holds the game up to this many moves. */
  onSaved?: (moves: number) => void;
}

export interface ModuleRecordStart {
  game: string;
  gameId: string;
  startedAt: string;
  manualId: string | null;
  /** Seats with their bot levels, as saves hold them. */
  setup: AnySaveDraft['setup'];
  /** The timeline the newest save of this game already holds (a resumed game), or null. */
  saved: ModuleTimeline | null;
}

export class ModuleSaveRecord {
  private timeline: ModuleTimeline;
  private saved: ModuleTimeline | null;
  private manualId: string | null;
  /** The timeline of the autosave waiting to be written (so a flush does not write it twice). */
  private queued: ModuleTimeline | null = null;
  private requests = 0;
  private sent = 0;
  /** The latest write in flight (tests and leaving wait for it). */
  private pending: Promise<unknown> = Promise.resolve();

  constructor(private readonly start: ModuleRecordStart, timeline: ModuleTimeline, private readonly options: ModuleRecordOptions) {
    this.timeline = timeline;
    this.saved = start.saved;
    this.manualId = start.manualId;
  }

  get gameId(): string {
    return this.start.gameId;
  }

  /** The game as a draft for the save library. */
  draft(timeline: ModuleTimeline = this.timeline): AnySaveDraft {
    return {
      game: this.start.game, rulesVersion: timeline.rulesVersion, gameId: this.start.gameId, startedAt: this.start.startedAt,
      setup: this.start.setup, moves: timeline.moves,
    };
  }

  /** A new timeline (a move, or an undo); autosaves when `autosave` says this is a point to keep. */
  update(timeline: ModuleTimeline, autosave: boolean): void {
    this.timeline = timeline;
    if (autosave) this.autosave();
  }

  /** True when the newest timeline is not in a save yet. */
  dirty(): boolean {
    return this.timeline !== this.saved && this.timeline !== this.queued && this.timeline.moves.length > 0;
  }

  /** The newest timeline as a draft when no save holds it yet (not even a queued one), else null. */
  unsavedDraft(): AnySaveDraft | null {
    return this.timeline !== this.saved && this.timeline.moves.length > 0 ? this.draft() : null;
  }

  /** Autosaves the newest timeline now (leaving the game, quitting) if a save lacks it. */
  async flush(): Promise<void> {
    if (this.dirty()) this.autosave();
    await this.pending;
  }

  /** A manual save; later ones replace it. */
  async save(): Promise<WriteOutcome> {
    const timeline = this.timeline;
    const request = ++this.requests;
    this.sent = request;
    const draft = this.draft(timeline);
    let out = await this.options.saves.save(draft, this.manualId ? { replaceId: this.manualId } : {});
    // The earlier manual save was deleted or damaged meanwhile: write a new one instead.
    if (!out.ok && this.manualId && (out.reason === 'notFound' || out.reason === 'protected')) out = await this.options.saves.save(draft);
    if (out.ok) {
      this.manualId = out.id;
      this.saved = timeline;
      this.options.onSaved?.(timeline.moves.length);
    }
    return out;
  }

  private autosave(): void {
    const timeline = this.timeline;
    const request = ++this.requests;
    this.queued = timeline;
    const run = async () => {
      // A later save went out while this one waited: it holds the newer game.
      if (this.sent > request) return;
      this.sent = request;
      const out = await this.options.saves.autosave(this.draft(timeline));
      if (this.queued === timeline) this.queued = null;
      if (!out.ok) this.options.onProblem?.(out.message);
      else {
        this.saved = timeline;
        this.options.onSaved?.(timeline.moves.length);
      }
    };
    // One write at a time, in order, so an older autosave never lands after a newer one.
    this.pending = this.pending.then(run, run);
  }
}
