/**
 * A local Nains game in the page: the full state stays here, the screen only ever gets one seat's
 * view. AI seats answer through the registry's Nains bots after a short, speed-scaled pause.
 */
import type { GameBot } from '../../../engine/kit/module';
import { seatId, type SeatId } from '../../../engine/kit/ids';
import { nainsModule } from '../../../engine/nains/module';
import type { NainsEvent, NainsMove, NainsState, NainsView } from '../../../engine/nains/types';
import { aiFor } from '../../../ai/registry';
import { settings } from '../../game/settings';
import type { SeatConfig } from '../../game/types';
import { createStore } from '../../store';
import { nainsActive } from './nainsEntry';

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
}

const EMPTY: NainsSnapshot = { active: false, seats: [], seed: '', state: null, viewer: seatId(0), curtain: false, events: [], log: [], seq: 0 };
const store = createStore<NainsSnapshot>(EMPTY);
// The app shell watches this flag without loading Nains (see nainsEntry).
store.subscribe(() => nainsActive.set(store.get().active));
let bots: (GameBot<unknown, { type: string; seat: SeatId }> | null)[] = [];
const LOG_SIZE = 12;
let timer: ReturnType<typeof setTimeout> | null = null;

const humans = (s: NainsSnapshot): SeatId[] => s.seats.flatMap((c, i) => (c.kind === 'human' ? [seatId(i)] : []));

/** Pause before an AI answers, by the speed setting. */
function botDelay(): number {
  const { speed } = settings.get();
  return speed === 'instant' ? 0 : speed === 'fast' ? 200 : 550;
}

function seedNumber(text: string): number | string {
  return text === '' ? Math.floor(Math.random() * 2 ** 31) : text;
}

/** The human who must answer next, if any: the shown one first, so a Lord keeps the screen. */
function nextHuman(s: NainsSnapshot, state: NainsState): SeatId | null {
  const waiting = humans(s).filter((h) => state.awaiting.includes(h));
  if (waiting.includes(s.viewer)) return s.viewer;
  return waiting[0] ?? null;
}

function scheduleBots(): void {
  if (timer !== null) return;
  const s = store.get();
  const state = s.state;
  if (!state || state.step === 'over') return;
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

function apply(move: NainsMove): boolean {
  const s = store.get();
  if (!s.state) return false;
  const out = nainsModule.apply(s.state, move);
  if (!out.ok) return false;
  const next = out.state;
  const human = nextHuman(s, next);
  const viewer = human ?? s.viewer;
  // Another person takes the screen: cover it until they say they are there.
  const curtain = human !== null && human !== s.viewer && humans(s).length > 1;
  const events = out.events.flatMap((e) => {
    const seen = nainsModule.audience(e, viewer);
    return seen ? [seen] : [];
  });
  const shown = out.events.flatMap((e) => {
    const seen = nainsModule.audience(e, null);
    return seen ? [seen] : [];
  });
  const log = [...s.log, ...shown].slice(-LOG_SIZE);
  store.set({ ...s, state: next, viewer, curtain: curtain || (s.curtain && human === s.viewer), events, log, seq: s.seq + 1 });
  scheduleBots();
  return true;
}

export const nainsSession = {
  get: store.get,
  subscribe: store.subscribe,
  start(seats: SeatConfig[], seedText: string): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const seed = seedNumber(seedText);
    const { state } = nainsModule.create({ seed, players: seats.map((p) => ({ name: p.name })) });
    const ai = aiFor(nainsModule);
    const base = typeof seed === 'number' ? seed : [...seed].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
    bots = seats.map((c, i) => (c.kind === 'human' ? null : ai.createBot(c.kind, (base + i * 7919) >>> 0)));
    const first = seats.findIndex((c) => c.kind === 'human');
    const snap: NainsSnapshot = { active: true, seats, seed: String(seed), state, viewer: seatId(Math.max(0, first)), curtain: seats.filter((c) => c.kind === 'human').length > 1, events: [], log: [], seq: 0 };
    store.set(snap);
    scheduleBots();
  },
  play(move: NainsMove): boolean {
    const s = store.get();
    if (s.curtain || move.seat !== s.viewer) return false;
    return apply(move);
  },
  lift(): void {
    store.update((s) => ({ ...s, curtain: false }));
  },
  leave(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    bots = [];
    store.set(EMPTY);
  },
  /** The shown seat's view (never the full state). */
  view(s: NainsSnapshot): NainsView | null {
    return s.state ? nainsModule.view(s.state, s.viewer) : null;
  },
};
