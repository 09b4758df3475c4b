/**
 * Issue 24 (lost games), on the desktop's saves folder: autosaves rotate per game, so playing
 * other games, of the same kind or not, never loses one; old-format saves keep loading.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFsStorage } from '../../../src/server/saves/fsStorage';
import { checkNothingLost, playEvening } from '../../support/perGameSaves';

const fixture = (name: string): string => readFileSync(join(__dirname, '../../fixtures/saves', name), 'utf8');
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('autosaves per game (saves folder)', () => {
  it('two Mirianth games, a finished one and a Nains game later, every unfinished game (old-format ones too) continues from its latest autosave', async () => {
    dir = mkdtempSync(join(tmpdir(), 'mirianth-pergame-'));
    const evening = await playEvening(createFsStorage({ dir }), [fixture('v0-unfinished-3p.json'), fixture('v1-unfinished-2p-text-seed.json')]);
    await expect(checkNothingLost(evening)).resolves.toBeUndefined();
  }, 60_000);
});
