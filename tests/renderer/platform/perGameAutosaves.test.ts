/**
 * Issue 24 (lost games), on the browser's IndexedDB store: autosaves rotate per game, so playing
 * other games never loses one; records written before (no field added since) keep loading.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createIdbStorage } from '../../../src/renderer/platform/idbSaves';
import { checkNothingLost, playEvening } from '../../support/perGameSaves';
// Through Vite's ?raw: this test is type-checked as browser code, without Node's fs.
import v0Text from '../../fixtures/saves/v0-unfinished-3p.json?raw';
import v1Text from '../../fixtures/saves/v1-unfinished-2p-text-seed.json?raw';

describe('autosaves per game (IndexedDB)', () => {
  it('two Mirianth games, a finished one and a Nains game later, every unfinished game (old-format ones too) continues from its latest autosave', async () => {
    const evening = await playEvening(createIdbStorage('test-per-game-saves'), [v0Text, v1Text]);
    await expect(checkNothingLost(evening)).resolves.toBeUndefined();
  }, 60_000);
});
