/**
 * The test hook while seated at a LAN table: only what this seat may know. There is no full
 * state (`state()` is null); legal moves exist for this seat only, computed from its own view.
 */
import { legalMoves, type SeatId } from '../../../../engine/games/mirianth';
import type { ClientSnapshot } from './lanTypes';
import { animationGate } from '../../../game/pace';
import { awaitedInOrder } from '../game/seats';
import type { RemoteSession } from './remoteSession';

interface ClientLike { getSnapshot(): ClientSnapshot }

export function installLanDebugHook(remote: RemoteSession, client: ClientLike): void {
  const view = () => remote.getSnapshot().view;
  const hook: MirianthDebug = {
    state: () => null,
    config: () => {
      const config = remote.getSnapshot().config;
      return config ? { seed: '', seats: config.seats.map((s) => ({ name: s.name, kind: s.kind })) } : null;
    },
    awaiting: () => {
      const v = view();
      return v ? awaitedInOrder(v) : [];
    },
    actor: () => remote.getSnapshot().actor,
    viewer: () => remote.getSnapshot().viewer,
    legalMoves: (seat: SeatId) => {
      const v = view();
      return v && seat === remote.seat() ? legalMoves(v, seat) : [];
    },
    events: () => remote.events().map((e) => e.event),
    animating: () => animationGate.busy(),
    version: () => remote.getSnapshot().version,
    mode: () => 'lan',
    view,
    lan: () => {
      const c = client.getSnapshot();
      return { status: c.status, seat: c.session?.seat ?? null, phase: c.table?.phase ?? null, owner: c.session?.owner ?? false };
    },
  };
  Object.defineProperty(window, '__mirianth', { value: Object.freeze(hook), configurable: true });
}
