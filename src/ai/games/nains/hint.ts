/** A suggested move for a human, with a short reason (English; the table may translate by `code`). */
import type { SeatId } from '../../../engine/kit/ids';
import { nainsLegalMoves } from '../../../engine/games/nains/rules/legal';
import type { NainsMove, NainsView } from '../../../engine/games/nains/types';
import { kitRng } from '../../kit/rng';
import { HARD, hardChoose } from './hard';
import { moveValue } from './policy';

export interface NainsHint { move: NainsMove; code: string; reason: string }

function reasonOf(view: NainsView, move: NainsMove): { code: string; reason: string } {
  switch (move.type) {
    case 'bid': {
      const [a = '', b = '', c = ''] = move.taverns;
      return { code: 'bid', reason: `Bid ${a}, ${b}, ${c}: your strongest coins where the cards you want most are contested.` };
    }
    case 'pick':
      return { code: 'pick', reason: `Take ${move.card}: worth about ${moveValue(view, move).toFixed(0)} Bravery to your city now and later.` };
    case 'recruit':
      return { code: 'recruit', reason: `Recruit ${move.card}${move.column ? ` into ${move.column}` : ''}: the most Bravery for this line.` };
    case 'upgrade':
      return { code: 'upgrade', reason: `Upgrade ${move.coin}: the largest gain the Treasury allows.` };
    case 'svara':
      return { code: 'svara', reason: `Take ${move.card} from the Era 2 deck: the best of the cards you saw.` };
    case 'discard':
      return { code: 'discard', reason: `Discard ${move.card}: the card your rival wants most.` };
    case 'exchange':
      return { code: 'exchange', reason: 'Either coin gives the same exchange.' };
  }
}

export function nainsHint(view: NainsView, seat: SeatId, seed = 1): NainsHint | null {
  if (nainsLegalMoves(view, seat).length === 0) return null;
  const move = hardChoose(view, seat, kitRng(seed), { ...HARD, budgetMs: 120 });
  return { move, ...reasonOf(view, move) };
}
