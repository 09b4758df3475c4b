/**
 * A real save, damaged every way a disk or a careless copy can: cut at every byte offset, and
 * bytes changed at random. Each damaged file must be refused with a reason (or, if the change
 * only touched whitespace, load as the very same game), stay byte for byte as it was, and leave
 * the service working.
 */
import { closeSync, ftruncateSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSaveService } from '../../../src/server/saves/service';
import { SAVE_ERROR_CODES } from '../../../src/shared/save';
import { buildSave, type SaveDraft } from '../../../src/engine/games/mirianth/save';
import { sampleGame } from '../../../src/cli/games/mirianth/sampleGame';

const dir = mkdtempSync(join(tmpdir(), 'mirianth-fuzz-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sample = sampleGame(2024, 4);
// A name outside ASCII, so some cuts fall inside a multi-byte character.
const draft: SaveDraft = { ...sample.draft, name: 'Partida de São João', setup: { ...sample.draft.setup, seats: sample.draft.setup.seats.map((s, i) => (i === 0 ? { ...s, name: 'João' } : s)) } };
const built = buildSave(draft, new Date('2026-11-02T12:00:00.000Z'));
if (!built.ok) throw new Error(built.message);
const original = Buffer.from(built.text, 'utf8');
const originalJson: unknown = JSON.parse(built.text);

const service = createSaveService({ dir });
const id = 'save-fuzz-target';
const path = join(dir, `${id}.json`);

/** xorshift32: the same "random" damage on every run, so a failure can be reproduced. */
function prng(seed: number): () => number {
  let x = seed;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 0x1_0000_0000;
  };
}

function sameDocument(bytes: Buffer): boolean {
  try {
    return JSON.stringify(JSON.parse(bytes.toString('utf8'))) === JSON.stringify(originalJson);
  } catch {
    return false;
  }
}

async function expectRefusedAndUntouched(bytes: Buffer, allowed: readonly string[]): Promise<void> {
  writeFileSync(path, bytes);
  const r = await service.load(id);
  if (r.ok) throw new Error(`accepted a damaged file (${bytes.length} bytes)`);
  expect(allowed).toContain(r.reason);
  expect(r.message).not.toMatch(/\n|at .*\.ts:\d+/);
  expect(readFileSync(path).equals(bytes)).toBe(true);
}

describe('damaged saves', () => {
  it('refuses the save cut at every byte offset, and never touches the file', async () => {
    expect(original.length).toBeGreaterThan(10_000);
    writeFileSync(path, original);
    // Cutting the one file shorter and shorter: cheaper than rewriting it 17,000 times.
    const fd = openSync(path, 'r+');
    try {
      // Cutting only the final newline leaves the whole game: that one still loads.
      ftruncateSync(fd, original.length - 1);
      expect((await service.load(id)).ok).toBe(true);
      const reasons = new Set<string>();
      for (let n = original.length - 2; n >= 0; n--) {
        ftruncateSync(fd, n);
        const r = await service.load(id);
        if (r.ok) throw new Error(`accepted the save cut at byte ${n}`);
        reasons.add(r.reason);
        if (!['empty', 'truncated', 'notText'].includes(r.reason)) throw new Error(`cut at ${n}: ${r.reason}`);
        if (!readFileSync(path).equals(original.subarray(0, n))) throw new Error(`the file cut at ${n} was changed`);
      }
      expect([...reasons].sort()).toEqual(['empty', 'notText', 'truncated']);
    } finally {
      closeSync(fd);
    }
  }, 120_000);

  it('refuses random byte damage, or loads the same game when only whitespace changed', async () => {
    const random = prng(0x5eed);
    let refused = 0;
    for (let round = 0; round < 300; round++) {
      const bytes = Buffer.from(original);
      const count = 1 + Math.floor(random() * 3);
      for (let k = 0; k < count; k++) {
        const at = Math.floor(random() * bytes.length);
        const old = bytes[at] ?? 0;
        // Half bit flips (what failing storage does), half arbitrary bytes (what bad copies do).
        bytes[at] = random() < 0.5 ? old ^ (1 << Math.floor(random() * 8)) : (old + 1 + Math.floor(random() * 255)) % 256;
      }
      if (sameDocument(bytes)) {
        writeFileSync(path, bytes);
        const r = await service.load(id);
        expect(r.ok).toBe(true);
        continue;
      }
      await expectRefusedAndUntouched(bytes, SAVE_ERROR_CODES.filter((c) => c !== 'engineError'));
      refused++;
    }
    expect(refused).toBeGreaterThan(250);
  });

  it('lists a damaged file with its reason, refuses to rename or overwrite it, and keeps working', async () => {
    const damaged = Buffer.from(original.subarray(0, 5000));
    writeFileSync(path, damaged);
    const listed = await service.list();
    expect(listed.find((e) => e.id === id)).toMatchObject({ status: 'damaged', reason: 'truncated' });
    expect(await service.rename(id, 'New name')).toMatchObject({ ok: false, reason: 'protected' });
    expect(await service.save(draft, { replaceId: id })).toMatchObject({ ok: false, reason: 'protected' });
    expect(await service.exportToPath(id, join(dir, 'out.json'))).toMatchObject({ ok: false, reason: 'truncated' });
    expect((await service.continueLatest()).ok).toBe(false);
    expect(readFileSync(path).equals(damaged)).toBe(true);

    const saved = await service.save(draft);
    if (!saved.ok) throw new Error(saved.message);
    const loaded = await service.load(saved.id);
    expect(loaded.ok && loaded.save.stateHash).toBe(built.doc.stateHash);
  });
});
