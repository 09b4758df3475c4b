/**
 * Mirianth's sessions as the platform's one session interface (`TableSession`, see
 * src/renderer/session/tableSession.ts): the table snapshot every game's session gives, made from
 * Mirianth's own HUD snapshot and the last batch of events. Pure, so both sessions (local and LAN)
 * share it and a test can check it.
 */
import type { DomainEvent, Move, PlayerView, SeatId } from '../../../../engine/games/mirianth';
import type { ReplayPosition, TableConnection, TableSnapshot } from '../../../session/tableSession';
import { isHuman } from './seats';
import type { SessionSnapshot } from './session';
import type { LogEntry } from './types';

/** What a session knows beside its HUD snapshot: the last batch, the last move, who keeps the game. */
export interface SnapshotParts {
  transport: 'local' | 'lan';
  /** The events of the last batch, and the view before it (null when the table snapped to the view). */
  events: readonly DomainEvent[];
  previous: PlayerView | null;
  log: readonly LogEntry[];
  lastMove: Move | null;
  replay: ReplayPosition | null;
  undoSeat: SeatId | null;
  connection: TableConnection | null;
  /** This screen watches (a LAN spectator): no seat's eyes. */
  watching: boolean;
}

/**
 * The seat the person at this screen moves for, as every game's session says it: the seat whose
 * eyes the table shows when it is theirs (hot-seat: the deciding person, or the last one while a
 * bot thinks; at the LAN: their own seat), none in a replay or when watching.
 */
function moverOf(s: SessionSnapshot): SeatId | null {
  if (s.screen !== 'playing' || s.view === null || s.config === null) return null;
  return isHuman(s.config.seats, s.viewer) ? s.viewer : null;
}

export function tableSnapshotOf(s: SessionSnapshot, parts: SnapshotParts): TableSnapshot<PlayerView, Move, DomainEvent> {
  const replaying = s.screen === 'replay';
  return {
    transport: parts.transport,
    active: s.screen !== 'newGame',
    view: s.view,
    previous: parts.previous,
    events: parts.events,
    log: parts.log.map((entry) => entry.event),
    lastMove: parts.lastMove,
    seq: s.version,
    viewer: replaying || parts.watching || s.view === null ? null : s.viewer,
    mover: moverOf(s),
    replay: replaying ? parts.replay : null,
    undoSeat: replaying ? null : parts.undoSeat,
    curtain: false,
    connection: parts.connection,
  };
}
