/** Who is at a local table's screen: the people's seats, who answers next, and what a seat may see of events. */
import type { BaseEvent, BaseMove, GameModule } from '../../../engine/kit/module';
import { seatId, type SeatId } from '../../../engine/kit/ids';
import type { SeatConfig } from '../../game/types';
import type { LocalFrame } from './localTimeline';

export const LOG_SIZE = 12;

export interface LocalSeats<S, M, E> {
  humans(seats: readonly SeatConfig[]): SeatId[];
  /** The human who must answer next, if any: the shown one first, so a player keeps the screen. */
  nextHuman(seats: readonly SeatConfig[], viewer: SeatId, state: S): SeatId | null;
  /** Events as `seat` may see them (null: a spectator). */
  seenBy(events: readonly E[], seat: SeatId | null): E[];
  /** The log after the first `moves` moves (each frame keeps its own step's events). */
  logOf(frames: readonly LocalFrame<S, M, E>[], moves: number): E[];
}

export function localSeats<S, V, M extends BaseMove, E extends BaseEvent, O>(game: GameModule<S, V, M, E, O>): LocalSeats<S, M, E> {
  const humans = (seats: readonly SeatConfig[]): SeatId[] => seats.flatMap((c, i) => (c.kind === 'human' ? [seatId(i)] : []));
  const seenBy = (events: readonly E[], seat: SeatId | null): E[] => events.flatMap((e) => {
    const seen = game.audience(e, seat);
    return seen ? [seen] : [];
  });
  return {
    humans,
    nextHuman(seats, viewer, state) {
      const awaited = game.ctx(state).awaiting;
      const waiting = humans(seats).filter((h) => awaited.includes(h));
      if (waiting.includes(viewer)) return viewer;
      return waiting[0] ?? null;
    },
    seenBy,
    logOf: (frames, moves) => seenBy(frames.slice(0, moves + 1).flatMap((f) => f.events), null).slice(-LOG_SIZE),
  };
}
