/** What Undo says it took back: the human's decision in words, and how many AI moves went with it. */
import type { SeatId } from '../../../../engine/games/mirianth';
import type { Timeline } from '../../../../engine/games/mirianth/save';
import { describeMove } from '../i18n/describeMove';
import { seatName, type T } from '../i18n/text';

/** `before` is the timeline Undo started from, `after` the one it left: `after`'s moves are a prefix of `before`'s. */
export function undoMessage(t: T, before: Timeline, after: Timeline, seat: SeatId): string | null {
  const at = after.moves.length;
  const undone = before.moves.slice(at);
  const mine = undone[0];
  const state = before.states[at];
  if (!mine || !state) return null;
  const others = undone.length - 1;
  const what = describeMove(t, state, mine);
  const name = seatName(state, seat);
  return others > 0 ? t('read.undone.withOthers', { name, what, count: others }) : t('read.undone.alone', { name, what });
}
