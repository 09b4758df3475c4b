/** Choosing among payments: keep the dice that are worth most for the rest of the turn. */
import type { MiremarshMove } from '../../../engine/games/miremarsh/moves';
import type { Pay } from '../../../engine/games/miremarsh/rules/pay';
import type { MiremarshView } from '../../../engine/games/miremarsh/view';
import { dieValue } from './read';

/** Cost of spending these sources: the dice's keep-value; free card icons cost a little (once a turn). */
export function spendCost(view: MiremarshView, pay: readonly Pay[], wantE: boolean, wantF = false): number {
  let cost = 0;
  for (const p of pay) {
    if ('die' in p) {
      const d = view.turn.dice[p.die];
      cost += d ? dieValue(d, wantE, wantF) : 0;
    } else cost += p.card === 'gulper' ? 2.5 : 0.8;
  }
  return cost;
}

export function cheapest<M extends MiremarshMove & { pay: Pay[] }>(view: MiremarshView, moves: readonly M[], wantE: boolean, wantF = false): M | undefined {
  let best: M | undefined;
  let bestCost = Infinity;
  for (const m of moves) {
    const c = spendCost(view, m.pay, wantE, wantF);
    if (c < bestCost) { bestCost = c; best = m; }
  }
  return best;
}
