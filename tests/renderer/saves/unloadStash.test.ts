/**
 * A reload or a closed tab between autosaves loses nothing: the unsaved games are kept in local
 * storage as the page hides and become autosaves at the next start.
 */
import { describe, expect, it, vi } from 'vitest';
import { createRandomGameBot } from '../../../src/ai/kit/randomBot';
import { runModuleGame } from '../../../src/ai/kit/runGame';
import { sampleGame } from '../../../src/cli/games/mirianth/sampleGame';
import { nainsModule } from '../../../src/engine/games/nains/module';
import { gameCatalog, GAMES } from '../../../src/engine/registry';
import { recoverUnsaved, stashUnsaved, UNSAVED_KEY } from '../../../src/renderer/saves/unloadStash';
import { createSaveLibrary, type AnySaveDraft } from '../../../src/shared/save';
import { memoryStorage } from '../../support/memoryStorage';

function keyValue() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

function library() {
  let clock = Date.parse('2026-12-02T10:00:00.000Z');
  return createSaveLibrary({ storage: memoryStorage(), now: () => new Date((clock += 1000)), catalog: gameCatalog(GAMES) });
}

const NAMES = ['Ana', 'Bia'];
const nains = runModuleGame({ game: nainsModule, seed: 5, names: NAMES, bots: NAMES.map((_, i) => createRandomGameBot(nainsModule, 50 + i)) });
const nainsDraft: AnySaveDraft = {
  game: 'nains', gameId: 'g-nains-stash', startedAt: '2026-12-02T09:00:00.000Z',
  setup: { seed: 5, mode: 'local', seats: [{ name: 'Ana', kind: 'human' }, { name: 'Bia', kind: 'bot', bot: 'normal' }] },
  moves: nains.moves.slice(0, 9),
};

describe('games kept when the page goes away', () => {
  it('a Mirianth game three moves into round 1 and a Nains game come back as autosaves Continue can open', async () => {
    const storage = keyValue();
    const saves = library();
    const mirianth = sampleGame(77, 3, 3).draft;
    stashUnsaved(storage, [{ kind: 'mirianth', draft: mirianth }, { kind: 'any', draft: nainsDraft }]);
    expect(storage.items.has(UNSAVED_KEY)).toBe(true);

    const out = await recoverUnsaved(storage, saves);
    expect(out).toEqual({ saved: 2, failed: 0 });
    expect(storage.items.has(UNSAVED_KEY)).toBe(false);
    const entries = (await saves.list()).filter((e) => e.status === 'ok');
    expect(entries.map((e) => [e.gameId, e.kind, e.moveCount]).sort()).toEqual([
      ['g-nains-stash', 'autosave', 9],
      ['g-sample-77', 'autosave', 3],
    ]);
    const cont = await saves.continueLatest();
    expect(cont.ok).toBe(true);
  });

  it('does not write a game again when a save already holds as many moves', async () => {
    const storage = keyValue();
    const saves = library();
    await saves.autosave(nainsDraft);
    stashUnsaved(storage, [{ kind: 'any', draft: nainsDraft }]);
    expect(await recoverUnsaved(storage, saves)).toEqual({ saved: 1, failed: 0 });
    expect((await saves.list()).length).toBe(1);
  });

  it('a damaged stash or a game whose moves do not replay is reported and cleared, and the other game is kept', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = keyValue();
    const saves = library();
    storage.setItem(UNSAVED_KEY, '{"version":1,"games":[{"kind":"any"');
    expect(await recoverUnsaved(storage, saves)).toEqual({ saved: 0, failed: 1 });
    expect(storage.items.has(UNSAVED_KEY)).toBe(false);

    const bad = { ...nainsDraft, gameId: 'g-bad', moves: [{ type: 'noSuchMove' }] };
    stashUnsaved(storage, [{ kind: 'any', draft: bad }, { kind: 'any', draft: nainsDraft }]);
    expect(await recoverUnsaved(storage, saves)).toEqual({ saved: 1, failed: 1 });
    expect((await saves.list()).map((e) => e.status === 'ok' && e.gameId)).toEqual(['g-nains-stash']);
    warn.mockRestore();
  });

  it('nothing to keep clears an older stash', () => {
    const storage = keyValue();
    stashUnsaved(storage, [{ kind: 'any', draft: nainsDraft }]);
    stashUnsaved(storage, []);
    expect(storage.items.has(UNSAVED_KEY)).toBe(false);
  });
});
