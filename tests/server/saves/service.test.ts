import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSaveService, type SaveService } from '../../../src/server/saves/service';
import { positionHash, type SaveDraft } from '../../../src/engine/games/mirianth/save';
import { sampleGame } from '../../../src/cli/games/mirianth/sampleGame';
import type { GameState } from '../../../src/engine/games/mirianth';

let dir = '';
let service: SaveService;
let clock = 0;
const now = (): Date => new Date(Date.UTC(2026, 10, 2, 12, 0, clock++));

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mirianth-saves-'));
  clock = 0;
  service = createSaveService({ dir: join(dir, 'saves'), now });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const whole = sampleGame(2024, 4);
const partOf = (keep: number, gameId = whole.draft.gameId): SaveDraft => ({ ...whole.draft, gameId, moves: whole.draft.moves.slice(0, keep) });

describe('save service', () => {
  it('saves, lists and loads a game (round trip)', async () => {
    const saved = await service.save(whole.draft);
    if (!saved.ok) throw new Error(saved.message);
    expect(saved.id).toMatch(/^save-/);
    const [entry, ...rest] = await service.list();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      status: 'ok', id: saved.id, kind: 'manual', name: 'Sample game 2024', finished: true, phase: 'finished',
      players: whole.draft.setup.seats, moveCount: whole.draft.moves.length,
    });
    const loaded = await service.load(saved.id);
    if (!loaded.ok) throw new Error(loaded.message);
    if ('any' in loaded) throw new Error('a Mirianth save loaded as another game');
    expect(loaded.save.moves).toEqual(whole.draft.moves);
    // The library's load is typed for any codec's game; this one is Mirianth's.
    expect(positionHash(loaded.state as GameState)).toBe(positionHash(whole.final));
  });

  it('keeps only the newest 5 autosaves', async () => {
    const ids: string[] = [];
    for (let round = 1; round <= 8; round++) {
      const r = await service.autosave(partOf(round * 10));
      if (!r.ok) throw new Error(r.message);
      ids.push(r.id);
    }
    expect(ids[0]).toBe('autosave-000001');
    const files = readdirSync(join(dir, 'saves')).sort();
    expect(files).toEqual(ids.slice(3).map((id) => `${id}.json`));
    const listed = await service.list();
    expect(listed.map((e) => e.id)).toEqual(ids.slice(3).reverse());
    expect(listed.every((e) => e.kind === 'autosave')).toBe(true);
  });

  it('rotation leaves manual saves alone and numbers on after a restart', async () => {
    const manual = await service.save(partOf(5));
    for (let i = 0; i < 6; i++) await service.autosave(partOf(10 + i));
    const restarted = createSaveService({ dir: join(dir, 'saves'), now });
    const next = await restarted.autosave(partOf(30));
    expect(next.ok && next.id).toBe('autosave-000007');
    const ids = (await restarted.list()).map((e) => e.id);
    expect(ids).toContain(manual.ok ? manual.id : '');
    expect(ids.filter((id) => id.startsWith('autosave-'))).toHaveLength(5);
  });

  it('Continue opens the latest snapshot of the most recent unfinished game', async () => {
    await service.autosave(partOf(20, 'g-first'));
    await service.autosave(partOf(40, 'g-first'));
    await service.autosave(partOf(30, 'g-second'));
    // g-second then finishes: Continue goes back to g-first.
    const cont = await service.continueLatest();
    expect(cont.ok && cont.save.gameId).toBe('g-second');
    await service.autosave({ ...whole.draft, gameId: 'g-second' });
    const again = await service.continueLatest();
    if (!again.ok) throw new Error(again.message);
    expect(again.save.gameId).toBe('g-first');
    expect(again.save.moves).toHaveLength(40);
    expect(again.skipped).toEqual([]);
  });

  it('Continue passes over a damaged newest autosave and says so', async () => {
    await service.autosave(partOf(20));
    const newest = await service.autosave(partOf(40));
    if (!newest.ok) throw new Error(newest.message);
    const path = join(dir, 'saves', `${newest.id}.json`);
    const whole40 = readFileSync(path);
    const damaged = whole40.subarray(0, whole40.length / 2);
    writeFileSync(path, damaged);
    const cont = await service.continueLatest();
    if (!cont.ok) throw new Error(cont.message);
    expect(cont.save.moves).toHaveLength(20);
    expect(cont.skipped.map((s) => s.id)).toEqual([newest.id]);
    expect(readFileSync(path).equals(damaged)).toBe(true);
  });

  it('says when there is nothing to continue', async () => {
    expect(await service.continueLatest()).toMatchObject({ ok: false, reason: 'nothingToContinue', skipped: [] });
    await service.save(whole.draft);
    expect((await service.continueLatest()).ok).toBe(false);
  });

  it('renames without changing the game or its date, and deletes', async () => {
    const saved = await service.save(partOf(50));
    if (!saved.ok) throw new Error(saved.message);
    expect(await service.rename(saved.id, '  Best game ever  ')).toEqual({ ok: true });
    const loaded = await service.load(saved.id);
    expect(loaded.ok && loaded.save.name).toBe('Best game ever');
    expect(loaded.ok && loaded.save.updatedAt).toBe(saved.entry.updatedAt);
    expect(await service.rename(saved.id, '')).toMatchObject({ ok: false, reason: 'badRequest' });
    expect(await service.remove(saved.id)).toEqual({ ok: true });
    expect(await service.remove(saved.id)).toMatchObject({ ok: false, reason: 'notFound' });
    expect(await service.list()).toEqual([]);
  });

  it('overwrites a manual save of the same game only', async () => {
    const first = await service.save(partOf(10));
    if (!first.ok) throw new Error(first.message);
    const again = await service.save(partOf(60), { replaceId: first.id });
    expect(again.ok && again.id).toBe(first.id);
    expect((await service.list())).toHaveLength(1);
    expect(await service.save(partOf(60, 'g-other'), { replaceId: first.id })).toMatchObject({ ok: false, reason: 'protected' });
    expect(await service.save(partOf(60), { replaceId: 'autosave-000001' })).toMatchObject({ ok: false, reason: 'badRequest' });
  });

  it('refuses ids that are not save ids, so no path leaves the folder', async () => {
    for (const id of ['../../etc/passwd', 'save-a/../../b', '', 'SAVE-1-2', 'autosave-1']) {
      expect(await service.load(id)).toMatchObject({ ok: false, reason: 'badRequest' });
      expect(await service.remove(id)).toMatchObject({ ok: false, reason: 'badRequest' });
    }
  });

  it('exports the exact bytes and imports a file without touching it', async () => {
    const saved = await service.save(partOf(70));
    if (!saved.ok) throw new Error(saved.message);
    const target = join(dir, 'exported.json');
    expect(await service.exportToPath(saved.id, target)).toEqual({ ok: true, fileName: target });
    expect(readFileSync(target).equals(readFileSync(join(dir, 'saves', `${saved.id}.json`)))).toBe(true);

    const v0 = 'tests/fixtures/saves/v0-unfinished-3p.json';
    const before = readFileSync(v0);
    const imported = await service.importFromPath(v0);
    if (!imported.ok) throw new Error(imported.message);
    expect(imported.migratedFrom).toBe(0);
    expect(imported.entry).toMatchObject({ kind: 'manual', round: 11, moveCount: 80 });
    expect(readFileSync(v0).equals(before)).toBe(true);
    // The copy in the folder is a current-version (2) file now, naming its game.
    expect(JSON.parse(readFileSync(join(dir, 'saves', `${imported.id}.json`), 'utf8'))).toMatchObject({ version: 2, game: 'mirianth-wars' });

    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"format": "mirianth-wars-save", "version": 9}');
    expect(await service.importFromPath(bad)).toMatchObject({ ok: false, reason: 'futureVersion' });
    expect(readFileSync(bad, 'utf8')).toBe('{"format": "mirianth-wars-save", "version": 9}');
    expect(await service.importFromPath(join(dir, 'missing.json'))).toMatchObject({ ok: false, reason: 'notFound' });
  });

  it('lists an old-version file dropped into the folder, and loads it', async () => {
    await service.save(partOf(1));
    writeFileSync(join(dir, 'saves', 'save-old-0.json'), readFileSync('tests/fixtures/saves/v0-unfinished-3p.json'));
    const entry = (await service.list()).find((e) => e.id === 'save-old-0');
    expect(entry).toMatchObject({ status: 'ok', round: 11 });
    const loaded = await service.load('save-old-0');
    expect(loaded.ok && loaded.migratedFrom).toBe(0);
  });

  it('refuses a draft the rules do not allow, writing nothing', async () => {
    const first = whole.draft.moves[0];
    if (!first) throw new Error('no moves');
    const r = await service.autosave({ ...partOf(3), moves: [...partOf(3).moves, first] });
    expect(r).toMatchObject({ ok: false, reason: 'illegalMove' });
    expect(await service.list()).toEqual([]);
  });
});
