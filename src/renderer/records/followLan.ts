/**
 * Records of LAN games: while this page sits at a LAN table (as its host's own player or as a
 * guest), a game that ends there goes into this computer's records, once. The host keeps no
 * saves of LAN games for its player and a guest has none, so this is where they come from.
 */
import type { ClientSnapshot } from '../../shared/lan/clientState';
import { lanRecord } from './lanRecord';
import { addRecords, hasRecord } from './recordsStore';

interface Followed { subscribe(listener: () => void): () => void; getSnapshot(): ClientSnapshot }

/** Records each game `client` plays to the end; returns the stop. */
export function followLanRecords(client: Followed): () => void {
  let last: string | null = null;
  const look = (): void => {
    const record = lanRecord(client.getSnapshot(), new Date().toISOString());
    if (!record || record.gameId === last) return;
    last = record.gameId;
    // Seen again after a reload (the finished table sends its last view): the first line stays.
    if (!hasRecord(record.gameId)) addRecords([record]);
  };
  look();
  return client.subscribe(look);
}
