/**
 * `verify-save FILE`: checks a save the way the app loads it (format, version, shape, every move
 * by replay, the state hash, the checksum). A valid save: exit 0 and a one-line summary. Anything
 * else: exit 2 and one line saying what is wrong, never a stack trace.
 */
import { readBounded } from '../../server/saves/fsStorage';
import { DEFAULT_GAME_ID } from '../../engine/registry';
import { bytesToText, parseEnvelope, saveCodecOf } from '../../shared/save';
import { decodeAnySave, type ModuleSaveDocument } from '../../shared/save/moduleSave';
import { parseOptions, text } from '../args';
import { DEFAULT_ENV } from '../env';
import { GAME_OPTION, gameOption } from '../game';
import { EXIT_BAD_INPUT, EXIT_OK, UsageError, type CliEnv, type Command } from '../types';

const FILE_ERRORS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'is a folder, not a file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
};

function fileError(err: unknown): string {
  const code = err instanceof Error && 'code' in err && typeof err.code === 'string' ? err.code : '';
  return FILE_ERRORS[code] ?? (err instanceof Error ? err.message.split('\n')[0] ?? 'unreadable' : 'unreadable');
}

/** A save of any game (typed through its codec, or read through its module): the fields the summary line shows. */
type Summarized = Pick<ModuleSaveDocument, 'setup' | 'summary' | 'finished' | 'version' | 'name' | 'stateHash'>;

/**
 * The file's game, judged as the decoders do: format version 1 and older files, and files whose
 * `game` is not even text, are the default game's (whose decoder then names what is wrong). A game
 * with a save codec reads its own files; any other game's are read through its module.
 */
function decodeFor(fileText: string, env: CliEnv) {
  const envelope = parseEnvelope(fileText, env.catalog);
  if (!envelope.ok) return envelope;
  const game = envelope.version >= 2 && typeof envelope.raw['game'] === 'string' ? envelope.raw['game'] : DEFAULT_GAME_ID;
  const codec = saveCodecOf(game);
  return codec ? codec.decode(fileText) : decodeAnySave(fileText, env.catalog);
}

export function summaryLine(save: Summarized, bytes: number, migratedFrom: number | null): string {
  const seats = save.setup.seats.map((s) => (s.kind === 'bot' ? `${s.name} [${s.bot} bot]` : s.name)).join(', ');
  const s = save.summary;
  const winners = (s.winners ?? []).map((w) => save.setup.seats[w]?.name ?? `seat ${w}`).join(' and ');
  // A game without rounds (its summary says null) leaves the round out.
  const state = save.finished
    ? `finished${s.round === null ? '' : ` after round ${s.round}`}, won by ${winners} (scores ${(s.scores ?? []).join('/')})`
    : `unfinished, ${s.round === null ? '' : `round ${s.round}, `}${s.phase} (${s.step})`;
  const version = migratedFrom === null ? `v${save.version}` : `v${migratedFrom}, readable as v${save.version}`;
  return `valid save (${version}): "${save.name}", ${save.setup.seats.length} players (${seats}), ${state}; ${s.moveCount} moves, ${bytes} bytes, state ${save.stateHash}`;
}

export const command: Command = {
  summary: 'Check a save file as the app would load it; one line, exit 0 if valid, 2 if not.',
  usage: 'verify-save FILE [--game ID]',
  async run(args, env = DEFAULT_ENV) {
    const { positionals, values } = parseOptions(args, { ...GAME_OPTION }, 1);
    const [file] = positionals;
    if (file === undefined || file === '') throw new UsageError('FILE is required');
    // A save names its own game; --game, when given, is what the caller expects it to be.
    const expected = text(values, 'game') === undefined ? null : gameOption(values, env.catalog);
    let bytes: Uint8Array;
    try {
      bytes = await readBounded(file);
    } catch (err) {
      console.error(`${file}: cannot read: ${fileError(err)}`);
      return EXIT_BAD_INPUT;
    }
    try {
      const fileText = bytesToText(bytes);
      const decoded = fileText.ok ? decodeFor(fileText.text, env) : fileText;
      if (!decoded.ok) {
        console.error(`${file}: invalid save (${decoded.reason}): ${decoded.message}`);
        return EXIT_BAD_INPUT;
      }
      if (expected !== null && decoded.save.game !== expected.id) {
        console.error(`${file}: a save of "${decoded.save.game}", not of "${expected.id}"`);
        return EXIT_BAD_INPUT;
      }
      console.log(summaryLine(decoded.save, bytes.length, decoded.migratedFrom));
      return EXIT_OK;
    } catch (err) {
      // decodeSave does not throw; this is the last guard of the "never a stack trace" promise.
      console.error(`${file}: could not be checked: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
      return EXIT_BAD_INPUT;
    }
  },
};
