/**
 * The desktop's saves channels for any game: a page's Nains draft is checked (shape by zod, every
 * move by replay) before anything is written, and loads back through the Nains module.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRandomGameBot } from '../../../src/ai/kit/randomBot';
import { runModuleGame } from '../../../src/ai/kit/runGame';
import { nainsModule } from '../../../src/engine/games/nains/module';
import { savesHandlers } from '../../../src/server/saves/handlers';
import { createSaveService } from '../../../src/server/saves/service';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'nains-saves-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const canceled = { ok: false as const, reason: 'canceled' as const, message: 'no' };
const game = runModuleGame({ game: nainsModule, seed: 11, names: ['Ana', 'Bia'], bots: [createRandomGameBot(nainsModule, 1), createRandomGameBot(nainsModule, 2)] });
const draft = {
  game: 'nains', gameId: 'g-nains-ipc', startedAt: '2026-12-02T09:00:00.000Z',
  setup: { seed: 11, mode: 'local', seats: [{ name: 'Ana', kind: 'human' }, { name: 'Bia', kind: 'bot', bot: 'easy' }] },
  moves: game.moves.slice(0, 7),
};

describe('saves channels for any game', () => {
  it('autosaves a Nains draft, lists it and loads it back; refuses a malformed draft or a bad id without writing', async () => {
    const service = createSaveService({ dir: join(dir, 'saves') });
    const h = savesHandlers(service, { exportSave: () => Promise.resolve(canceled), importSave: () => Promise.resolve(canceled) });
    expect(await h['saves.autosave']({ ...draft, moves: 'all of them' } as never)).toMatchObject({ ok: false, reason: 'badRequest' });
    expect(await h['saves.save']({ ...draft, game: 'Not A Game!' } as never)).toMatchObject({ ok: false, reason: 'badRequest' });
    expect(await h['saves.list']()).toEqual([]);
    const out = await h['saves.autosave'](draft as never);
    if (!out.ok) throw new Error(out.message);
    expect(out.entry).toMatchObject({ game: 'nains', moveCount: 7, finished: false });
    expect(await h['saves.load']('../../etc/passwd')).toMatchObject({ ok: false, reason: 'badRequest' });
    const loaded = await h['saves.load'](out.id);
    expect(loaded.ok && loaded.save.moves).toEqual(game.moves.slice(0, 7));
  });
});
