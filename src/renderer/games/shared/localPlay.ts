/**
 * The steps of a local game that change what the table shows: a move applied (with the curtain
 * passed on, the log grown and the saves side told), a game shown to play on (start, resume, undo),
 * and a replay's position.
 */
import type { BaseEvent, BaseMove, GameModule } from '../../../engine/kit/module';
import { seatId, type SeatId } from '../../../engine/kit/ids';
import type { SeatConfig } from '../../game/types';
import type { Store } from '../../store';
import type { LocalBots } from './localBots';
import type { LocalSeats } from './localSeats';
import { LOG_SIZE } from './localSeats';
import type { LocalTimeline } from './localTimeline';
import type { LocalSessionListener, LocalSnapshot } from './localTypes';

/** What the steps share: the module, the table's store, its timeline, its seats, its bots and the saves side. */
export interface LocalCore<S, V, M extends BaseMove, E extends BaseEvent, O> {
  game: GameModule<S, V, M, E, O>;
  store: Store<LocalSnapshot<S, M, E>>;
  timeline: LocalTimeline<S, M, E>;
  seats: LocalSeats<S, M, E>;
  bots: LocalBots;
  listener(): LocalSessionListener | null;
}

export function emptyLocal<S, M, E>(): LocalSnapshot<S, M, E> {
  return { active: false, seats: [], seed: '', state: null, viewer: seatId(0), curtain: false, events: [], log: [], lastMove: null, previous: null, seq: 0, replay: null, undoSeat: null };
}

/** Applies a move (anybody's: the person's checked before, a bot's); false when the rules refuse it. */
export function applyLocal<S, V, M extends BaseMove, E extends BaseEvent, O>(core: LocalCore<S, V, M, E, O>, move: M): boolean {
  const { game, store, timeline, seats, bots } = core;
  const s = store.get();
  if (s.state === null || s.replay !== null) return false;
  const out = game.apply(s.state, move);
  if (!out.ok) return false;
  const next = out.state;
  const barrier = game.isBarrier(s.state, next, out.events);
  const saved = timeline.push(move, next, out.events, barrier);
  const human = seats.nextHuman(s.seats, s.viewer, next);
  const viewer = human ?? s.viewer;
  // Another person takes the screen: cover it until they say they are there.
  const curtain = human !== null && human !== s.viewer && seats.humans(s.seats).length > 1;
  const log = [...s.log, ...seats.seenBy(out.events, null)].slice(-LOG_SIZE);
  store.set({
    ...s, state: next, viewer, curtain: curtain || (s.curtain && human === s.viewer), events: seats.seenBy(out.events, viewer), log,
    lastMove: move, previous: s.state, seq: s.seq + 1, undoSeat: timeline.undoSeat(),
  });
  // Saved at every barrier, at the end, and whenever the game waits on people alone (a reload loses nothing they did).
  const ctx = game.ctx(next);
  const waitsOnPeople = (ctx.awaiting.length > 0 && ctx.awaiting.every((seat) => !bots.isBot(seat))) || bots.held();
  if (saved) core.listener()?.changed(saved, barrier || ctx.over || waitsOnPeople);
  bots.schedule();
  return true;
}

/**
 * Shows the timeline's last state as a game to play on (a start, a resume, an undo). `undoer`:
 * the person who took a move back keeps the screen, uncovered; otherwise the screen starts with
 * the person the game waits for (a random first player, say), else the first person.
 */
export function showPlayable<S, V, M extends BaseMove, E extends BaseEvent, O>(
  core: LocalCore<S, V, M, E, O>, seats: SeatConfig[], seed: string, undoer: SeatId | null, fresh: boolean,
): void {
  const frames = core.timeline.frames();
  const last = frames[frames.length - 1];
  if (!last) return;
  const firstHuman = seatId(Math.max(0, seats.findIndex((c) => c.kind === 'human')));
  const viewer = undoer ?? core.seats.nextHuman(seats, firstHuman, last.state) ?? firstHuman;
  const curtain = undoer === null && core.seats.humans(seats).length > 1;
  // A new game shows its setup's events; a resumed or undone one snaps into place.
  const events = fresh ? core.seats.seenBy(last.events, viewer) : [];
  core.store.set({
    active: true, seats, seed, state: last.state, viewer, curtain, events, log: core.seats.logOf(frames, frames.length - 1),
    lastMove: null, previous: null, seq: core.store.get().seq + 1, replay: null, undoSeat: core.timeline.undoSeat(),
  });
  core.bots.schedule();
}

/** Replay: shows the game after `index` moves (clamped); a step forward animates, a jump snaps. */
export function replayTo<S, V, M extends BaseMove, E extends BaseEvent, O>(core: LocalCore<S, V, M, E, O>, index: number): void {
  const s = core.store.get();
  if (s.replay === null) return;
  const frames = core.timeline.frames();
  const i = Math.max(0, Math.min(index, s.replay.last));
  const frame = frames[i];
  if (!frame || i === s.replay.index) return;
  const forward = i === s.replay.index + 1;
  const before = forward ? frames[i - 1] : undefined;
  core.store.set({
    ...s, state: frame.state, events: forward ? core.seats.seenBy(frame.events, null) : [], log: core.seats.logOf(frames, i),
    lastMove: forward ? frame.move : null, previous: before ? before.state : null, seq: s.seq + 1, replay: { ...s.replay, index: i },
  });
}
