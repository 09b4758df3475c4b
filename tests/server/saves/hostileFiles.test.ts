/**
 * Files in the saves folder that no app wrote: a stray autosave with the highest possible number
 * must not stop autosaving, and a save nested thousands of levels deep must be listed as damaged
 * (never empty the list, never overflow the stack while it is hashed).
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSaveService, type SaveService } from '../../../src/server/saves/service';
import { encodeSave } from '../../../src/engine/games/mirianth/save';
import { jsonDepth } from '../../../src/shared/save/jsonDepth';
import { MAX_AUTOSAVE_SEQUENCE, nextAutosaveSequence } from '../../../src/shared/save/storage';
import { sampleGame } from '../../../src/cli/games/mirianth/sampleGame';

let dir = '';
let saves = '';
let service: SaveService;
let clock = 0;
const now = (): Date => new Date(Date.UTC(2026, 10, 2, 12, 0, clock++));

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mirianth-hostile-'));
  saves = join(dir, 'saves');
  mkdirSync(saves);
  clock = 0;
  service = createSaveService({ dir: saves, now });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const { draft, final } = sampleGame(7, 2);
const part = (moves: number) => ({ ...draft, moves: draft.moves.slice(0, moves) });

/**
 * A real save whose first move is `levels` nested arrays: the list's shape check leaves moves
 * unchecked, so before the depth guard this reached the (recursive) checksum and blew the stack.
 */
function deepSave(levels: number): string {
  const doc = JSON.parse(encodeSave(draft, final).text) as { moves: unknown[] };
  doc.moves = ['DEEP'];
  return JSON.stringify(doc).replace('"DEEP"', `${'['.repeat(levels)}${']'.repeat(levels)}`);
}

describe('a stray autosave with the highest number', () => {
  it('does not stop autosaving, and later autosaves keep rotating', async () => {
    writeFileSync(join(saves, 'autosave-999999999999.json'), '{"not":"ours"}');
    const ids: string[] = [];
    for (let i = 1; i <= 7; i++) {
      const written = await service.autosave(part(i * 5));
      if (!written.ok) throw new Error(written.message);
      ids.push(written.id);
    }
    expect(new Set(ids).size).toBe(7);
    const latest = await service.continueLatest();
    expect(latest.ok && latest.save.moves.length).toBe(35);
    // Rotation still leaves the game five autosaves, the newest among them; the stray file names
    // no game, so it is kept for the player to delete.
    const files = readdirSync(saves).filter((f) => f.startsWith('autosave-'));
    expect(files.filter((f) => f !== 'autosave-999999999999.json')).toHaveLength(5);
    expect(files).toContain(`${ids[6]}.json`);
    expect(files).toContain('autosave-999999999999.json');
  });
});

describe('a save nested 10,000 levels deep', () => {
  it('is listed as damaged, beside the sound saves', async () => {
    const sound = await service.save(part(10));
    if (!sound.ok) throw new Error(sound.message);
    writeFileSync(join(saves, 'save-deep-000001.json'), deepSave(10_000));
    const list = await service.list();
    expect(list.map((e) => [e.id, e.status]).sort()).toEqual([[sound.id, 'ok'], ['save-deep-000001', 'damaged']].sort());
    const deep = list.find((e) => e.id === 'save-deep-000001');
    expect(deep?.status === 'damaged' && deep.message).toMatch(/nested/);
  });

  it('is refused on load and import with a message, and Continue still finds the sound game', async () => {
    await service.autosave(part(12));
    writeFileSync(join(saves, 'autosave-000900.json'), deepSave(10_000));
    expect(await service.load('autosave-000900')).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await service.importBytes(new TextEncoder().encode(deepSave(100_000)))).toMatchObject({ ok: false, reason: 'invalid' });
    const latest = await service.continueLatest();
    expect(latest.ok && latest.save.moves.length).toBe(12);
  });
});

describe('the guards', () => {
  it('numbers autosaves on from the newest, stepping over a number with no successor', () => {
    expect(nextAutosaveSequence([])).toBe(1);
    expect(nextAutosaveSequence([3, 1, 2])).toBe(4);
    expect(nextAutosaveSequence([MAX_AUTOSAVE_SEQUENCE, 4, 5])).toBe(6);
    expect(nextAutosaveSequence([MAX_AUTOSAVE_SEQUENCE, MAX_AUTOSAVE_SEQUENCE - 1])).toBe(1);
  });

  it('measures JSON depth without counting brackets inside strings', () => {
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"name":"[[[[{{{{\\"[[["}')).toBe(1);
    expect(jsonDepth('"just text"')).toBe(0);
    expect(jsonDepth('['.repeat(1_000_000), 64)).toBe(65);
    const real = encodeSave(draft, final).text;
    expect(jsonDepth(real)).toBeLessThan(16);
  });
});
