/**
 * `review` for Mirianth Wars: the hard bot's review of a save (`ai/games/mirianth/review`), each
 * decision's moves as text on the state it was played on.
 */
import { moveText } from '../../../ai/games/mirianth/review/moveText';
import { reviewGame } from '../../../ai/games/mirianth/review/review';
import { applyMove, type GameState, type SeatId } from '../../../engine/games/mirianth';
import { asMirianthSave, startState, type SaveDocument } from '../../../engine/games/mirianth/save';
import type { TypedSaveDocument } from '../../../shared/save';
import type { ReviewLine } from '../cliGame';

/** Every state before each move (`states[i]` is the game before move i). */
function statesOf(save: SaveDocument): GameState[] {
  const states = [startState(save.setup, save.rulesVersion)];
  for (const m of save.moves) {
    const last = states[states.length - 1];
    if (!last) break;
    const r = applyMove(last, m);
    if (!r.ok) break;
    states.push(r.state);
  }
  return states;
}

/** The review of a save the platform read through Mirianth's codec (with Mirianth's types back; another game's: none). */
export function reviewSave(save: TypedSaveDocument, seats: readonly SeatId[]): ReviewLine[] {
  const doc = asMirianthSave(save);
  return doc ? reviewLines(doc, seats) : [];
}

export function reviewLines(save: SaveDocument, seats: readonly SeatId[]): ReviewLine[] {
  const states = statesOf(save);
  const start = states[0];
  if (!start) return [];
  const decisions = reviewGame({ start, moves: save.moves, seats });
  return decisions.map((d) => {
    const before = states[d.move] ?? start;
    return { move: d.move, seat: d.seat, chosen: moveText(before, d.chosen), suggested: moveText(before, d.suggested), loss: d.loss };
  });
}
