/**
 * When to autosave: after the move that ended a negotiation round (the next one starts), ended a
 * resolution step (the next one starts), or ended the game. The renderer checks the events of each
 * move it applies; this keeps the rule in one place for the desktop, the browser and the LAN host.
 */
import type { DomainEvent } from '../../engine/games/mirianth';

export function isAutosavePoint(events: readonly DomainEvent[]): boolean {
  return events.some((e) => e.type === 'roundStarted' || e.type === 'stepStarted' || e.type === 'gameEnded');
}
