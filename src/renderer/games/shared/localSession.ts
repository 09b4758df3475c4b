/**
 * A local game in the page, for any game module: the full state stays here, the screen only ever
 * gets one seat's view. AI seats answer through the AI registry's bots after a speed-scaled pause.
 * Hot-seat: when another person must act, `curtain` covers the table until they lift it.
 * Every move goes on a timeline (undo, saves through `listen`); a replay walks a saved one instead.
 */
import type { BaseEvent, BaseMove, GameBot, GameModule } from '../../../engine/kit/module';
import { seatId, type SeatId } from '../../../engine/kit/ids';
import { aiFor } from '../../../ai/registry';
import type { ModuleTimeline } from '../../../shared/save/moduleTimeline';
import type { SeatConfig } from '../../game/types';
import { createStore, type Store } from '../../store';
import { createLocalTimeline, type LocalFrame } from './localTimeline';
import { botDelay } from './speed';

export interface LocalReplay {
  /** Moves shown so far (0 = the setup). */
  index: number;
  last: number;
}

export interface LocalSnapshot<S, M, E> {
  active: boolean;
  seats: SeatConfig[];
  seed: string;
  state: S | null;
  /** The seat whose eyes the table shows (a human; the first human when none has acted yet). */
  viewer: SeatId;
  /** Hot-seat: the table is covered until `viewer` says they are the one at the screen. */
  curtain: boolean;
  /** Events of the last applied move as `viewer` may see them (animations follow them). */
  events: E[];
  /** Recent events as a spectator sees them (safe to show to anybody at the screen), newest last. */
  log: E[];
  /** The last applied move (moves are public: everybody at a real table sees them made). */
  lastMove: M | null;
  /** The state before the last move (kept here; the screen sees it only through `previousView`). */
  previous: S | null;
  /** Bumped on every applied move, so mounted pieces can key their animations on it. */
  seq: number;
  /** Set while a saved game is replayed: the table shows a spectator's view and takes no moves. */
  replay: LocalReplay | null;
  /** The human Undo would act for, or null. */
  undoSeat: SeatId | null;
}

/** What the saves side hears: a new game, each new timeline (a move, with whether to autosave there, or an undo), leaving. */
export interface LocalSessionListener {
  started(timeline: ModuleTimeline, seats: readonly SeatConfig[]): void;
  changed(timeline: ModuleTimeline, autosave: boolean): void;
  left(): void;
}

export interface LocalSession<S, V, M, E> {
  get(): LocalSnapshot<S, M, E>;
  subscribe: Store<LocalSnapshot<S, M, E>>['subscribe'];
  /** The saves side listens here (one listener per session). */
  listen(next: LocalSessionListener | null): void;
  start(seats: SeatConfig[], seedText: string): void;
  /** A checked saved timeline to play on; false when the rules no longer rebuild it. */
  resume(timeline: ModuleTimeline, seats: SeatConfig[]): boolean;
  /** A move from the person at the screen; refused while covered, in a replay or for another seat. */
  play(move: M): boolean;
  /** Takes back the latest human decision and the bot moves after it; never past a barrier. */
  undo(): boolean;
  lift(): void;
  leave(): void;
  /** Opens a saved timeline in the replay viewer, at the setup; false when it cannot be rebuilt. */
  replay(timeline: ModuleTimeline, seats: SeatConfig[]): boolean;
  /** Replay: shows the game after `index` moves (clamped). */
  replayTo(index: number): void;
  /**
   * Holds the AI seats while `hold.held()` says so (a guided game's lesson being read), as
   * Mirianth's "Bots wait: until I act"; they go on when it lets go. null: bots never held.
   */
  holdBots(hold: BotHold | null): void;
  /** The live (or replayed) game's timeline, as the saves side gets it. */
  timeline(): ModuleTimeline | null;
  /** The shown seat's view (never the full state); a spectator's in a replay. */
  view(s: LocalSnapshot<S, M, E>): V | null;
  /** The shown seat's view of the position before the last move (animations start from it). */
  previousView(s: LocalSnapshot<S, M, E>): V | null;
}

/** Something outside the game that may hold the bots (the lesson card): asked before each bot move. */
export interface BotHold {
  held(): boolean;
  subscribe(listener: () => void): () => void;
}

const LOG_SIZE = 12;

function seedOf(text: string): number | string {
  return text === '' ? Math.floor(Math.random() * 2 ** 31) : text;
}

