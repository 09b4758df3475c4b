/**
 * The platform's LAN client reads any game's views and events as unknown; tests of Mirianth
 * tables read them as Mirianth's (as its renderer room does, `lanTypes.ts`).
 */
import type { DomainEvent, PlayerView } from '../../src/engine/games/mirianth';
import type { ClientSnapshot } from '../../src/shared/lan/clientState';
import type { HostMessage } from '../../src/shared/lan/hostMessages';

export function mirianthSnapshot(client: { getSnapshot(): ClientSnapshot }): ClientSnapshot<PlayerView> {
  return client.getSnapshot() as ClientSnapshot<PlayerView>;
}

export function mirianthMessage(msg: HostMessage): HostMessage<PlayerView, DomainEvent> {
  return msg as HostMessage<PlayerView, DomainEvent>;
}
