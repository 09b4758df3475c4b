/**
 * The animation director replays the engine's event stream. Each batch (the events of one move)
 * becomes beats that play in order; when a batch ends, the table shows that move's end state.
 * The engine never waits: batches queue up, and a backlog makes the table hurry. What the table
 * has shown goes to the `shownGame` store, which the HUD reads, so the words never run ahead.
 */
import gsap from 'gsap';
import type { PlayerView, SeatId } from '../../../../../engine/games/mirianth';
import { animationGate } from '../../../../game/pace';
import { shownGame } from '../../game/shown';
import type { Batch, Speed } from '../../game/types';
import { placeCards } from '../layout/placeCards';
import { computeLayout, type TableLayout } from '../layout/tableLayout';
import { tableView } from '../tableView';
import type { CardStage } from '../scene/cardStage';
import { playBattle, playLunge } from './beats/battle';
import { playLastRound, playPulse, playReveal, playShuffle } from './beats/deal';
import { playFate } from './beats/fate';
import { playAttach, playMoves } from './beats/moves';
import type { BeatContext } from './context';
import { planWithOwners, type Beat } from './plan';
import { revealPoints } from './reveal';
import { makeTiming, type Timing } from './timing';

export interface DirectorOptions {
  stage: CardStage;
  size: () => { width: number; height: number };
  settings: () => { speed: Speed; reduceMotion: boolean };
  t: (key: string) => string;
  /** Called with the name of each beat as it starts (tests and the bench watch it). */
  onBeat?: (name: string) => void;
  /** Called with each beat as it starts playing (the sound layer follows the table this way). */
  onBeatStart?: (beat: Beat) => void;
}

function runBeat(ctx: BeatContext, beat: Beat): Promise<void> {
  switch (beat.kind) {
    case 'shuffle': return playShuffle(ctx);
    case 'reveal': return playReveal(ctx, beat.cards);
    case 'lastRound': return playLastRound(ctx, beat.card);
    case 'pulse': return playPulse(ctx, beat.card);
    case 'move': return playMoves(ctx, beat.cards, beat.style);
    case 'fate': return playFate(ctx, beat.card, beat.results);
    case 'attach': return playAttach(ctx, beat.paladin, beat.monster);
    case 'battle': return playBattle(ctx, beat);
    case 'lunge': return playLunge(ctx, beat.seat, beat.monsters, beat.victims);
  }
}

export class Director {
  private queue: Batch[] = [];
  private running = false;
  private shown: { view: PlayerView; viewer: SeatId } | null = null;
  private gameId = -1;
  private readonly active = new Map<gsap.core.Timeline, () => void>();
  private destroyed = false;
  /** Bumped by a jump or a clear: the batch in flight stops animating and the table snaps instead. */
  private epoch = 0;
  private playingEpoch = 0;
  private readonly detach: () => void;

  constructor(private readonly o: DirectorOptions) {
    this.detach = shownGame.attach();
  }

  /** Tells the HUD what the table shows: `view` at rest (null keeps the last one), and the log up to `hidden` events before the end of batch `seq`. */
  private tell(view: PlayerView | null, viewer: SeatId | null, seq: number, hidden: number): void {
    const last = shownGame.get();
    const same = last.gameId === this.gameId;
    shownGame.set({
      gameId: this.gameId,
      view: view ?? (same ? last.view : null),
      viewer: viewer ?? (same ? last.viewer : 0 as SeatId),
      seq,
      hidden,
    });
  }

  /** The current layout for a view drawn from `viewer`'s seat. */
  layoutFor(view: PlayerView, viewer: SeatId): TableLayout {
    const { width, height } = this.o.size();
    return computeLayout(width, height, view.players.length, viewer);
  }

  push(batch: Batch, gameId: number): void {
    if (gameId !== this.gameId) this.clear(gameId);
    this.queue.push(batch);
    void this.pump();
  }

  /** Shows a view at once, without animation (mounting mid-game, resizes, a language change). */
  show(view: PlayerView, viewer: SeatId, gameId: number): void {
    this.gameId = gameId;
    this.shown = { view, viewer };
    if (this.running) return;
    this.tell(view, viewer, Number.POSITIVE_INFINITY, 0);
    this.snapTo(view, viewer);
  }

  /** Shows a view at once, dropping what is queued or playing (a loaded game, undo, a replay stepping back). */
  jump(view: PlayerView, viewer: SeatId, gameId: number, seq = Number.POSITIVE_INFINITY): void {
    if (gameId !== this.gameId) this.clear(gameId);
    this.epoch++;
    this.queue = [];
    this.finishActive();
    this.shown = { view, viewer };
    this.tell(view, viewer, seq, 0);
    if (!this.running) this.snapTo(view, viewer);
  }

  relayout(): void {
    if (!this.running && this.shown) this.snapTo(this.shown.view, this.shown.viewer);
  }

