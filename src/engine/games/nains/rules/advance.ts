/**
 * Settles a hand-built position: the statechart runs its automatic steps (reveals, recruits owed,
 * exchanges, gem swaps, turn and Era ends) until a Lord must decide. The chart decides the order.
 */
import { settleNains } from '../runner';
import type { NainsState } from '../types';

export function advance(s: NainsState): NainsState {
  return settleNains(s);
}
