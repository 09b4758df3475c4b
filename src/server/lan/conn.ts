/**
 * One client connection. Its socket is private: the only way out is `send(outgoing)`, which goes
 * through the wire filter with this connection's seat.
 */
import { WebSocket } from 'ws';
import { CLOSE_CODES } from '../../shared/lan/protocol';
import type { SeatId } from '../../engine/kit/ids';
import type { Cancel } from './clock';
import type { TokenBucket } from './rateLimit';
import { filterFor, type Outgoing, type ReplyMessage } from './wireFilter';

/** Every frame sent, as it left: for wire probes and diagnostics. */
export type FrameTap = (frame: { connId: number; tableId: string | null; seat: SeatId | null; data: string }) => void;

// A client that stops reading must not make the host buffer without end.
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;
/** Frames a client may send while one of its requests (a password check) is still running. */
const MAX_QUEUED_FRAMES = 64;

/** One incoming frame's handling; a promise when it waits (password checks). */
export type FrameTask = () => void | Promise<void>;

export class Conn {
  greeted = false;
  tableId: string | null = null;
  seat: SeatId | null = null;
  /** Watching `tableId` as a spectator (no seat): the wire filter sends it the spectator's view. */
  watching = false;
  /** Failed password/token attempts; too many close the socket. */
  badAuth = 0;
  /** Messages refused by the rate limiter since the last accepted one. */
  throttled = 0;
  /** Card definitions already sent on this connection (see the wire filter). */
  readonly knownCards = new Set<string>();
  /** Time of the last frame received (heartbeat). */
  lastSeen: number;
  private cancelHeartbeat: Cancel | null = null;
  private cancelHelloTimer: Cancel | null = null;
  /** Frames that arrived while an earlier one was still being handled, in order. */
  private readonly queued: FrameTask[] = [];
  private busy = false;

  constructor(
    readonly id: number,
    private readonly socket: WebSocket,
    readonly bucket: TokenBucket,
    now: number,
    private readonly tap: FrameTap | undefined,
    /** The peer's address (for per-address limits and lockouts). */
    readonly ip = 'unknown',
  ) {
    this.lastSeen = now;
  }

  /**
   * Handles frames strictly in order: while one waits (an async password check), later ones
   * queue, so `hello` then `join` sent back to back still meet a greeted connection.
   */
  enqueue(task: FrameTask): void {
    if (this.busy) {
      if (this.queued.length < MAX_QUEUED_FRAMES) this.queued.push(task);
      else this.close(CLOSE_CODES.abuse, 'Too many messages');
      return;
    }
    this.run(task);
  }

  private run(task: FrameTask): void {
    let result: void | Promise<void>;
    try {
      result = task();
    } catch {
      result = undefined;
    }
    if (!result) {
      const next = this.queued.shift();
      if (next) this.run(next);
      return;
    }
    this.busy = true;
    void result.catch(() => undefined).then(() => {
      this.busy = false;
      const next = this.queued.shift();
      if (next) this.run(next);
    });
  }

  /** Closes a connection that has not said hello in time (cleared by the handshake). */
  setHelloTimer(cancel: Cancel | null): void {
    this.cancelHelloTimer?.();
    this.cancelHelloTimer = cancel;
  }

  get open(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  send(out: Outgoing): void {
    if (!this.open) return;
    const message = filterFor(out, { seat: this.seat, watching: this.watching, knownCards: this.knownCards });
    if (message === null) return;
    const data = JSON.stringify(message);
    if (this.socket.bufferedAmount + data.length > MAX_BUFFERED_BYTES) {
      this.close(1013, 'Too far behind');
      return;
    }
    this.tap?.({ connId: this.id, tableId: this.tableId, seat: this.seat, data });
    this.socket.send(data);
  }

  reply(message: ReplyMessage): void {
    this.send({ kind: 'reply', message });
  }

  close(code: number, reason: string): void {
    if (this.socket.readyState === WebSocket.CLOSED || this.socket.readyState === WebSocket.CLOSING) return;
    this.socket.close(code, reason);
  }

  /** Cuts the connection without a closing handshake (dead peers). */
  terminate(): void {
    this.socket.terminate();
  }

  ping(): void {
    if (this.open) this.socket.ping();
  }

  setHeartbeat(cancel: Cancel | null): void {
    this.cancelHeartbeat?.();
    this.cancelHeartbeat = cancel;
  }
}
