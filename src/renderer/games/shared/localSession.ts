/**
 * A local game in the page, for any game module: the full state stays here, the screen only ever
 * gets one seat's view. AI seats answer through the platform's bot worker after a speed-scaled pause.
 * Hot-seat: when another person must act, `curtain` covers the table until they lift it.
 * Every move goes on a timeline (undo, saves through `listen`); a replay walks a saved one instead.
 * The parts: localSeats (who answers), localBots (the AI seats), localPlay (moves, shown games, replay).
 */
import type { BaseEvent, BaseMove, GameModule } from '../../../engine/kit/module';
import type { BotPort } from '../../session/botClient';
import { createStore } from '../../store';
import { createLocalBots } from './localBots';
import { applyLocal, emptyLocal, replayTo, showPlayable, type LocalCore } from './localPlay';
import { localSeats } from './localSeats';
import { createLocalTimeline } from './localTimeline';
import type { BotHold, LocalSession, LocalSessionListener, LocalSnapshot } from './localTypes';

export type { BotHold, LocalReplay, LocalSession, LocalSessionListener, LocalSnapshot } from './localTypes';

function seedOf(text: string): number | string {
  return text === '' ? Math.floor(Math.random() * 2 ** 31) : text;
}

/** `port`: where the AI seats' questions go (default: the page's bot worker, in-thread without one). */
export function createLocalSession<S, V, M extends BaseMove, E extends BaseEvent, O>(game: GameModule<S, V, M, E, O>, port?: BotPort): LocalSession<S, V, M, E> {
  const store = createStore<LocalSnapshot<S, M, E>>(emptyLocal());
  let listener: LocalSessionListener | null = null;
  const bots = createLocalBots(game, { get: store.get, apply: (m: M) => applyLocal(core, m), port });
  const core: LocalCore<S, V, M, E, O> = { game, store, timeline: createLocalTimeline(game), seats: localSeats(game), bots, listener: () => listener };
  const { timeline } = core;
  let unhold: (() => void) | null = null;

  const session: LocalSession<S, V, M, E> = {
    get: store.get,
    subscribe: store.subscribe,
    listen(next) {
      listener = next;
    },
    start(seats, seedText) {
      bots.stop();
      const seed = seedOf(seedText);
      const t = timeline.start(seats, seed);
      bots.make(seats, seed);
      listener?.left();
      listener?.started(t, seats);
      showPlayable(core, seats, String(seed), null, true);
    },
    resume(saved, seats) {
      bots.stop();
      if (!timeline.load(saved)) return false;
      bots.make(seats, saved.setup.seed);
      showPlayable(core, seats, String(saved.setup.seed), null, false);
      return true;
    },
    play(move) {
      const s = store.get();
      if (s.curtain || s.replay !== null || move.seat !== s.viewer) return false;
      return applyLocal(core, move);
    },
    undo() {
      const s = store.get();
      if (s.replay !== null) return false;
      const cut = timeline.undo();
      if (!cut) return false;
      bots.stop();
      showPlayable(core, s.seats, s.seed, cut.seat, false);
      listener?.changed(cut.timeline, false);
      return true;
    },
    lift: () => store.update((s) => ({ ...s, curtain: false })),
    leave() {
      const s = store.get();
      if (s.active && s.replay === null) listener?.left();
      bots.stop();
      bots.make([], 0);
      timeline.clear();
      store.set(emptyLocal());
    },
    replay(saved, seats) {
      bots.stop();
      bots.make([], 0);
      if (!timeline.load(saved)) return false;
      store.set({ ...emptyLocal(), active: true, seats, seed: String(saved.setup.seed), seq: store.get().seq + 1, replay: { index: -1, last: saved.moves.length } });
      replayTo(core, 0);
      return true;
    },
    replayTo: (index) => replayTo(core, index),
    holdBots(next: BotHold | null) {
      unhold?.();
      bots.setHold(next);
      unhold = next ? next.subscribe(() => {
        // The game now waits on the person reading: save it, as any wait on people (a reload loses nothing).
        const saved = timeline.get();
        if (next.held() && saved && store.get().replay === null) listener?.changed(saved, true);
        bots.schedule();
      }) : null;
      bots.schedule();
    },
    timeline: () => timeline.get(),
    view: (s) => (s.state === null ? null : game.view(s.state, s.replay ? null : s.viewer)),
    previousView: (s) => (s.previous === null ? null : game.view(s.previous, s.replay ? null : s.viewer)),
  };
  return session;
}
