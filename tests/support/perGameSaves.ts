/**
 * The lost-games scenario of issue 24, on any save storage: two old-format autosaves already in
 * the store, then two Mirianth games and a Nains game played (autosaved round after round, far
 * more often than the rotation keeps), and a finished Mirianth game. Afterwards every unfinished
 * game must still continue from its latest autosave. Shared by the desktop (folder) and browser
 * (IndexedDB) tests.
 */
import { createRandomGameBot } from '../../src/ai/kit/randomBot';
import { runModuleGame } from '../../src/ai/kit/runGame';
import { sampleGame } from '../../src/cli/games/mirianth/sampleGame';
import { nainsModule } from '../../src/engine/games/nains/module';
import { DEFAULT_GAME_ID } from '../../src/engine/registry';
import {
  AUTOSAVE_SLOTS, createSaveLibrary, type AnySaveDraft, type SaveEntryOk, type SaveLibrary, type SaveStorage,
} from '../../src/shared/save';
import type { SaveDraft } from '../../src/engine/games/mirianth/save';

const mirianth = sampleGame(2024, 3);
const NAMES = ['Ana', 'Bia', 'Caio'];
const nains = runModuleGame({ game: nainsModule, seed: 7, names: NAMES, bots: NAMES.map((_, i) => createRandomGameBot(nainsModule, 70 + i)) });

const mirianthPart = (gameId: string, keep: number): SaveDraft => ({ ...mirianth.draft, gameId, moves: mirianth.draft.moves.slice(0, keep) });
const nainsPart = (keep: number): AnySaveDraft => ({
  game: 'nains', gameId: 'g-nains-evening', startedAt: '2026-12-02T09:00:00.000Z',
  setup: { seed: 7, mode: 'local', seats: [{ name: 'Ana', kind: 'human' }, { name: 'Bia', kind: 'bot', bot: 'normal' }, { name: 'Caio', kind: 'bot', bot: 'hard' }] },
  moves: nains.moves.slice(0, keep),
});

export interface PlayedEvening {
  library: SaveLibrary;
  /** gameId → the move count of its latest autosave, for every game that is not finished. */
  unfinished: Map<string, number>;
  finishedGameId: string;
  finishedMoves: number;
}

async function must(out: Promise<{ ok: true } | { ok: false; message: string }>): Promise<void> {
  const r = await out;
  if (!r.ok) throw new Error(r.message);
}

/**
 * `oldSaves`: files written by an earlier version (no field added since), stored as autosaves
 * under the old per-kind numbering before anything else is played.
 */
export async function playEvening(storage: SaveStorage, oldSaves: readonly string[]): Promise<PlayedEvening> {
  let clock = Date.parse('2026-12-05T18:00:00.000Z');
  const library = createSaveLibrary({ storage, now: () => new Date((clock += 1000)) });
  for (const [i, text] of oldSaves.entries()) await storage.write(`autosave-${String(i + 1).padStart(6, '0')}`, text);
  const unfinished = new Map<string, number>();
  for (const e of await library.list()) if (e.status === 'ok' && !e.finished) unfinished.set(e.gameId, e.moveCount);
  if (unfinished.size !== oldSaves.length) throw new Error('the old-format saves are not all listed as unfinished games');

  // A Mirianth game, left after three autosaves (the solo game of the report).
  for (const keep of [8, 16, 24]) await must(library.autosave(mirianthPart('g-first', keep)));
  unfinished.set('g-first', 24);
  // A Mirianth game played to its end.
  const total = mirianth.draft.moves.length;
  for (const keep of [10, 20, 30, total]) await must(library.autosave(mirianthPart('g-done', keep)));
  // A second Mirianth game with many more autosaves than the rotation keeps, then a Nains game.
  for (let keep = 5; keep <= 5 + 3 * AUTOSAVE_SLOTS; keep++) await must(library.autosave(mirianthPart('g-second', keep)));
  unfinished.set('g-second', 5 + 3 * AUTOSAVE_SLOTS);
  for (let keep = 3; keep <= 3 + 2 * AUTOSAVE_SLOTS; keep++) await must(library.autosave(nainsPart(keep)));
  unfinished.set('g-nains-evening', 3 + 2 * AUTOSAVE_SLOTS);
  return { library, unfinished, finishedGameId: 'g-done', finishedMoves: total };
}

/** Opens the newest save of a game the way the saved-games list does; its move count. */
export async function continueGame(library: SaveLibrary, entries: readonly SaveEntryOk[], gameId: string): Promise<number> {
  const newest = entries.filter((e) => e.gameId === gameId).sort((a, b) => b.moveCount - a.moveCount)[0];
  if (newest === undefined) throw new Error(`game ${gameId} has no save left`);
  const loaded = await library.load(newest.id);
  if (!loaded.ok) throw new Error(loaded.message);
  // The save is loaded through the game its file names.
  if (('any' in loaded) !== ((newest.game ?? DEFAULT_GAME_ID) !== DEFAULT_GAME_ID)) throw new Error(`save ${newest.id} loaded as the wrong game`);
  return loaded.save.moves.length;
}

/** What must hold after the evening, whatever the store: checked by both stores' tests. */
export async function checkNothingLost(evening: PlayedEvening): Promise<void> {
  const { library, unfinished } = evening;
  const entries = (await library.list()).filter((e): e is SaveEntryOk => e.status === 'ok');
  for (const [gameId, moves] of unfinished) {
    const got = await continueGame(library, entries, gameId);
    if (got !== moves) throw new Error(`game ${gameId} continues at move ${got}, not at its latest autosave (${moves})`);
    const autosaves = entries.filter((e) => e.gameId === gameId && e.kind === 'autosave').length;
    if (autosaves > AUTOSAVE_SLOTS) throw new Error(`game ${gameId} kept ${autosaves} autosaves`);
  }
  const done = entries.filter((e) => e.gameId === evening.finishedGameId);
  if (done.length !== 1 || done[0]?.finished !== true || done[0].moveCount !== evening.finishedMoves) {
    throw new Error(`the finished game should keep exactly its final save, found ${JSON.stringify(done.map((e) => e.moveCount))}`);
  }
  const cont = await library.continueLatest();
  if (!cont.ok || !('any' in cont) || cont.save.gameId !== 'g-nains-evening') throw new Error('Continue does not open the game played last');
}
