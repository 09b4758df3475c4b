/**
 * A local game in the page, for any game module: the full state stays here, the screen only ever
 * gets one seat's view. AI seats answer through the AI registry's bots after a speed-scaled pause.
 * Hot-seat: when another person must act, `curtain` covers the table until they lift it.
 */
import type { BaseEvent, BaseMove, GameBot, GameModule } from '../../../engine/kit/module';
import { seatId, type SeatId } from '../../../engine/kit/ids';
import { aiFor } from '../../../ai/registry';
import type { SeatConfig } from '../../game/types';
import { createStore, type Store } from '../../store';
import { botDelay } from './speed';

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
}

export interface LocalSession<S, V, M, E> {
  get(): LocalSnapshot<S, M, E>;
  subscribe: Store<LocalSnapshot<S, M, E>>['subscribe'];
  start(seats: SeatConfig[], seedText: string): void;
  /** A move from the person at the screen; refused while covered or for another seat. */
  play(move: M): boolean;
  lift(): void;
  leave(): void;
  /** The shown seat's view (never the full state). */
  view(s: LocalSnapshot<S, M, E>): V | null;
  /** The shown seat's view of the position before the last move (animations start from it). */
  previousView(s: LocalSnapshot<S, M, E>): V | null;
}

const LOG_SIZE = 12;

function seedOf(text: string): number | string {
  return text === '' ? Math.floor(Math.random() * 2 ** 31) : text;
}

export function createLocalSession<S, V, M extends BaseMove, E extends BaseEvent, O>(game: GameModule<S, V, M, E, O>): LocalSession<S, V, M, E> {
  const empty: LocalSnapshot<S, M, E> = { active: false, seats: [], seed: '', state: null, viewer: seatId(0), curtain: false, events: [], log: [], lastMove: null, previous: null, seq: 0 };
  const store = createStore<LocalSnapshot<S, M, E>>(empty);
  let bots: (GameBot<unknown, BaseMove> | null)[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const humans = (s: LocalSnapshot<S, M, E>): SeatId[] => s.seats.flatMap((c, i) => (c.kind === 'human' ? [seatId(i)] : []));

  /** The human who must answer next, if any: the shown one first, so a player keeps the screen. */
  function nextHuman(s: LocalSnapshot<S, M, E>, state: S): SeatId | null {
    const awaited = game.ctx(state).awaiting;
    const waiting = humans(s).filter((h) => awaited.includes(h));
    if (waiting.includes(s.viewer)) return s.viewer;
    return waiting[0] ?? null;
  }

  function scheduleBots(): void {
    if (timer !== null) return;
    const state = store.get().state;
    if (state === null) return;
    const ctx = game.ctx(state);
    if (ctx.over) return;
    const ai = ctx.awaiting.find((seat) => bots[seat] !== null && bots[seat] !== undefined);
    if (ai === undefined) return;
    timer = setTimeout(() => {
      timer = null;
      const now = store.get().state;
      const bot = bots[ai];
      if (now === null || !bot || !game.ctx(now).awaiting.includes(ai)) return scheduleBots();
      const parsed = game.parseMove(bot.choose(game.view(now, ai), ai));
      // A bot answering outside the rules is a bug: say so loudly rather than stall the table.
      if (!parsed.ok) throw new Error(`${game.id} bot at seat ${ai}: ${parsed.message}`);
      apply(parsed.move);
    }, botDelay());
  }

  function apply(move: M): boolean {
    const s = store.get();
    if (s.state === null) return false;
    const out = game.apply(s.state, move);
    if (!out.ok) return false;
    const next = out.state;
    const human = nextHuman(s, next);
    const viewer = human ?? s.viewer;
    // Another person takes the screen: cover it until they say they are there.
    const curtain = human !== null && human !== s.viewer && humans(s).length > 1;
    const seenBy = (seat: SeatId | null) => out.events.flatMap((e) => {
      const seen = game.audience(e, seat);
      return seen ? [seen] : [];
    });
    const log = [...s.log, ...seenBy(null)].slice(-LOG_SIZE);
    store.set({ ...s, state: next, viewer, curtain: curtain || (s.curtain && human === s.viewer), events: seenBy(viewer), log, lastMove: move, previous: s.state, seq: s.seq + 1 });
    scheduleBots();
    return true;
  }

  function stopBots(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  return {
    get: store.get,
    subscribe: store.subscribe,
    start(seats, seedText) {
      stopBots();
      const seed = seedOf(seedText);
      const { state, events } = game.create({ seed, players: seats.map((p) => ({ name: p.name })) });
      const ai = aiFor(game);
      const base = typeof seed === 'number' ? seed : [...seed].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
      bots = seats.map((c, i) => (c.kind === 'human' ? null : ai.createBot(c.kind, (base + i * 7919) >>> 0)));
      const people = seats.filter((c) => c.kind === 'human').length;
      // The screen starts with the person the game waits for (a random first player, say), else the first person.
      const awaited = game.ctx(state).awaiting;
      const first = seats.findIndex((c, i) => c.kind === 'human' && awaited.includes(seatId(i)));
      const viewer = seatId(Math.max(0, first >= 0 ? first : seats.findIndex((c) => c.kind === 'human')));
      const shown = events.flatMap((e) => {
        const seen = game.audience(e, viewer);
        return seen ? [seen] : [];
      });
      const log = events.flatMap((e) => {
        const seen = game.audience(e, null);
        return seen ? [seen] : [];
      }).slice(-LOG_SIZE);
      store.set({ active: true, seats, seed: String(seed), state, viewer, curtain: people > 1, events: shown, log, lastMove: null, previous: null, seq: 0 });
      scheduleBots();
    },
    play(move) {
      const s = store.get();
      if (s.curtain || move.seat !== s.viewer) return false;
      return apply(move);
    },
    lift() {
      store.update((s) => ({ ...s, curtain: false }));
    },
    leave() {
      stopBots();
      bots = [];
      store.set(empty);
    },
    view: (s) => (s.state === null ? null : game.view(s.state, s.viewer)),
    previousView: (s) => (s.previous === null ? null : game.view(s.previous, s.viewer)),
  };
}
