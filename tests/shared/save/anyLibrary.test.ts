/**
 * The save library with games other than Mirianth Wars in it (Nains, and the tests' Toy Duel):
 * autosave, list (game, players, round), load, Continue, rename, delete, export and import go
 * through each game's module; a save of a game this build lacks is listed with that reason, and
 * nothing else is lost or changed because of it.
 */
import { describe, expect, it } from 'vitest';
import { createRandomGameBot } from '../../../src/ai/kit/randomBot';
import { runModuleGame } from '../../../src/ai/kit/runGame';
import { nainsModule } from '../../../src/engine/games/nains/module';
import { gameCatalog, GAMES } from '../../../src/engine/registry';
import { createSaveLibrary, type AnySaveDraft } from '../../../src/shared/save';
import { sampleGame } from '../../../src/cli/games/mirianth/sampleGame';
import { toyGame } from '../../support/toyGame';
import { memoryStorage } from '../../support/memoryStorage';

function setUp(catalog = gameCatalog(GAMES)) {
  const storage = memoryStorage();
  let clock = Date.parse('2026-12-02T10:00:00.000Z');
  const library = createSaveLibrary({ storage, now: () => new Date((clock += 1000)), catalog });
  return { storage, library };
}

const NAMES = ['Ana', 'Bia', 'Caio'];
const nains = runModuleGame({ game: nainsModule, seed: 7, names: NAMES, bots: NAMES.map((_, i) => createRandomGameBot(nainsModule, 70 + i)) });

function nainsDraft(keep: number, gameId = 'g-nains-1'): AnySaveDraft {
  return {
    game: 'nains', gameId, startedAt: '2026-12-02T09:00:00.000Z',
    setup: { seed: 7, mode: 'local', seats: [{ name: 'Ana', kind: 'human' }, { name: 'Bia', kind: 'bot', bot: 'normal' }, { name: 'Caio', kind: 'bot', bot: 'hard' }] },
    moves: nains.moves.slice(0, keep),
  };
}

