/**
 * Save + load of a whole 4-player game through the real service (temporary folder, atomic write,
 * read, full decode: schema, replay, hash). For `npm run bench`: `measureSaveLoad()`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameSaveDraft } from '../../shared/save';
import { createSaveService } from './service';

export interface SaveLoadFigures {
  /** Median of `runs` save + load round trips, in ms. */
  saveLoadMs: number;
  /** Size of the save file in bytes. */
  saveBytes: number;
  moves: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** `draft`: the game to save and load (the bench passes a whole 4-player sample game). */
export async function measureSaveLoad(draft: GameSaveDraft, runs = 15): Promise<SaveLoadFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'mirianth-bench-'));
  try {
    const service = createSaveService({ dir });
    const times: number[] = [];
    let saveBytes = 0;
    // Two untimed rounds first, so the figure is the steady state rather than JIT warm-up.
    for (let i = 0; i < runs + 2; i++) {
      const t0 = performance.now();
      const saved = await service.save(draft);
      if (!saved.ok) throw new Error(`bench save failed: ${saved.message}`);
      const loaded = await service.load(saved.id);
      if (!loaded.ok) throw new Error(`bench load failed: ${loaded.message}`);
      const elapsed = performance.now() - t0;
      if (i >= 2) times.push(elapsed);
      saveBytes = saved.entry.bytes;
      await service.remove(saved.id);
    }
    return { saveLoadMs: Math.round(median(times) * 100) / 100, saveBytes, moves: draft.moves.length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
