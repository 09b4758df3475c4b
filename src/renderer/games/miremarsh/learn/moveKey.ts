/** A move's key as the table's answers and payments carry it (`data-move-key`): the guided game and the hint find a move's control by it. */
import { canonicalJson } from '../../../../engine/kit/stateHash';
import type { MiremarshMove } from '../../../../engine/games/miremarsh/moves';

export const mmMoveKey = (m: MiremarshMove): string => canonicalJson(m);
