/** One gate for every move: game over, seat, step, turn, cards, then the move's own rule. */
import { referencedCards, checkRule } from './moveRules';
import { refuse, type Move, type Refusal } from './moves';
import { knownCard } from './rules/query';
import { STEP_RULES } from './steps/registry';
import type { PublicState } from './state';

export function checkMove(s: PublicState, m: Move): Refusal | null {
  if (s.step === 'gameOver') return refuse('gameOver', 'gameOver');
  if (!Number.isInteger(m.seat) || m.seat < 0 || m.seat >= s.players.length) return refuse('unknownSeat', 'noSuchSeat', { seat: m.seat });
  const step = STEP_RULES[s.step];
  if (!step.moves.includes(m.type)) return refuse('wrongStep', 'wrongStep', { move: m.type, step: s.step });
  if (!step.awaiting(s).includes(m.seat)) return refuse('notYourTurn', 'notYourTurn', { seat: m.seat });
  for (const id of referencedCards(m)) if (!knownCard(s, id)) return refuse('unknownCard', 'unknownCard', { card: id });
  return checkRule(s, m);
}
