/**
 * The replay viewer's engine room: a saved game's timeline, the frame shown and the playback.
 * Frames go to the session as spectator views; stepping forward animates the move's events as
 * live play did, stepping back (or jumping) snaps the table to the frame.
 */
import type { SeatId } from '../../../../engine/games/mirianth';
import {
  REPLAY_SPEEDS, buildTimeline, clampFrame, frameDelayMs, replayFrame, type ReplaySpeed, type SaveDocument, type Timeline,
} from '../../../../engine/games/mirianth/save';
import { animationGate, sleep } from '../../../game/pace';
import type { Session } from '../game/session';
import type { GameConfig } from '../game/types';
import { configFromSetup } from '../../../saves/savesModel';
import { logOf } from './timelineModel';
import { createStore } from '../../../store';
import { setTableTimeScale } from '../table/scene/timeScale';
import { HURRY_AFTER, hurriedTimeScale, MAX_TIME_SCALE, nextTimeScale } from '../../../saves/replayPace';

export interface ReplayStatus {
  name: string;
  index: number;
  last: number;
  playing: boolean;
  speed: ReplaySpeed;
  /** The seat drawn at the bottom of the table. */
  bottom: SeatId;
  seats: string[];
}

interface Loaded { timeline: Timeline; config: GameConfig; seed: string }

export class ReplayController {
  readonly status = createStore<ReplayStatus | null>(null);
  private loaded: Loaded | null = null;
  private run = 0;

  /** False plays animations at full length however fast the playback (the e2e bench compares both). */
  fitAnimations = true;

  constructor(
    private readonly session: Session,
    private readonly wait: (ms: number, late?: Late) => Promise<void> = waitForTable,
    private readonly timeScale: (scale: number) => void = setTableTimeScale,
    private readonly now: () => number = () => performance.now(),
  ) {
    // Leaving the replay (a new game, Continue, the menu) stops it.
    session.subscribe(() => {
      if (this.loaded && session.getSnapshot().screen !== 'replay') this.reset();
    });
  }

  /** The open save's timeline (the post-game review reads it), or null. */
  get timeline(): Timeline | null {
    return this.loaded?.timeline ?? null;
  }

  /** Opens a save at its first frame (the deal). Returns the error message when its moves do not replay. */
  open(save: SaveDocument): string | null {
    const built = buildTimeline(save.setup, save.moves, save.rulesVersion);
    if (!built.ok) return built.message;
    this.run++;
    const config = configFromSetup(save.setup);
    const firstHuman = save.setup.seats.findIndex((s) => s.kind === 'human');
    this.loaded = { timeline: built.timeline, config, seed: String(save.setup.seed) };
    this.status.set({
      name: save.name, index: 0, last: built.timeline.moves.length, playing: false, speed: 1,
      bottom: (firstHuman < 0 ? 0 : firstHuman) as SeatId, seats: save.setup.seats.map((s) => s.name),
    });
    this.show(0, false, true);
    return null;
  }

  /** One move forward (animated) or back (snapped). */
  step(delta: 1 | -1): void {
    const s = this.status.get();
    if (!s) return;
    this.pause();
    this.show(s.index + delta, delta === 1, false);
  }

  /** Any frame, at once (the slider, start, end). */
  seek(index: number): void {
    this.pause();
    const s = this.status.get();
    if (s) this.show(index, false, false);
  }

  play(): void {
    const s = this.status.get();
    if (!s || s.playing) return;
    if (s.index >= s.last) this.show(0, false, false);
    const run = ++this.run;
    this.patch({ playing: true });
    void this.playLoop(run);
  }

  pause(): void {
    this.run++;
    if (this.status.get()?.playing) this.patch({ playing: false });
  }

  setSpeed(speed: ReplaySpeed): void {
    if (REPLAY_SPEEDS.includes(speed)) this.patch({ speed });
  }

  setBottom(bottom: SeatId): void {
    const s = this.status.get();
    if (!s || bottom === s.bottom) return;
    this.patch({ bottom });
    this.show(s.index, false, false);
  }

  /**
   * Plays frame after frame on a schedule of `speed` moves per second. When the table cannot show
   * a move within its share of time, the table's clock is sped up (animations shortened to fit);
   * frames that finish early give back time lost by long ones, and the clock eases back to normal.
   */
  private async playLoop(run: number): Promise<void> {
    let scale = 1;
    let speed: ReplaySpeed | null = null;
    let due = 0;
    try {
      for (;;) {
        const s = this.status.get();
        if (!s || run !== this.run) return;
        if (s.index >= s.last) {
          this.patch({ playing: false });
          return;
        }
        const budget = frameDelayMs(s.speed);
        const started = this.now();
        // A new speed (or a start) restarts the schedule; so does a debt too large to win back.
        if (s.speed !== speed || started - due > budget * 4) {
          speed = s.speed;
          due = started;
        }
        due += budget;
        this.show(s.index + 1, true, false);
        let hurried = false;
        const wait = Math.max(0, due - this.now());
        // A move still playing well past its share of time (the deal's shuffle, a long battle)
        // finishes at the fastest clock, so one long beat does not cost the schedule whole moves.
        const late: Late | undefined = this.fitAnimations ? {
          after: Math.max(wait, budget * HURRY_AFTER),
          run: () => {
            if (run !== this.run) return;
            hurried = true;
            this.timeScale(MAX_TIME_SCALE);
          },
        } : undefined;
        await this.wait(wait, late);
        if (run !== this.run) return;
        if (!this.fitAnimations) scale = 1;
        else scale = hurried ? hurriedTimeScale(scale) : nextTimeScale(scale, this.now() - started, budget);
        this.timeScale(scale);
      }
    } finally {
      if (run === this.run || !this.status.get()?.playing) this.timeScale(1);
    }
  }

  private show(index: number, animate: boolean, fresh: boolean): void {
    const loaded = this.loaded;
    const s = this.status.get();
    if (!loaded || !s) return;
    const i = clampFrame(loaded.timeline, index);
    if (i === s.index && !fresh && animate) return;
    const frame = replayFrame(loaded.timeline, i);
    this.patch({ index: i });
    this.session.showReplay({
      config: loaded.config, seed: loaded.seed, state: frame.state, log: logOf(loaded.timeline, i),
      // Everything at this table is public: the spectator's view, drawn from the chosen seat.
      viewer: null, bottom: s.bottom, animate: animate && i === s.index + 1, fresh, at: { index: i, last: s.last },
    });
  }

  private patch(change: Partial<ReplayStatus>): void {
    const s = this.status.get();
    if (s) this.status.set({ ...s, ...change });
  }

  private reset(): void {
    this.run++;
    this.loaded = null;
    this.status.set(null);
  }
}

/** The pace of playback: the chosen delay, and never faster than the table can show the moves. */
async function waitForTable(ms: number, late?: Late): Promise<void> {
  await sleep(ms);
  if (!late || !animationGate.busy()) return animationGate.idle();
  const timer = setTimeout(late.run, Math.max(0, late.after - ms));
  try {
    await animationGate.idle();
  } finally {
    clearTimeout(timer);
  }
}

/** What to do when the table is still busy `after` ms into a move's wait. */
interface Late { after: number; run: () => void }
