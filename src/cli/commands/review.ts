/**
 * `review SAVE [--seat N] [--json]`: the hard bot's post-game review of a save. For each human seat
 * (or only seat N) the three decisions that cost the most expected points, with the move the bot
 * would have made. Deterministic: the same save always gives the same review. Bad input (no
 * file, a broken save, a seat the game lacks): one line, exit code 2. The review itself is the
 * game's own (its `review` in the CLI registry: Mirianth Wars' hard bot).
 */
import { seatId, type SeatId } from '../../engine/kit/ids';
import { DEFAULT_GAME_ID } from '../../engine/registry';
import { readBounded } from '../../server/saves/fsStorage';
import { bytesToText, saveCodecOf, type TypedDecoded, type TypedSaveDocument } from '../../shared/save';
import { flag, intOption, parseOptions, text } from '../args';
import { cliGameOf, gamesWith } from '../games/registry';
import { EXIT_BAD_INPUT, EXIT_OK, UsageError, type Command } from '../types';

/** The seats to review: --seat when given (any seat of the game), else every human seat. */
export function reviewSeats(save: TypedSaveDocument, seat: string | undefined): SeatId[] {
  const n = save.setup.seats.length;
  if (seat !== undefined) return [seatId(intOption(seat, 'seat', 0, n - 1))];
  return save.setup.seats.flatMap((s, i) => (s.kind === 'human' ? [seatId(i)] : []));
}

/**
 * The file read as the default game's typed saves are (through its save codec): the game with a
 * review reads files of format versions 0 and 1 too, and names what is wrong with any other file.
 */
function decodeBytes(bytes: Uint8Array): TypedDecoded {
  const text = bytesToText(bytes);
  if (!text.ok) return text;
  const codec = saveCodecOf(DEFAULT_GAME_ID);
  if (!codec) throw new Error(`The default game "${DEFAULT_GAME_ID}" has no save codec`);
  return codec.decode(text.text);
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
    const decoded = decodeBytes(bytes);
    if (!decoded.ok) return bad(`${file}: invalid save (${decoded.reason}): ${decoded.message}`);
    const save = decoded.save;
    const review = cliGameOf(save.game)?.review;
    if (!review) return bad(`${file}: review supports ${gamesWith('review').map((id) => `"${id}"`).join(', ')} only, not "${save.game}"`);
    let seats: SeatId[];
    try {
      seats = reviewSeats(save, seatArg);
    } catch (err) {
      if (err instanceof UsageError) return bad(`review: ${err.message}`);
      throw err;
    }
    if (seats.length === 0) return bad(`${file}: no human seat to review (name one with --seat N)`);
    const lines = review(save, seats);
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