  /** Finishes everything now: a new game, or the table being taken down. */
  clear(gameId: number): void {
    this.gameId = gameId;
    this.epoch++;
    this.queue = [];
    this.finishActive();
    this.shown = null;
    shownGame.set({ gameId, view: null, viewer: 0 as SeatId, seq: Number.POSITIVE_INFINITY, hidden: 0 });
    for (const id of this.o.stage.ids()) this.o.stage.remove(id);
    this.o.stage.draw.setCount(0);
    this.o.stage.plague.setCount(0);
    this.o.stage.root.visible = false;
    tableView.set(0 as SeatId, 0);
  }

  destroy(): void {
    this.destroyed = true;
    this.queue = [];
    this.finishActive();
    this.detach();
  }

  private snapTo(view: PlayerView, viewer: SeatId): void {
    tableView.set(viewer, view.players.length);
    const layout = this.layoutFor(view, viewer);
    this.o.stage.setDefs(view);
    this.o.stage.setLayout(layout);
    this.o.stage.setCounts(view);
    this.o.stage.snap(placeCards(view, layout));
  }

  private finishActive(): void {
    for (const [tl, done] of [...this.active]) {
      tl.progress(1);
      tl.kill();
      done();
    }
    this.active.clear();
  }

  private play = (tl: gsap.core.Timeline): Promise<void> => {
    if (this.destroyed || this.playingEpoch !== this.epoch || tl.duration() === 0) {
      tl.progress(1);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        this.active.delete(tl);
        resolve();
      };
      this.active.set(tl, done);
      tl.eventCallback('onComplete', done);
    });
  };

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    animationGate.begin();
    try {
      for (let batch = this.queue.shift(); batch && !this.destroyed; batch = this.queue.shift()) {
        const { speed, reduceMotion } = this.o.settings();
        const epoch = this.epoch;
        this.playingEpoch = epoch;
        await this.playBatch(batch, makeTiming(speed, reduceMotion, this.queue.length));
        // A jump arrived while the batch played: show what it asked for.
        if (epoch !== this.epoch && this.shown) this.snapTo(this.shown.view, this.shown.viewer);
      }
    } catch (error) {
      console.warn('An animation failed; the table shows the end state instead.', error);
      if (this.shown) {
        this.tell(this.shown.view, this.shown.viewer, Number.POSITIVE_INFINITY, 0);
        this.snapTo(this.shown.view, this.shown.viewer);
      }
    } finally {
      this.running = false;
      animationGate.end();
    }
  }

  private async playBatch(batch: Batch, timing: Timing): Promise<void> {
    const { stage } = this.o;
    tableView.set(batch.viewer, batch.view.players.length);
    const layout = this.layoutFor(batch.view, batch.viewer);
    const previous = this.shown;
    this.shown = { view: batch.view, viewer: batch.viewer };
    stage.setDefs(batch.view);
    stage.setLayout(layout);
    stage.setCounts(batch.view);
    const placements = placeCards(batch.view, layout);
    if (!timing.animate) {
      this.tell(batch.view, batch.viewer, batch.seq, 0);
      stage.snap(placements);
      return;
    }
    const { beats, owner } = planWithOwners(batch.events);
    const points = revealPoints(batch.events, beats, owner);
    const total = batch.events.length;
    let told = 0;
    const reveal = (count: number) => {
      if (count <= told) return;
      told = count;
      this.tell(null, null, batch.seq, total - count);
    };
    this.tell(null, null, batch.seq, total);
    let markAt: { name: string; count: number } | undefined;
    // The table turns to the new bottom seat before the move plays.
    if (previous && previous.viewer !== batch.viewer) await this.play(stage.settle(placeCards(previous.view, layout), timing.d('settle')));
    const mark = (name: string) => {
      if (markAt?.name === name) reveal(markAt.count);
      this.o.onBeat?.(name);
    };
    const ctx: BeatContext = { stage, layout, after: batch.view, placements, timing, t: this.o.t, mark, play: this.play };
    const live = () => !this.destroyed && this.playingEpoch === this.epoch;
    for (const [k, beat] of beats.entries()) {
      if (!live()) return;
      const point = points[k];
      if (point) reveal(point.start);
      markAt = point?.mark;
      this.o.onBeat?.(beat.kind);
      this.o.onBeatStart?.(beat);
      await runBeat(ctx, beat);
      if (markAt) reveal(markAt.count);
    }
    if (!live()) return;
    // The cards are in place: the HUD catches up with this move before the last settle.
    this.tell(batch.view, batch.viewer, batch.seq, 0);
    this.o.onBeat?.('settle');
    // The window may have been resized while the move played: settle into the current layout.
    const now = this.layoutFor(batch.view, batch.viewer);
    stage.setLayout(now);
    await this.play(stage.settle(placeCards(batch.view, now), timing.d('settle')));
    this.o.onBeat?.('idle');
  }
}
