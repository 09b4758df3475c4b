/**
 * The app shell watches a Nains game through `nainsEntry` without loading Nains' code; the flag
 * must follow the session however the game starts or ends.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { nainsActive, startNains } from '../../../../src/renderer/games/nains/nainsEntry';

// The session reads the page's settings (language, speed); a bare stand-in for the browser's globals.
beforeAll(() => {
  const stored = new Map<string, string>();
  vi.stubGlobal('navigator', { language: 'en' });
  vi.stubGlobal('window', {});
  vi.stubGlobal('localStorage', { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) });
});

afterEach(async () => {
  const { nainsSession } = await import('../../../../src/renderer/games/nains/nainsSession');
  nainsSession.leave();
});

describe('nainsEntry', () => {
  it('starts a Nains game on demand and reports it as active', async () => {
    expect(nainsActive.get()).toBe(false);
    await startNains([{ kind: 'human', name: 'Ana' }, { kind: 'human', name: 'Bia' }, { kind: 'human', name: 'Caio' }], '7');
    expect(nainsActive.get()).toBe(true);
    const { nainsSession } = await import('../../../../src/renderer/games/nains/nainsSession');
    expect(nainsSession.get().seats.map((s) => s.name)).toEqual(['Ana', 'Bia', 'Caio']);
  });

  it('reports the game over when the session leaves it, even if left from elsewhere', async () => {
    await startNains([{ kind: 'human', name: 'Ana' }, { kind: 'human', name: 'Bia' }], '');
    const { nainsSession } = await import('../../../../src/renderer/games/nains/nainsSession');
    nainsSession.leave();
    expect(nainsActive.get()).toBe(false);
  });
});
