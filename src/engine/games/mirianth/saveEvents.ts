/**
 * What Mirianth's save layer reads from its events: which ones show hidden information (undo never
 * reaches back past them; `barrier.ts` derives the same mechanically) and which moves end a round,
 * a resolution step or the game (the autosave points). The platform's saves reach these through
 * the engine registry.
 */
import type { DomainEvent } from './events';

/** Events that show something nobody knew: undo may never reach back past them. */
export const HIDDEN_INFO_EVENTS = [
  'decksShuffled', 'cardRevealed', 'lastRoundRevealed', 'fateShuffled', 'fateRevealed',
] as const satisfies readonly DomainEvent['type'][];

const hidden: ReadonlySet<string> = new Set(HIDDEN_INFO_EVENTS);

export function revealsHiddenInfo(events: readonly DomainEvent[]): boolean {
  return events.some((e) => hidden.has(e.type));
}

/**
 * When to autosave: after the move that ended a negotiation round (the next one starts), ended a
 * resolution step (the next one starts), or ended the game. The renderer checks the events of each
 * move it applies; this keeps the rule in one place for the desktop, the browser and the LAN host.
 */
export function isAutosavePoint(events: readonly DomainEvent[]): boolean {
  return events.some((e) => e.type === 'roundStarted' || e.type === 'stepStarted' || e.type === 'gameEnded');
}