export function createLocalSession<S, V, M extends BaseMove, E extends BaseEvent, O>(game: GameModule<S, V, M, E, O>): LocalSession<S, V, M, E> {
  const empty: LocalSnapshot<S, M, E> = {
    active: false, seats: [], seed: '', state: null, viewer: seatId(0), curtain: false, events: [], log: [], lastMove: null, previous: null, seq: 0, replay: null, undoSeat: null,
  };
  const store = createStore<LocalSnapshot<S, M, E>>(empty);
  const timeline = createLocalTimeline(game);
  let bots: (GameBot<unknown, BaseMove> | null)[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let listener: LocalSessionListener | null = null;
  let hold: BotHold | null = null;
  let unhold: (() => void) | null = null;

  const humans = (seats: readonly SeatConfig[]): SeatId[] => seats.flatMap((c, i) => (c.kind === 'human' ? [seatId(i)] : []));
  const seenBy = (events: readonly E[], seat: SeatId | null): E[] => events.flatMap((e) => {
    const seen = game.audience(e, seat);
    return seen ? [seen] : [];
  });
  /** The log after the first `moves` moves (each frame keeps its own step's events). */
  const logOf = (frames: readonly LocalFrame<S, M, E>[], moves: number): E[] => seenBy(frames.slice(0, moves + 1).flatMap((f) => f.events), null).slice(-LOG_SIZE);

  /** The human who must answer next, if any: the shown one first, so a player keeps the screen. */
  function nextHuman(seats: readonly SeatConfig[], viewer: SeatId, state: S): SeatId | null {
    const awaited = game.ctx(state).awaiting;
    const waiting = humans(seats).filter((h) => awaited.includes(h));
    if (waiting.includes(viewer)) return viewer;
    return waiting[0] ?? null;
  }

  function scheduleBots(): void {
    if (timer !== null) return;
    const { state, replay } = store.get();
    if (state === null || replay !== null) return;
    const ctx = game.ctx(state);
    if (ctx.over) return;
    const ai = ctx.awaiting.find((seat) => bots[seat] !== null && bots[seat] !== undefined);
    if (ai === undefined || hold?.held() === true) return;
    timer = setTimeout(() => {
      timer = null;
      // Held meanwhile: the hold's listener schedules again when it lets go.
      if (hold?.held() === true) return;
      const now = store.get().state;
      const bot = bots[ai];
      if (now === null || !bot || !game.ctx(now).awaiting.includes(ai)) return scheduleBots();
      const parsed = game.parseMove(bot.choose(game.view(now, ai), ai));
      // A bot answering outside the rules is a bug: say so loudly rather than stall the table.
      if (!parsed.ok) throw new Error(`${game.id} bot at seat ${ai}: ${parsed.message}`);
      apply(parsed.move);
    }, botDelay());
  }

  function stopBots(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  function makeBots(seats: readonly SeatConfig[], seed: number | string): void {
    const ai = aiFor(game);
    const base = typeof seed === 'number' ? seed : [...seed].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
    bots = seats.map((c, i) => (c.kind === 'human' ? null : ai.createBot(c.kind, (base + i * 7919) >>> 0)));
  }

  function apply(move: M): boolean {
    const s = store.get();
    if (s.state === null || s.replay !== null) return false;
    const out = game.apply(s.state, move);
    if (!out.ok) return false;
    const next = out.state;
    const barrier = game.isBarrier(s.state, next, out.events);
    const saved = timeline.push(move, next, out.events, barrier);
    const human = nextHuman(s.seats, s.viewer, next);
    const viewer = human ?? s.viewer;
    // Another person takes the screen: cover it until they say they are there.
    const curtain = human !== null && human !== s.viewer && humans(s.seats).length > 1;
    const log = [...s.log, ...seenBy(out.events, null)].slice(-LOG_SIZE);
    store.set({
      ...s, state: next, viewer, curtain: curtain || (s.curtain && human === s.viewer), events: seenBy(out.events, viewer), log,
      lastMove: move, previous: s.state, seq: s.seq + 1, undoSeat: timeline.undoSeat(),
    });
    // Saved at every barrier, at the end, and whenever the game waits on people alone (a reload loses nothing they did).
    const ctx = game.ctx(next);
    const waitsOnPeople = (ctx.awaiting.length > 0 && ctx.awaiting.every((seat) => !bots[seat])) || hold?.held() === true;
    if (saved) listener?.changed(saved, barrier || ctx.over || waitsOnPeople);
    scheduleBots();
    return true;
  }

  /**
   * Shows the timeline's last state as a game to play on (a start, a resume, an undo). `undoer`:
   * the person who took a move back keeps the screen, uncovered; otherwise the screen starts with
   * the person the game waits for (a random first player, say), else the first person.
   */
  function showPlayable(seats: SeatConfig[], seed: string, undoer: SeatId | null, fresh: boolean): void {
    const frames = timeline.frames();
    const last = frames[frames.length - 1];
    if (!last) return;
    const firstHuman = seatId(Math.max(0, seats.findIndex((c) => c.kind === 'human')));
    const viewer = undoer ?? nextHuman(seats, firstHuman, last.state) ?? firstHuman;
    const curtain = undoer === null && humans(seats).length > 1;
    // A new game shows its setup's events; a resumed or undone one snaps into place.
    const events = fresh ? seenBy(last.events, viewer) : [];
    store.set({
      active: true, seats, seed, state: last.state, viewer, curtain, events, log: logOf(frames, frames.length - 1),
      lastMove: null, previous: null, seq: store.get().seq + 1, replay: null, undoSeat: timeline.undoSeat(),
    });
    scheduleBots();
  }

  const session: LocalSession<S, V, M, E> = {
    get: store.get,
    subscribe: store.subscribe,
    listen(next) {
      listener = next;
    },
    start(seats, seedText) {
      stopBots();
      const seed = seedOf(seedText);
      const t = timeline.start(seats, seed);
      makeBots(seats, seed);
      listener?.left();
      listener?.started(t, seats);
      showPlayable(seats, String(seed), null, true);
    },
    resume(saved, seats) {
      stopBots();
      if (!timeline.load(saved)) return false;
      makeBots(seats, saved.setup.seed);
      showPlayable(seats, String(saved.setup.seed), null, false);
      return true;
    },
    play(move) {
      const s = store.get();
      if (s.curtain || s.replay !== null || move.seat !== s.viewer) return false;
      return apply(move);
    },
    undo() {
      const s = store.get();
      if (s.replay !== null) return false;
      const cut = timeline.undo();
      if (!cut) return false;
      stopBots();
      showPlayable(s.seats, s.seed, cut.seat, false);
      listener?.changed(cut.timeline, false);
      return true;
    },
    lift() {
      store.update((s) => ({ ...s, curtain: false }));
    },
    leave() {
      const s = store.get();
      if (s.active && s.replay === null) listener?.left();
      stopBots();
      bots = [];
      timeline.clear();
      store.set(empty);
    },
    replay(saved, seats) {
      stopBots();
      bots = [];
      if (!timeline.load(saved)) return false;
      store.set({ ...empty, active: true, seats, seed: String(saved.setup.seed), seq: store.get().seq + 1, replay: { index: -1, last: saved.moves.length } });
      session.replayTo(0);
      return true;
    },
    replayTo(index) {
      const s = store.get();
      if (s.replay === null) return;
      const frames = timeline.frames();
      const i = Math.max(0, Math.min(index, s.replay.last));
      const frame = frames[i];
      if (!frame || i === s.replay.index) return;
      // Stepping forward animates that move's events; stepping back (or jumping) only snaps.
      const forward = i === s.replay.index + 1;
      const before = forward ? frames[i - 1] : undefined;
      store.set({
        ...s, state: frame.state, events: forward ? seenBy(frame.events, null) : [], log: logOf(frames, i),
        lastMove: forward ? frame.move : null, previous: before ? before.state : null, seq: s.seq + 1, replay: { ...s.replay, index: i },
      });
    },
    holdBots(next) {
      unhold?.();
      hold = next;
      unhold = next ? next.subscribe(() => {
        // The game now waits on the person reading: save it, as any wait on people (a reload loses nothing).
        const saved = timeline.get();
        if (next.held() && saved && store.get().replay === null) listener?.changed(saved, true);
        scheduleBots();
      }) : null;
      scheduleBots();
    },
    timeline: () => timeline.get(),
    view: (s) => (s.state === null ? null : game.view(s.state, s.replay ? null : s.viewer)),
    previousView: (s) => (s.previous === null ? null : game.view(s.previous, s.replay ? null : s.viewer)),
  };
  return session;
}
