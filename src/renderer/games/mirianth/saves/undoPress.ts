/**
 * What pressing Undo does, decided when the press lands (not when the button was drawn): the AIs
 * may have played on meanwhile, past a revealed card. Every press either takes the decision back
 * or says why not, so Undo never does nothing in silence.
 */
import type { SeatId } from '../../../../engine/games/mirianth';
import type { Persistence } from '../game/persistence';
import type { T } from '../i18n/text';
import { undoMessage } from './undoMessage';

export interface UndoPressed {
  done: boolean;
  /** What to tell the player: what was taken back, or why nothing was. */
  text: string;
}

/** `offered`: the seat the button offered to undo for when it was drawn (null: it showed nothing to undo). */
export function pressUndo(t: T, persistence: Pick<Persistence, 'get' | 'undo' | 'undoSeat'>, offered: SeatId | null): UndoPressed {
  const before = persistence.get()?.timeline;
  const seat = persistence.undoSeat();
  // The table moved on between drawing the button and the press (an AI's move revealed a card).
  if (seat === null) return { done: false, text: t(offered === null ? 'saves.undoNone' : 'saves.undoTooLate') };
  if (!before || !persistence.undo()) return { done: false, text: t('saves.undoRefused') };
  const after = persistence.get()?.timeline;
  let text: string | null = null;
  try {
    text = after ? undoMessage(t, before, after, seat) : null;
  } catch (error) {
    console.warn('Undo could not word the move it took back', error);
  }
  return { done: true, text: text ?? t('saves.undoDone') };
}
