/**
 * A crash in the middle of writing a save must leave the previous save whole. Two ways:
 * a real process killed with SIGKILL half-way through its write, and a write that fails
 * between creating the temporary file and renaming it.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sweepTempFiles } from '../../../src/server/saves/fsStorage';
import { createSaveService } from '../../../src/server/saves/service';
import type { SaveDraft } from '../../../src/engine/games/mirianth/save';
import { sampleGame } from '../../../src/cli/games/mirianth/sampleGame';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mirianth-crash-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const game = sampleGame(2024, 4);
const early: SaveDraft = { ...game.draft, moves: game.draft.moves.slice(0, 30) };

/**
 * The child saves the whole game over `id` (or as the next autosave). When write-file-atomic
 * has created its temporary file, the child writes half the bytes into it, reports, and hangs
 * until the parent kills it: a crash in the middle of the write, as the disk sees it.
 */
const CHILD = `
import { openSync, writeSync } from 'node:fs';
const { createSaveService } = await import('./src/server/saves/service.ts');
const { sampleGame } = await import('./src/cli/games/mirianth/sampleGame.ts');
const { buildSave } = await import('./src/engine/games/mirianth/save/index.ts');
const draft = sampleGame(2024, 4).draft;
const built = buildSave(draft);
const service = createSaveService({
  dir: process.env.CRASH_DIR,
  onTempFile: (tmp) => {
    const fd = openSync(tmp, 'w');
    writeSync(fd, built.text.slice(0, built.text.length / 2));
    process.stdout.write('half-written\\n');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  },
});
const id = process.env.CRASH_ID;
await (id ? service.save(draft, { replaceId: id }) : service.autosave(draft));
process.stdout.write('finished\\n');
`;

function crashWhileWriting(env: Record<string, string>): Promise<NodeJS.Signals | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD], {
      cwd: process.cwd(),
      env: { ...process.env, CRASH_DIR: dir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => { errors += chunk.toString(); });
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('half-written')) child.kill('SIGKILL');
      if (chunk.toString().includes('finished')) reject(new Error('the child finished its write'));
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => (signal ? resolve(signal) : reject(new Error(`child exited ${code}: ${errors}`))));
  });
}

describe('a crash while writing', () => {
  it('killed mid-write (SIGKILL): the previous save is intact and loads', async () => {
    const service = createSaveService({ dir });
    const saved = await service.save(early);
    if (!saved.ok) throw new Error(saved.message);
    const path = join(dir, `${saved.id}.json`);
    const before = readFileSync(path);

    expect(await crashWhileWriting({ CRASH_ID: saved.id })).toBe('SIGKILL');

    expect(readFileSync(path).equals(before)).toBe(true);
    const loaded = await service.load(saved.id);
    expect(loaded.ok && loaded.save.moves).toHaveLength(30);
    // The half-written temporary file is there (the crash was real) but the list ignores it.
    const stray = readdirSync(dir).filter((f) => f.startsWith(`${saved.id}.json.`));
    expect(stray).toHaveLength(1);
    expect((await service.list()).map((e) => e.id)).toEqual([saved.id]);
    // The sweep at the next launch removes it (here without waiting for it to age), and only it.
    expect(await sweepTempFiles(dir, 0)).toBe(1);
    expect(readdirSync(dir)).toEqual([`${saved.id}.json`]);
    // And the next save works.
    const next = await service.save(game.draft, { replaceId: saved.id });
    expect(next.ok).toBe(true);
  }, 30_000);

  it('killed mid-autosave: older autosaves are intact, none rotated away', async () => {
    const service = createSaveService({ dir });
    for (let i = 1; i <= 5; i++) await service.autosave({ ...early, moves: game.draft.moves.slice(0, i * 5) });
    const before = readdirSync(dir).sort().map((f) => [f, readFileSync(join(dir, f))] as const);

    expect(await crashWhileWriting({})).toBe('SIGKILL');

    for (const [file, bytes] of before) expect(readFileSync(join(dir, file)).equals(bytes)).toBe(true);
    expect(existsSync(join(dir, 'autosave-000006.json'))).toBe(false);
    const cont = await service.continueLatest();
    expect(cont.ok && cont.save.moves).toHaveLength(25);
  }, 30_000);

  it('a write failing before its rename leaves the old save and no temporary file', async () => {
    const service = createSaveService({ dir });
    const saved = await service.save(early);
    if (!saved.ok) throw new Error(saved.message);
    const path = join(dir, `${saved.id}.json`);
    const before = readFileSync(path);

    const failing = createSaveService({ dir, onTempFile: () => { throw new Error('disk unplugged'); } });
    const r = await failing.save(game.draft, { replaceId: saved.id });
    expect(r).toMatchObject({ ok: false, reason: 'storageFailed' });
    expect(r.ok ? '' : r.message).toContain('disk unplugged');

    expect(readFileSync(path).equals(before)).toBe(true);
    expect(readdirSync(dir)).toEqual([`${saved.id}.json`]);
    expect((await service.load(saved.id)).ok).toBe(true);
  });
});

describe('sweeping temporary files', () => {
  it('leaves young temporary files, saves and unrelated files alone', async () => {
    for (const name of ['save-a-b.json', 'save-a-b.json.123', 'notes.txt.5', 'other.json.77']) writeFileSync(join(dir, name), 'x');
    expect(await sweepTempFiles(dir)).toBe(0);
    expect(await sweepTempFiles(dir, 0)).toBe(1);
    expect(readdirSync(dir).sort()).toEqual(['notes.txt.5', 'other.json.77', 'save-a-b.json']);
    expect(await sweepTempFiles(join(dir, 'missing'))).toBe(0);
  });
});
