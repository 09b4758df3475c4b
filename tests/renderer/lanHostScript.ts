/**
 * A LAN host conversation for renderer tests: the frames a host sends one seat (table, game
 * updates carrying only new card definitions, errors), built from a game played headless, and a
 * fake transport that delivers them to a real LanClient and records what the client sends.
 */
import { playerView, seatId, type DomainEvent, type SeatId } from '../../src/engine/games/mirianth';
import type { HostMessage, HostMessageOf } from '../../src/shared/lan/hostMessages';
import { withNewCardsOnly } from '../../src/shared/lan/cardDelta';
import { LanClient } from '../../src/shared/lan/client';
import { PROTOCOL_VERSION } from '../../src/shared/lan/protocol';
import type { SocketFactory, SocketHandlers } from '../../src/shared/lan/socket';
import type { SeatView, TablePhase, TableView } from '../../src/shared/lan/tableView';
import type { Step } from './fixtures';

export const TABLE_ID = 'a1b2c3d4e5f6';
export const TOKEN = 'abcdefghijklmnopqrstuv';

/** The `game` frames a host sends `seat` through a game: a full view at the start, then updates. */
export function gameFrames(steps: readonly Step[], seat: SeatId): HostMessageOf<'game'>[] {
  const known = new Set<string>();
  return steps.map((step, i) => {
    const full = i === 0;
    const view = withNewCardsOnly(playerView(step.state, seat), known, full);
    return { type: 'game', view, full, events: full ? [] : step.events, moveNo: i, clock: [] };
  });
}

/** Every event up to and including `steps[at]`: a full view's history. */
export const historyAt = (steps: readonly Step[], at: number): DomainEvent[] => steps.slice(0, at + 1).flatMap((s) => s.events);

/** A full view of `steps[at]`, as sent on a resume (no events); with its history, as hosts now send it. */
export function resumeFrame(steps: readonly Step[], seat: SeatId, at: number, withHistory = false): HostMessageOf<'game'> {
  const step = steps[at];
  if (!step) throw new Error(`no step ${at}`);
  const history = withHistory ? { history: historyAt(steps, at) } : {};
  return { type: 'game', view: playerView(step.state, seat), full: true, events: [], ...history, moveNo: at, clock: [] };
}

export function seatView(seat: number, patch: Partial<SeatView> = {}): SeatView {
  return {
    seat, kind: 'human', level: 'normal', name: `P${seat + 1}`, ready: true, occupied: true, connected: true,
    owner: seat === 0, aiPlaying: false, heldMs: null, ...patch,
  };
}

export function tableFrame(phase: TablePhase, seats: SeatView[]): HostMessageOf<'table'> {
  const table: TableView = {
    id: TABLE_ID, game: 'mirianth-wars', name: 'Mesa', phase, seats,
    options: { hasPassword: false, dropPolicy: 'wait', holdSeconds: 120, turnClockSeconds: null },
    botLevels: ['random', 'easy', 'normal', 'hard'],
  };
  return { type: 'table', table };
}

export interface FakeHost {
  client: LanClient;
  /** Every frame the client sent, parsed. */
  sent: { type: string; id?: number; [key: string]: unknown }[];
  deliver(msg: HostMessage): void;
  /** The last request of `type` the client sent. */
  last(type: string): { type: string; id?: number; [key: string]: unknown } | undefined;
  /** Connects and sits the client at `seat` (answering its join). */
  seatAt(seat: number): Promise<void>;
}

export function fakeHost(): FakeHost {
  let handlers: SocketHandlers | null = null;
  const sent: FakeHost['sent'] = [];
  const deliver = (msg: HostMessage) => handlers?.message(JSON.stringify(msg));
  const factory: SocketFactory = (_url, h) => {
    handlers = h;
    queueMicrotask(() => h.open());
    return {
      send(data) {
        const msg = JSON.parse(data) as FakeHost['sent'][number];
        sent.push(msg);
        if (msg.type === 'hello') queueMicrotask(() => deliver({ type: 'welcome', id: msg.id, v: PROTOCOL_VERSION, server: 'fake host' }));
      },
      close() {
        queueMicrotask(() => h.close(1000, ''));
      },
    };
  };
  const client = new LanClient({ url: 'ws://fake/ws', socketFactory: factory, heartbeatMs: 0, reconnect: false });
  const last = (type: string) => [...sent].reverse().find((m) => m.type === type);
  return {
    client, sent, deliver, last,
    async seatAt(seat) {
      await client.connect();
      const joining = client.join(TABLE_ID, `P${seat + 1}`, { seat });
      const request = last('join');
      deliver({ type: 'joined', id: request?.id, tableId: TABLE_ID, seat: seatId(seat), token: TOKEN, owner: seat === 0 });
      await joining;
    },
  };
}
