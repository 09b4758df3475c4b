import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SAVE_VERSION } from '../../../src/shared/save';
import { buildSave, decodeSave, serializeSave } from '../../../src/engine/games/mirianth/save';

const fixture = readFileSync('tests/fixtures/saves/v0-unfinished-3p.json', 'utf8');

describe('migration from version 0', () => {
  it('reads the version-0 fixture as a current save', () => {
    const r = decodeSave(fixture);
    if (!r.ok) throw new Error(r.message);
    expect(r.migratedFrom).toBe(0);
    expect(r.save.version).toBe(SAVE_VERSION);
    expect(r.save).toMatchObject({ game: 'mirianth-wars', rulesVersion: 1 });
    expect(r.save.setup).toEqual({
      seed: 'festa junina',
      mode: 'local',
      seats: [{ name: 'João', kind: 'human' }, { name: 'Random 2', kind: 'bot', bot: 'random' }, { name: 'Random 3', kind: 'bot', bot: 'random' }],
    });
    expect(r.save.moves).toHaveLength(80);
    expect(r.save.moves[0]).toEqual({ type: 'announce', seat: 1, card: 'gold-2' });
    expect(r.save.createdAt).toBe('2026-06-24T21:15:00.000Z');
    expect(r.save.finished).toBe(false);
    expect(r.save.summary).toMatchObject({ round: 11, phase: 'negotiation', step: 'attaching', moveCount: 80 });
    expect(r.state.roundNo).toBe(11);
  });

  it('writes the migrated game as the current version, which reads back unchanged', () => {
    const r = decodeSave(fixture);
    if (!r.ok) throw new Error(r.message);
    const again = decodeSave(serializeSave(r.save));
    if (!again.ok) throw new Error(again.message);
    expect(again.migratedFrom).toBeNull();
    expect(again.save).toEqual(r.save);
    // Saving the same game afresh gives the same game id and hash: one game, not two.
    // (The draft names the save's rules version: a version-0 game was played under rules 1.)
    const rebuilt = buildSave({ rulesVersion: r.save.rulesVersion, gameId: r.save.gameId, startedAt: r.save.createdAt, setup: r.save.setup, moves: r.save.moves });
    expect(rebuilt.ok && rebuilt.doc.stateHash).toBe(r.save.stateHash);
  });

  it('names the field of a damaged version-0 file', () => {
    const v0 = JSON.parse(fixture) as Record<string, unknown>;
    const r = decodeSave(JSON.stringify({ ...v0, players: 'three' }));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.reason).toBe('invalid');
      expect(r.message).toMatch(/version-0 save.*players/);
    }
  });

  it('checks a version-0 file by replay and hash like any other', () => {
    const v0 = JSON.parse(fixture) as { log: { action: string; player: number }[] };
    const r = decodeSave(JSON.stringify({ ...v0, log: v0.log.slice(0, 79) }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toBe('hashMismatch');
  });
});
