/** Mirianth's session vocabulary: the batches of events its table animates, and its log. */
import type { DomainEvent, PlayerView, SeatId } from '../../../../engine/games/mirianth';

export * from '../../../game/types';

/** The events of one applied move, with the view they lead to. */
export interface Batch {
  seq: number;
  events: DomainEvent[];
  /** The public picture after these events (drawn from the viewer's seat). */
  view: PlayerView;
  viewer: SeatId;
  /** Show the view at once, dropping any animation in flight (a loaded game, undo, a replay stepping back). */
  snap?: boolean;
}

export interface LogEntry { seq: number; event: DomainEvent }
