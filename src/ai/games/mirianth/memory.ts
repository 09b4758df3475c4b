/**
 * What a value bot remembers between decisions: the deals it offered, per dispute, so a refused
 * offer is not made again. Each offer keeps the decision it was made at (`at`, moves played
 * before it), so a decision taken again after an undo forgets what came later: the bot is then
 * exactly as it was the first time.
 */
import type { DealTerms, PlayerView } from '../../../engine/games/mirianth';
import { dealKey } from './negotiation';

export interface Memory {
  /** `dispute|deal` -> the decision it was offered at (-1 when the caller gave none). */
  offered: Map<string, number>;
}

export function newMemory(): Memory {
  return { offered: new Map() };
}

function disputeKey(view: PlayerView): string {
  const r = view.round;
  return `${view.roundNo}:${r?.disputes[r.current]?.card ?? ''}`;
}

/** Forgets what was done at decision `at` or later: the game went back to before it. */
export function rewindMemory(memory: Memory, at: number | undefined): void {
  if (at === undefined) return;
  for (const [key, when] of memory.offered) if (when >= at) memory.offered.delete(key);
}

/** The offers already made in the dispute at hand, by deal key. */
export function offeredHere(memory: Memory, view: PlayerView): { has(deal: string): boolean } {
  const here = disputeKey(view);
  return { has: (deal) => memory.offered.has(`${here}|${deal}`) };
}

export function rememberOffer(memory: Memory, view: PlayerView, deal: DealTerms, at: number | undefined): void {
  memory.offered.set(`${disputeKey(view)}|${dealKey(deal)}`, at ?? -1);
}
