/**
 * What the table plays for one batch of engine events (one move): a list of timed steps. Pure, so
 * the order and the lengths are tested without a page. Lengths follow the speed scale; at 0 every
 * step still exists (sound and the log follow them) but takes no time.
 */
import type { CardId, Coin, NainsEvent } from '../../../../../engine/games/nains/types';

export type AnimStep =
  | { kind: 'deal'; tavern: number; card: CardId; index: number }
  | { kind: 'bid'; seat: number }
  | { kind: 'reveal'; tavern: number }
  | { kind: 'take'; seat: number; card: CardId; tavern: number | null }
  | { kind: 'line'; seat: number }
  | { kind: 'recruit'; seat: number; card: CardId }
  | { kind: 'upgrade'; seat: number; from: Coin; to: Coin }
  | { kind: 'gems'; swaps: readonly (readonly [number, number])[] }
  | { kind: 'award'; seat: number; card: CardId }
  | { kind: 'score' }
  /** Era 1 is over (Era 2 starts): heard, not drawn. */
  | { kind: 'eraEnd' };

export interface TimedStep {
  step: AnimStep;
  /** Start, in ms after the batch starts. */
  at: number;
  dur: number;
  /** Index of the event (in the batch) the step shows. */
  event: number;
}

export interface AnimPlan {
  steps: TimedStep[];
  /** When each event's log line may appear (its first step's start, or where the table has got to). */
  eventAt: number[];
  total: number;
}

/** Lengths at Normal speed, ms. */
export const BASE_MS = {
  deal: 320, dealGap: 90, bid: 380, reveal: 520, take: 460, line: 520, recruit: 560,
  upgrade: 700, gems: 650, award: 1300, score: 0, eraEnd: 0,
} as const;

function stepsOf(e: NainsEvent): { step: AnimStep; len: number; gap?: number }[] {
  switch (e.type) {
    case 'dealt':
      return e.taverns.flatMap((cards, tavern) => cards.map((card, index) => ({ step: { kind: 'deal', tavern, card, index } as const, len: BASE_MS.deal, gap: BASE_MS.dealGap })));
    case 'bidPlaced': return [{ step: { kind: 'bid', seat: e.seat }, len: BASE_MS.bid }];
    case 'tavernRevealed': return [{ step: { kind: 'reveal', tavern: e.tavern }, len: BASE_MS.reveal }];
    case 'cardTaken': return [{ step: { kind: 'take', seat: e.seat, card: e.card, tavern: e.tavern }, len: BASE_MS.take }];
    case 'svaraTook': return [{ step: { kind: 'take', seat: e.seat, card: e.card, tavern: null }, len: BASE_MS.take }];
    case 'recruited': return [
      { step: { kind: 'line', seat: e.seat }, len: BASE_MS.line },
      { step: { kind: 'recruit', seat: e.seat, card: e.card }, len: BASE_MS.recruit },
    ];
    case 'coinUpgraded': return [{ step: { kind: 'upgrade', seat: e.seat, from: e.from, to: e.to }, len: BASE_MS.upgrade }];
    case 'gemsSwapped': return e.swaps.length ? [{ step: { kind: 'gems', swaps: e.swaps }, len: BASE_MS.gems }] : [];
    case 'eliteAwarded': return e.seat === null ? [] : [{ step: { kind: 'award', seat: e.seat, card: e.card }, len: BASE_MS.award }];
    case 'gameEnded': return [{ step: { kind: 'score' }, len: BASE_MS.score }];
    case 'eraStarted': return e.era === 2 ? [{ step: { kind: 'eraEnd' }, len: BASE_MS.eraEnd }] : [];
    default: return [];
  }
}

export function planNains(events: readonly NainsEvent[], scale: number): AnimPlan {
  const steps: TimedStep[] = [];
  const eventAt: number[] = [];
  let cursor = 0;
  events.forEach((e, event) => {
    eventAt.push(cursor);
    const parts = stepsOf(e);
    // Dealt cards overlap: each starts a gap after the one before.
    let end = cursor;
    for (const p of parts) {
      const dur = p.len * scale;
      steps.push({ step: p.step, at: cursor, dur, event });
      end = Math.max(end, cursor + dur);
      cursor += p.gap === undefined ? dur : p.gap * scale;
    }
    cursor = end;
  });
  return { steps, eventAt, total: cursor };
}
