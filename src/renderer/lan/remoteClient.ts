/**
 * What a game's LAN screen needs from the connection (a `LanClient`; tests pass one on a fake
 * socket): its snapshot, the host's messages, and a way to send this seat's moves.
 */
import type { BaseEvent, BaseMove } from '../../engine/kit/module';
import type { ClientSnapshot } from '../../shared/lan/clientState';
import type { HostMessage } from '../../shared/lan/hostMessages';

/** `M`, `V`, `E`: the game's moves, views and events (a game's room narrows the platform's client to its own). */
export interface RemoteClient<M = BaseMove, V = unknown, E extends BaseEvent = BaseEvent> {
  getSnapshot(): ClientSnapshot<V>;
  subscribe(listener: () => void): () => void;
  onMessage(listener: (msg: HostMessage<V, E>) => void): () => void;
  /** Sends a move; settles with the host's move number, or fails with its refusal. */
  move(move: M): Promise<number>;
}
