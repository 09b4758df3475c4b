/**
 * A local Nains game in the page: the full state stays here, the screen only ever gets one seat's
 * view. AI seats answer through the registry's Nains bots after a short, speed-scaled pause.
 * Every move goes on a timeline (for undo and saves); a replay walks a saved timeline instead.
 */
import type { GameBot } from '../../../engine/kit/module';
import { seatId, type SeatId } from '../../../engine/kit/ids';
import { nainsModule } from '../../../engine/nains/module';
import type { NainsEvent, NainsMove, NainsState, NainsView } from '../../../engine/nains/types';
import { aiFor } from '../../../ai/registry';
import type { ModuleTimeline } from '../../../shared/save/moduleTimeline';
import { settings } from '../../game/settings';
import type { SeatConfig } from '../../game/types';
import { createStore } from '../../store';
import { nainsTimeline } from './nainsTimeline';

export interface NainsReplay {
  /** Moves shown so far (0 = the deal). */
  index: number;
  last: number;
}

export interface NainsSnapshot {
  active: boolean;
  seats: SeatConfig[];
  seed: string;
  state: NainsState | null;
  /** The seat whose eyes the table shows (a human; the first human when none has acted yet). */
  viewer: SeatId;
  /** Hot-seat: the table is covered until `viewer` says they are the one at the screen. */
  curtain: boolean;
  /** Events of the last applied move as `viewer` may see them (animations follow them). */
  events: NainsEvent[];
  /** Recent events as a spectator sees them (safe to show to any Lord at the screen), newest last. */
  log: NainsEvent[];
  /** Bumped on every applied move, so mounted pieces can key their animations on it. */
  seq: number;
  /** Set while a saved game is replayed: the table shows a spectator's view and takes no moves. */
  replay: NainsReplay | null;
  /** The human Undo would act for, or null. */
  undoSeat: SeatId | null;
}

const EMPTY: NainsSnapshot = { active: false, seats: [], seed: '', state: null, viewer: seatId(0), curtain: false, events: [], log: [], seq: 0, replay: null, undoSeat: null };
const store = createStore<NainsSnapshot>(EMPTY);
let bots: (GameBot<unknown, { type: string; seat: SeatId }> | null)[] = [];
const LOG_SIZE = 12;
let timer: ReturnType<typeof setTimeout> | null = null;
/** What the saves side hears: a new game, each new timeline (a move, with whether to autosave there, or an undo), leaving. */
export interface NainsSessionListener {
  started(timeline: ModuleTimeline, seats: readonly SeatConfig[]): void;
  changed(timeline: ModuleTimeline, autosave: boolean): void;
  left(): void;
}
let listener: NainsSessionListener | null = null;

const humans = (s: Pick<NainsSnapshot, 'seats'>): SeatId[] => s.seats.flatMap((c, i) => (c.kind === 'human' ? [seatId(i)] : []));
const spectator = (events: readonly NainsEvent[]): NainsEvent[] => events.flatMap((e) => {
  const seen = nainsModule.audience(e, null);
  return seen ? [seen] : [];
});

/** The log after the first `moves` moves of a timeline (each state keeps its own move's events). */
function logOf(states: readonly NainsState[], moves: number): NainsEvent[] {
  return spectator(states.slice(0, moves + 1).flatMap((s) => s.events)).slice(-LOG_SIZE);
}

/** Pause before an AI answers, by the speed setting. */
function botDelay(): number {
  const { speed } = settings.get();
  return speed === 'instant' ? 0 : speed === 'fast' ? 200 : 550;
}

function seedNumber(text: string): number | string {
  return text === '' ? Math.floor(Math.random() * 2 ** 31) : text;
}

/** The human who must answer next, if any: the shown one first, so a Lord keeps the screen. */
function nextHuman(s: Pick<NainsSnapshot, 'seats' | 'viewer'>, state: NainsState): SeatId | null {
  const waiting = humans(s).filter((h) => state.awaiting.includes(h));
  if (waiting.includes(s.viewer)) return s.viewer;
  return waiting[0] ?? null;
}