describe('save library with any game', () => {
  it('autosaves a half-played Nains game and lists it with its game, players, round and not finished', async () => {
    const { library } = setUp();
    const out = await library.autosave(nainsDraft(20));
    if (!out.ok) throw new Error(out.message);
    const [entry, ...rest] = await library.list();
    expect(rest).toEqual([]);
    if (entry?.status !== 'ok') throw new Error('not listed as readable');
    expect(entry).toMatchObject({ game: 'nains', gameId: 'g-nains-1', kind: 'autosave', finished: false, moveCount: 20 });
    expect(entry.players.map((p) => p.name)).toEqual(NAMES);
    expect(entry.round).toBeGreaterThanOrEqual(1);
  });

  it('loads a Nains save back through its module with every move, and Continue opens the newest unfinished game of any game', async () => {
    const { library } = setUp();
    const mirianth = sampleGame(2024, 3);
    await library.autosave({ ...mirianth.draft, moves: mirianth.draft.moves.slice(0, 10) });
    await library.autosave(nainsDraft(12));
    const loaded = await library.load((await library.list())[0]?.id ?? '');
    if (!loaded.ok) throw new Error(loaded.message);
    expect(loaded.save.game).toBe('nains');
    expect(loaded.save.moves).toEqual(nains.moves.slice(0, 12));
    const cont = await library.continueLatest();
    if (!cont.ok) throw new Error(cont.message);
    expect('any' in cont && cont.save.game).toBe('nains');
    expect(cont.skipped).toEqual([]);
    // A Mirianth game played after it is the one Continue opens, on Mirianth's typed path.
    await library.autosave({ ...mirianth.draft, moves: mirianth.draft.moves.slice(0, 11) });
    const again = await library.continueLatest();
    if (!again.ok) throw new Error(again.message);
    expect('any' in again).toBe(false);
    expect(again.save.moves).toHaveLength(11);
  });

  it('keeps a ring of autosaves per game: many Nains autosaves never push out the last Mirianth one', async () => {
    const { library, storage } = setUp();
    const mirianth = sampleGame(2024, 3);
    await library.autosave({ ...mirianth.draft, moves: mirianth.draft.moves.slice(0, 10) });
    storage.files.set('autosave-000099', '{ not a save');
    for (let keep = 5; keep <= 12; keep++) await library.autosave(nainsDraft(keep));
    const entries = await library.list();
    const ok = entries.flatMap((e) => (e.status === 'ok' ? [e] : []));
    expect(ok.filter((e) => e.game === 'nains').map((e) => e.moveCount)).toEqual([12, 11, 10, 9, 8]);
    expect(ok.filter((e) => (e.game ?? 'mirianth-wars') === 'mirianth-wars').map((e) => e.moveCount)).toEqual([10]);
    // A damaged autosave names no game (it may be a newer app's save): it is kept for the player to delete.
    expect(entries.some((e) => e.id === 'autosave-000099' && e.status === 'damaged')).toBe(true);
  });

  it('renames, exports, imports and deletes a Nains save', async () => {
    const { library } = setUp();
    const saved = await library.save(nainsDraft(9));
    if (!saved.ok) throw new Error(saved.message);
    expect(await library.rename(saved.id, 'Taverna da Ana')).toEqual({ ok: true });
    const renamed = await library.load(saved.id);
    expect(renamed.ok && renamed.save.name).toBe('Taverna da Ana');
    const exported = await library.exportBytes(saved.id);
    if (!exported.ok) throw new Error(exported.message);
    expect(exported.fileName).toBe('taverna-da-ana.json');
    const imported = await library.importBytes(exported.bytes);
    if (!imported.ok) throw new Error(imported.message);
    expect(imported.entry).toMatchObject({ game: 'nains', name: 'Taverna da Ana', moveCount: 9 });
    expect(await library.remove(saved.id)).toEqual({ ok: true });
    expect((await library.list()).map((e) => e.id)).toEqual([imported.id]);
  });

  it('a manual save of a Nains game is updated in place by the next save of the same game, never by another game', async () => {
    const { library } = setUp();
    const first = await library.save(nainsDraft(5));
    if (!first.ok) throw new Error(first.message);
    const second = await library.save(nainsDraft(8), { replaceId: first.id });
    expect(second.ok && second.id).toBe(first.id);
    const other = await library.save(nainsDraft(8, 'g-other'), { replaceId: first.id });
    expect(other.ok ? 'written' : other.reason).toBe('protected');
  });

  it('refuses to save a game whose moves do not replay, and writes nothing', async () => {
    const { library, storage } = setUp();
    const draft = nainsDraft(6);
    const bad: AnySaveDraft = { ...draft, moves: [...draft.moves.slice(0, 5), { type: 'bid', seat: 0, taverns: ['nope'] }] };
    const out = await library.autosave(bad);
    expect(out.ok ? 'written' : out.reason).toBe('illegalMove');
    expect(storage.files.size).toBe(0);
  });

  it('lists a save of a game this build lacks as unreadable for that reason, keeps it, and still lists the others', async () => {
    // Written by a build that has Toy Duel; read by one that does not.
    const withToy = setUp(gameCatalog([...GAMES, toyGame]));
    const toy = runModuleGame({ game: toyGame, seed: 3, names: ['Ana', 'Bot'], bots: [createRandomGameBot(toyGame, 1), createRandomGameBot(toyGame, 2)] });
    const out = await withToy.library.autosave({
      game: toyGame.id, gameId: 'g-toy', startedAt: '2026-12-02T09:00:00.000Z',
      setup: { seed: 3, mode: 'local', seats: [{ name: 'Ana', kind: 'human' }, { name: 'Bot', kind: 'bot', bot: 'random' }] }, moves: toy.moves.slice(0, 2),
    });
    if (!out.ok) throw new Error(out.message);
    const { library, storage } = setUp();
    for (const [id, text] of withToy.storage.files) await storage.write(id, text);
    await library.save(nainsDraft(4));
    const entries = await library.list();
    const toyEntry = entries.find((e) => e.id === out.id);
    expect(toyEntry?.status === 'damaged' && toyEntry.reason).toBe('unknownGame');
    expect(entries.filter((e) => e.status === 'ok').map((e) => e.status === 'ok' && e.game)).toEqual(['nains']);
    const load = await library.load(out.id);
    expect(load.ok ? 'loaded' : load.reason).toBe('unknownGame');
    expect(storage.files.has(out.id)).toBe(true);
    const renamed = await library.rename(out.id, 'x');
    expect(renamed.ok ? 'renamed' : renamed.reason).toBe('protected');
    // Continue passes over it (with its reason) to the Nains game.
    const cont = await library.continueLatest();
    expect(cont.ok && 'any' in cont && cont.save.game).toBe('nains');
  });
});
