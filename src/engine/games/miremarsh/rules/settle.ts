/**
 * Settles a hand-built position (rule tests): the statechart asks what must happen next and runs
 * the automatic steps until a decision or the end. The chart decides the order (machine.ts).
 */
import { settleChart } from '../runner';
import type { MiremarshState } from '../state';

export function settle(state: MiremarshState): MiremarshState {
  return settleChart(state);
}