function stopBots(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

function scheduleBots(): void {
  if (timer !== null) return;
  const s = store.get();
  const state = s.state;
  if (!state || state.step === 'over' || s.replay) return;
  const ai = state.awaiting.find((seat) => bots[seat] !== null && bots[seat] !== undefined);
  if (ai === undefined) return;
  timer = setTimeout(() => {
    timer = null;
    const now = store.get().state;
    const bot = bots[ai];
    if (!now || !bot || !now.awaiting.includes(ai)) return scheduleBots();
    const move = bot.choose(nainsModule.view(now, ai), ai) as NainsMove;
    apply(move);
  }, botDelay());
}

function makeBots(seats: readonly SeatConfig[], seed: number | string): void {
  const ai = aiFor(nainsModule);
  const base = typeof seed === 'number' ? seed : [...seed].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  bots = seats.map((c, i) => (c.kind === 'human' ? null : ai.createBot(c.kind, (base + i * 7919) >>> 0)));
}

function apply(move: NainsMove): boolean {
  const s = store.get();
  if (!s.state || s.replay) return false;
  const out = nainsModule.apply(s.state, move);
  if (!out.ok) return false;
  const next = out.state;
  const barrier = nainsModule.isBarrier(s.state, next, out.events);
  const timeline = nainsTimeline.push(move, next, barrier);
  const human = nextHuman(s, next);
  const viewer = human ?? s.viewer;
  // Another person takes the screen: cover it until they say they are there.
  const curtain = human !== null && human !== s.viewer && humans(s).length > 1;
  const events = out.events.flatMap((e) => {
    const seen = nainsModule.audience(e, viewer);
    return seen ? [seen] : [];
  });
  const log = [...s.log, ...spectator(out.events)].slice(-LOG_SIZE);
  store.set({ ...s, state: next, viewer, curtain: curtain || (s.curtain && human === s.viewer), events, log, seq: s.seq + 1, undoSeat: nainsTimeline.undoSeat() });
  // Saved at every reveal or deal, at the end, and whenever the game waits on a person alone (a reload loses nothing they did).
  const waitsOnPeople = next.awaiting.length > 0 && next.awaiting.every((seat) => !bots[seat]);
  if (timeline) listener?.changed(timeline, barrier || next.step === 'over' || waitsOnPeople);
  scheduleBots();
  return true;
}

/** Shows the last state of the session's timeline as a game to play on (a start, a resume, an undo). */
function showPlayable(seats: SeatConfig[], seed: string, viewerHint: SeatId | null): void {
  const t = nainsTimeline.get();
  const state = t?.states[t.states.length - 1] as NainsState | undefined;
  if (!t || !state) return;
  const base = { seats, viewer: viewerHint ?? seatId(Math.max(0, seats.findIndex((c) => c.kind === 'human'))) };
  const viewer = viewerHint ?? nextHuman(base, state) ?? base.viewer;
  const curtain = viewerHint === null && humans(base).length > 1;
  const seq = store.get().seq + 1;
  store.set({ active: true, seats, seed, state, viewer, curtain, events: [], log: logOf(t.states as NainsState[], t.moves.length), seq, replay: null, undoSeat: nainsTimeline.undoSeat() });
  scheduleBots();
}

export const nainsSession = {
  get: store.get,
  subscribe: store.subscribe,
  /** The saves side listens here (one listener: the page's Nains save record). */
  listen(next: NainsSessionListener | null): void {
    listener = next;
  },
  start(seats: SeatConfig[], seedText: string): ModuleTimeline | null {
    stopBots();
    const seed = seedNumber(seedText);
    const t = nainsTimeline.start(seats, seed);
    if (!t) return null;
    makeBots(seats, seed);
    listener?.left();
    listener?.started(t, seats);
    showPlayable(seats, String(seed), null);
    return t;
  },
  /** A saved game to play on: its timeline is already checked and replayed. */
  resume(timeline: ModuleTimeline, seats: SeatConfig[]): void {
    stopBots();
    nainsTimeline.set(timeline);
    makeBots(seats, timeline.setup.seed);
    showPlayable(seats, String(timeline.setup.seed), null);
  },
  play(move: NainsMove): boolean {
    const s = store.get();
    if (s.curtain || s.replay || move.seat !== s.viewer) return false;
    return apply(move);
  },
  /** Takes back the latest human decision and the bot moves after it; never past a reveal. */
  undo(): boolean {
    const s = store.get();
    const cut = nainsTimeline.undo();
    if (!cut) return false;
    stopBots();
    showPlayable(s.seats, s.seed, cut.seat);
    listener?.changed(cut.timeline, false);
    return true;
  },
  lift(): void {
    store.update((s) => ({ ...s, curtain: false }));
  },
  leave(): void {
    if (store.get().active && !store.get().replay) listener?.left();
    stopBots();
    bots = [];
    nainsTimeline.set(null);
    store.set(EMPTY);
  },
  /** Opens a saved game's timeline in the replay viewer, at the deal. */
  replay(timeline: ModuleTimeline, seats: SeatConfig[]): void {
    stopBots();
    bots = [];
    nainsTimeline.set(timeline);
    store.set({ ...EMPTY, active: true, seats, seed: String(timeline.setup.seed), replay: { index: -1, last: timeline.moves.length }, state: null });
    nainsSession.replayTo(0);
  },
  /** Replay: shows the game after `index` moves (clamped). */
  replayTo(index: number): void {
    const s = store.get();
    const t = nainsTimeline.get();
    if (!s.replay || !t) return;
    const i = Math.max(0, Math.min(index, s.replay.last));
    const state = t.states[i] as NainsState | undefined;
    if (!state || i === s.replay.index) return;
    const states = t.states as NainsState[];
    // Stepping forward animates that move's events; stepping back only snaps.
    const events = i === s.replay.index + 1 ? spectator(state.events) : [];
    store.set({ ...s, state, events, log: logOf(states, i), seq: s.seq + 1, replay: { ...s.replay, index: i } });
  },
  /** The shown seat's view (never the full state); a spectator's in a replay. */
  view(s: NainsSnapshot): NainsView | null {
    if (!s.state) return null;
    return nainsModule.view(s.state, s.replay ? null : s.viewer);
  },
};
