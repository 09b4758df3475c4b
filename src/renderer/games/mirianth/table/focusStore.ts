/** The table card the keyboard has focused (Tab onto the table's cards, then the arrow keys): it grows as under the pointer. */
import type { CardId } from '../../../../engine/games/mirianth';
import { createStore } from '../../../store';

export const tableFocus = createStore<CardId | null>(null);
