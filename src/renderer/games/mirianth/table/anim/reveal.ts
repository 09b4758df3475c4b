/**
 * When the HUD may tell each event of a batch: the log shows an event once the table shows it.
 * A beat reveals its events as it starts, except the two whose outcome the picture withholds for
 * a moment: a fate test's result waits for the flip, a battle's verdict for the count-up.
 */
import type { DomainEvent } from '../../../../../engine/games/mirianth';
import type { Beat } from './plan';

/** How many of the batch's events the HUD may show once the beat starts, and once it reaches `mark`. */
export interface RevealPoint { start: number; mark?: { name: string; count: number } }

export function revealPoints(events: readonly DomainEvent[], beats: readonly Beat[], owner: readonly number[]): RevealPoint[] {
  let shown = 0;
  return beats.map((beat, k) => {
    const mine = owner.flatMap((o, i) => (o === k ? [i] : []));
    const first = mine[0] ?? shown;
    const last = mine[mine.length - 1] ?? first - 1;
    let point: RevealPoint;
    if (beat.kind === 'battle') point = { start: first, mark: { name: 'battleVerdict', count: last + 1 } };
    else if (beat.kind === 'fate') {
      const flip = mine.find((i) => events[i]?.type === 'fateRevealed');
      point = flip === undefined ? { start: last + 1 } : { start: flip, mark: { name: 'fateRevealed', count: flip + 1 } };
    } else point = { start: last + 1 };
    point.start = Math.max(point.start, shown);
    shown = Math.max(point.start, point.mark?.count ?? 0);
    return point;
  });
}
