import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentChecksum, SAVE_VERSION } from '../../../src/shared/save';
import {
  buildSave, buildTimeline, decodeSave, serializeSave, undoLog, type SaveDocument,
} from '../../../src/engine/games/mirianth/save';
import { mirianthModule } from '../../../src/engine/games/mirianth/module';
import { seatId } from '../../../src/engine/games/mirianth';

/** Version-1 files written by the code of 2026-12-01 (before format v2), with the hash each replays to. */
const FIXTURES = [
  { file: 'v1-finished-4p.json', hash: 'ef56d6b3c8244f59', moves: null },
  { file: 'v1-unfinished-2p-text-seed.json', hash: '8ecaa61d4db08175', moves: 57 },
  { file: 'v1-lan-3p.json', hash: '120129b11a2b590f', moves: 140 },
] as const;

const read = (file: string) => readFileSync(`tests/fixtures/saves/${file}`, 'utf8');

describe('migration from version 1 to version 2', () => {
  for (const { file, hash, moves } of FIXTURES) {
    it(`loads ${file} as Mirianth Wars, rules version 1, replaying to ${hash}`, () => {
      const v1 = JSON.parse(read(file)) as Record<string, unknown>;
      expect(v1['version']).toBe(1);
      expect(v1).not.toHaveProperty('game');
      const r = decodeSave(read(file));
      if (!r.ok) throw new Error(r.message);
      expect(r.migratedFrom).toBe(1);
      expect(r.save.version).toBe(SAVE_VERSION);
      expect(r.save.game).toBe('mirianth-wars');
      expect(r.save.rulesVersion).toBe(1);
      expect(r.save.stateHash).toBe(hash);
      expect(mirianthModule.hash(r.state)).toBe(hash);
      if (moves !== null) expect(r.save.moves).toHaveLength(moves);
      // Everything the v1 file held is kept as it was.
      for (const key of ['gameId', 'name', 'createdAt', 'updatedAt', 'setup', 'moves', 'finished', 'summary']) {
        expect(r.save[key as keyof SaveDocument]).toEqual(v1[key]);
      }
      expect(r.save.checksum).toBe(documentChecksum(r.save));
    });
  }

  it('rewrites a migrated save as a version-2 file that reads back unchanged and still names rules 1', () => {
    const r = decodeSave(read('v1-unfinished-2p-text-seed.json'));
    if (!r.ok) throw new Error(r.message);
    const text = serializeSave(r.save);
    expect(JSON.parse(text)).toMatchObject({ version: 2, game: 'mirianth-wars', rulesVersion: 1 });
    const again = decodeSave(text);
    if (!again.ok) throw new Error(again.message);
    expect(again.migratedFrom).toBeNull();
    expect(again.save).toEqual(r.save);
    // Saving it again (as the app does when play goes on) keeps its rules version.
    const rebuilt = buildSave({ game: r.save.game, rulesVersion: r.save.rulesVersion, gameId: r.save.gameId, startedAt: r.save.createdAt, setup: r.save.setup, moves: r.save.moves });
    if (!rebuilt.ok) throw new Error(rebuilt.message);
    expect(rebuilt.doc.rulesVersion).toBe(1);
    expect(rebuilt.doc.stateHash).toBe(r.save.stateHash);
  });

  it('replays and undoes a migrated game under its own rules version', () => {
    const r = decodeSave(read('v1-unfinished-2p-text-seed.json'));
    if (!r.ok) throw new Error(r.message);
    const built = buildTimeline(r.save.setup, r.save.moves, r.save.rulesVersion);
    if (!built.ok) throw new Error(built.message);
    expect(built.timeline.rulesVersion).toBe(1);
    const last = built.timeline.states[built.timeline.states.length - 1];
    expect(last && mirianthModule.hash(last)).toBe(r.save.stateHash);
    const undone = undoLog(r.save.setup, r.save.moves, seatId(0), r.save.rulesVersion);
    if (undone !== null) expect(undone.length).toBeLessThan(r.save.moves.length);
  });

  it('still catches a version-1 file edited by hand (its own checksum)', () => {
    const r = decodeSave(read('v1-lan-3p.json').replace('"Fixture: LAN 3p"', '"Fixture: edited"'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toBe('checksumMismatch');
  });

  it('refuses a version-1 file whose moves were cut, as a different game', () => {
    const v1 = JSON.parse(read('v1-lan-3p.json')) as { moves: unknown[] };
    const r = decodeSave(JSON.stringify({ ...v1, moves: v1.moves.slice(0, 100) }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toBe('hashMismatch');
  });
});

describe('version-2 files name their game and rules', () => {
  const base = (): Record<string, unknown> => {
    const r = decodeSave(read('v1-unfinished-2p-text-seed.json'));
    if (!r.ok) throw new Error(r.message);
    return JSON.parse(serializeSave(r.save)) as Record<string, unknown>;
  };

  it('writes new saves as version 2 with the game id and the current rules version', () => {
    const r = decodeSave(read('v1-unfinished-2p-text-seed.json'));
    if (!r.ok) throw new Error(r.message);
    const fresh = buildSave({ gameId: 'g-fresh', startedAt: r.save.createdAt, setup: r.save.setup, moves: [] });
    if (!fresh.ok) throw new Error(fresh.message);
    expect(fresh.doc).toMatchObject({ version: 2, game: 'mirianth-wars', rulesVersion: mirianthModule.rulesVersion });
  });

  it('refuses a game this build does not have, saying so', () => {
    const r = decodeSave(JSON.stringify({ ...base(), game: 'tetris', moves: [{ type: 'bid', seat: 0, coins: 3 }] }));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.reason).toBe('unknownGame');
      expect(r.message).toMatch(/game this app does not have \("tetris"\)/);
    }
  });

  it('refuses a rules version newer than this build, saying so', () => {
    const r = decodeSave(JSON.stringify({ ...base(), rulesVersion: 99 }));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.reason).toBe('unknownRulesVersion');
      expect(r.message).toMatch(/rules version 99, newer than this app knows/);
    }
  });

  it('refuses a rules version that was never released or was retired, saying so', () => {
    const lowest = Math.min(...mirianthModule.rulesVersions);
    const r = decodeSave(JSON.stringify({ ...base(), rulesVersion: lowest - 1 }));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.reason).toBe('unknownRulesVersion');
      expect(r.message).toMatch(/can no longer replay/);
    }
  });

  it('refuses a draft of an unknown game when saving', () => {
    const r = decodeSave(read('v1-unfinished-2p-text-seed.json'));
    if (!r.ok) throw new Error(r.message);
    const out = buildSave({ game: 'tetris', gameId: 'g-x', startedAt: r.save.createdAt, setup: r.save.setup, moves: [] });
    expect(out).toMatchObject({ ok: false, reason: 'unknownGame' });
  });
});
