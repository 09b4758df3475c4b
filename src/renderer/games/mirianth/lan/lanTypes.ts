/**
 * The platform's LAN types, narrowed to Mirianth's views, events and moves. The platform checks
 * each host message's envelope and leaves the game's own data unknown; a Mirianth table's data is
 * Mirianth's (the session draws only views whose `game` is Mirianth's), trusted like every LAN message.
 */
import type { DomainEvent, Move, PlayerView } from '../../../../engine/games/mirianth';
import type { ClientSnapshot as PlatformClientSnapshot } from '../../../../shared/lan/clientState';
import type { HostMessageOf as PlatformHostMessageOf, HostMessageType } from '../../../../shared/lan/hostMessages';
import type { RemoteClient as PlatformRemoteClient } from '../../../lan/remoteClient';

export type ClientSnapshot = PlatformClientSnapshot<PlayerView>;
export type HostMessageOf<T extends HostMessageType> = PlatformHostMessageOf<T, PlayerView, DomainEvent>;
/** The platform's client as Mirianth's LAN screen reads it (moves typed as Mirianth's). */
export type RemoteClient<M = Move> = PlatformRemoteClient<M, PlayerView, DomainEvent>;

/** The platform's client, its views and events read as Mirianth's. */
export function mirianthClient(client: PlatformRemoteClient<Move>): RemoteClient {
  return client as RemoteClient;
}
