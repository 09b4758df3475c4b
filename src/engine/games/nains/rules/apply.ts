/**
 * One move through the statechart, for callers that know the move is legal (search, tests): the
 * move's rule, the automatic steps and every forced single answer. Throws if the chart refuses it.
 *
 * Rule tests also build positions by hand: a decision not yet rested is rested first, and a
 * decision outside any tavern (a Svara look set up alone) only gets its rule, as nothing follows it.
 */
import { stepNains } from '../runner';
import type { NainsMove, NainsState } from '../types';
import { freshEvents, rest, stepOfDecision } from './flow';
import { moveRule } from './move';

export function applyNains(s: NainsState, move: NainsMove): NainsState {
  if (s.decision && !s.run) return rest(moveRule(freshEvents(s), move));
  const at = s.decision && (stepOfDecision(s.decision) !== s.step || !s.awaiting.includes(s.decision.seat)) ? rest(s) : s;
  const next = stepNains(at, move);
  if (!next) throw new Error(`Nains: ${move.type} by seat ${move.seat} is not legal at ${s.step}`);
  return next;
}
