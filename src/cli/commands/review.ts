/**
 * `review SAVE [--seat N] [--json]`: the hard bot's post-game review of a save. For each human seat
 * (or only seat N) the three decisions that cost the most expected points, with the move the bot
 * would have made. Deterministic: the same save always gives the same review. Bad input (no
 * file, a broken save, a seat the game lacks): one line, exit code 2.
 */
import { readBounded } from '../../server/saves/fsStorage';
import { reviewGame, type ReviewedDecision } from '../../ai/games/mirianth/review/review';
import { moveText } from '../../ai/games/mirianth/review/moveText';
import { applyMove, seatId, type GameState, type SeatId } from '../../engine/games/mirianth';
import { DEFAULT_GAME_ID as MIRIANTH_ID } from '../../engine/registry';
import { decodeSaveBytes, startState, type SaveDocument } from '../../shared/save';
import { flag, intOption, parseOptions, text } from '../args';
import { EXIT_BAD_INPUT, EXIT_OK, UsageError, type Command } from '../types';

export interface ReviewLine {
  move: number;
  seat: number;
  chosen: string;
  suggested: string;
  loss: number;
}

/** The seats to review: --seat when given (any seat of the game), else every human seat. */
export function reviewSeats(save: SaveDocument, seat: string | undefined): SeatId[] {
  const n = save.setup.seats.length;
  if (seat !== undefined) return [seatId(intOption(seat, 'seat', 0, n - 1))];
  return save.setup.seats.flatMap((s, i) => (s.kind === 'human' ? [seatId(i)] : []));
}

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

export function reviewLines(save: SaveDocument, seats: readonly SeatId[]): ReviewLine[] {
  const states = statesOf(save);
  const start = states[0];
  if (!start) return [];
  const decisions: ReviewedDecision[] = reviewGame({ start, moves: save.moves, seats });
  return decisions.map((d) => {
    const before = states[d.move] ?? start;
    return { move: d.move, seat: d.seat, chosen: moveText(before, d.chosen), suggested: moveText(before, d.suggested), loss: d.loss };
  });
}

function bad(line: string): number {
  console.error(line);
  return EXIT_BAD_INPUT;
}

export const command: Command = {
  summary: 'Review a save: the 3 costliest decisions of each human seat, by the hard bot.',
  usage: 'review SAVE [--seat N] [--json]',
  async run(args) {
    let file: string | undefined;
    let seatArg: string | undefined;
    let json: boolean;
    try {
      const { positionals, values } = parseOptions(args, { seat: { type: 'string' }, json: { type: 'boolean' } }, 1);
      file = positionals[0];
      seatArg = text(values, 'seat');
      json = flag(values, 'json');
    } catch (err) {
      if (err instanceof UsageError) return bad(`review: ${err.message} (usage: ${command.usage})`);
      throw err;
    }
    if (file === undefined || file === '') return bad(`review: SAVE is required (usage: ${command.usage})`);
    let bytes: Uint8Array;
    try {
      bytes = await readBounded(file);
    } catch (err) {
      const code = err instanceof Error && 'code' in err && typeof err.code === 'string' ? err.code : 'unreadable';
      return bad(`${file}: cannot read: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a folder, not a file' : code}`);
    }
    const decoded = decodeSaveBytes(bytes);
    if (!decoded.ok) return bad(`${file}: invalid save (${decoded.reason}): ${decoded.message}`);
    const save = decoded.save;
    if (save.game !== MIRIANTH_ID) return bad(`${file}: review supports "${MIRIANTH_ID}" only, not "${save.game}"`);
    let seats: SeatId[];
    try {
      seats = reviewSeats(save, seatArg);
    } catch (err) {
      if (err instanceof UsageError) return bad(`review: ${err.message}`);
      throw err;
    }
    if (seats.length === 0) return bad(`${file}: no human seat to review (name one with --seat N)`);
    const lines = reviewLines(save, seats);
    if (json) {
      console.log(JSON.stringify({ decisions: lines }, null, 2));
      return EXIT_OK;
    }
    if (lines.length === 0) console.log('No costly decisions: the hard bot agrees with every move reviewed.');
    for (const l of lines) {
      const name = save.setup.seats[l.seat]?.name ?? `seat ${l.seat}`;
      console.log(`move ${l.move}, ${name}: chose "${l.chosen}"; the hard bot would ${l.suggested} (${l.loss.toFixed(2)} points)`);
    }
    return EXIT_OK;
  },
};
