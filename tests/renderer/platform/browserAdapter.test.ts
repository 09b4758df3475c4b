/**
 * The browser build's saves: the same library as the desktop, on IndexedDB (fake-indexeddb here),
 * with export as a download and import as an upload.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createBrowserAdapter } from '../../../src/renderer/platform/browserAdapter';
import { createIdbStorage } from '../../../src/renderer/platform/idbSaves';
import { buildSave, type SaveDraft } from '../../../src/engine/games/mirianth/save';
import { sampleGame } from '../../../src/cli/games/mirianth/sampleGame';
// Through Vite's ?raw: this test is type-checked as browser code, without Node's fs.
import v0Text from '../../fixtures/saves/v0-unfinished-3p.json?raw';

let dbCount = 0;
function adapter(pickBlob: Blob | null = null) {
  const downloads: { bytes: Uint8Array; fileName: string }[] = [];
  const storage = createIdbStorage(`test-saves-${dbCount++}`);
  const api = createBrowserAdapter({
    storage,
    download: (bytes, fileName) => downloads.push({ bytes, fileName }),
    pick: () => Promise.resolve(pickBlob),
  });
  return { api, storage, downloads };
}

const whole = sampleGame(2024, 4);
const part = (keep: number): SaveDraft => ({ ...whole.draft, moves: whole.draft.moves.slice(0, keep) });

describe('browser adapter saves (IndexedDB)', () => {
  it('saves, lists, loads, renames and deletes', async () => {
    const { api } = adapter();
    const saved = await api.saves.save(whole.draft);
    if (!saved.ok) throw new Error(saved.message);
    expect(await api.saves.list()).toMatchObject([{ id: saved.id, status: 'ok', finished: true, name: 'Sample game 2024' }]);
    const loaded = await api.saves.load(saved.id);
    expect(loaded.ok && loaded.save.moves).toEqual(whole.draft.moves);
    expect(await api.saves.rename(saved.id, 'Kept')).toEqual({ ok: true });
    expect((await api.saves.list())[0]).toMatchObject({ name: 'Kept' });
    expect(await api.saves.remove(saved.id)).toEqual({ ok: true });
    expect(await api.saves.list()).toEqual([]);
  });

  it('rotates autosaves and continues the latest unfinished game', async () => {
    const { api } = adapter();
    for (let i = 1; i <= 7; i++) await api.saves.autosave(part(i * 10));
    const listed = await api.saves.list();
    expect(listed.map((e) => e.id)).toEqual(['autosave-000007', 'autosave-000006', 'autosave-000005', 'autosave-000004', 'autosave-000003']);
    const cont = await api.saves.continueLatest();
    expect(cont.ok && cont.save.moves).toHaveLength(70);
  });

  it('keeps a damaged record, lists it, and never overwrites it', async () => {
    const { api, storage } = adapter();
    const built = buildSave(part(40));
    if (!built.ok) throw new Error(built.message);
    await storage.write('save-abc-def', built.text.slice(0, 900));
    expect(await api.saves.list()).toMatchObject([{ id: 'save-abc-def', status: 'damaged', reason: 'truncated' }]);
    expect(await api.saves.rename('save-abc-def', 'x')).toMatchObject({ ok: false, reason: 'protected' });
    expect(new TextDecoder().decode((await storage.read('save-abc-def')) ?? new Uint8Array())).toBe(built.text.slice(0, 900));
  });

  it('exports as a download of the exact stored bytes', async () => {
    const { api, storage, downloads } = adapter();
    const saved = await api.saves.save(part(30));
    if (!saved.ok) throw new Error(saved.message);
    expect(await api.saves.exportSave(saved.id)).toEqual({ ok: true, fileName: 'sample-game-2024.json' });
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.bytes).toEqual(await storage.read(saved.id));
  });

  it('imports an uploaded file, migrating an old version; refuses bad ones; cancel is not an error', async () => {
    const v0 = new Blob([v0Text]);
    const imported = await adapter(v0).api.saves.importSave();
    expect(imported).toMatchObject({ ok: true, migratedFrom: 0, entry: { round: 11 } });

    const future = new Blob(['{"format": "mirianth-wars-save", "version": 3}']);
    expect(await adapter(future).api.saves.importSave()).toMatchObject({ ok: false, reason: 'futureVersion' });
    expect(await adapter(new Blob(['not a save'])).api.saves.importSave()).toMatchObject({ ok: false, reason: 'notJson' });
    expect(await adapter(null).api.saves.importSave()).toMatchObject({ ok: false, reason: 'canceled' });
  });

  it('has no menu and nothing to quit', async () => {
    const { api } = adapter();
    const off = api.onMenu(() => undefined);
    expect(typeof off).toBe('function');
    await expect(api.quit()).resolves.toBeUndefined();
    expect(await api.appInfo()).toMatchObject({ platform: 'web' });
  });
});
