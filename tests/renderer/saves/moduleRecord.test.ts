/**
 * The save record of a game of any module (the page's Nains record): autosaves only where the
 * session says (a barrier, the end), flushes unsaved moves, manual saves replace the first one,
 * and a write that fails is reported, not retried in a loop.
 */
import { describe, expect, it } from 'vitest';
import { ModuleSaveRecord } from '../../../src/renderer/saves/moduleRecord';
import type { AnySaveDraft, SavesApi, WriteOutcome } from '../../../src/shared/save';
import type { ModuleTimeline } from '../../../src/shared/save/moduleTimeline';
import { seatId } from '../../../src/engine/kit/ids';

function fakeSaves(fail = false) {
  const calls: { how: 'auto' | 'manual'; moves: number; replaceId?: string }[] = [];
  const reply = (id: string): Promise<WriteOutcome> => Promise.resolve(fail
    ? { ok: false, reason: 'storageFailed', message: 'disk full' }
    : { ok: true, id, entry: { status: 'ok', id, kind: 'manual', bytes: 1, name: 'x', game: 'nains', gameId: 'g', createdAt: '', updatedAt: '', mode: 'local', players: [], round: 1, phase: 'taverns', step: 'bidding', finished: false, moveCount: 0, scores: null, winners: null } });
  const saves = {
    autosave: (d: AnySaveDraft) => {
      calls.push({ how: 'auto', moves: d.moves.length });
      return reply('autosave-000001');
    },
    save: (d: AnySaveDraft, o?: { replaceId?: string }) => {
      calls.push({ how: 'manual', moves: d.moves.length, ...(o?.replaceId ? { replaceId: o.replaceId } : {}) });
      return reply('save-abc-def');
    },
  } as unknown as SavesApi;
  return { saves, calls };
}

const base: ModuleTimeline = { game: 'nains', rulesVersion: 1, setup: { seed: 1, mode: 'local', seats: [{ name: 'Ana', kind: 'human' }, { name: 'Bot', kind: 'bot' }] }, moves: [], states: [{}], barrier: [] };
const grow = (t: ModuleTimeline, barrier: boolean): ModuleTimeline => ({ ...t, moves: [...t.moves, { type: 'x', seat: seatId(0) }], states: [...t.states, {}], barrier: [...t.barrier, barrier] });
const start = { game: 'nains', gameId: 'g-1', startedAt: '2026-12-02T10:00:00.000Z', manualId: null, saved: null, setup: { seed: 1, mode: 'local' as const, seats: [{ name: 'Ana', kind: 'human' as const }, { name: 'Bot', kind: 'bot' as const, bot: 'hard' as const }] } };

describe('module save record', () => {
  it('autosaves at the points the session names, and flushes what no save holds yet', async () => {
    const { saves, calls } = fakeSaves();
    const record = new ModuleSaveRecord(start, base, { saves });
    const one = grow(base, false);
    record.update(one, false);
    const two = grow(one, true);
    record.update(two, true);
    await record.flush();
    expect(calls).toEqual([{ how: 'auto', moves: 2 }]);
    expect(record.dirty()).toBe(false);
    record.update(grow(two, false), false);
    expect(record.dirty()).toBe(true);
    await record.flush();
    expect(calls).toEqual([{ how: 'auto', moves: 2 }, { how: 'auto', moves: 3 }]);
    expect(record.draft().setup.seats[1]).toEqual({ name: 'Bot', kind: 'bot', bot: 'hard' });
  });

  it('a second manual save replaces the first', async () => {
    const { saves, calls } = fakeSaves();
    const record = new ModuleSaveRecord(start, grow(base, false), { saves });
    await record.save();
    await record.save();
    expect(calls).toEqual([{ how: 'manual', moves: 1 }, { how: 'manual', moves: 1, replaceId: 'save-abc-def' }]);
  });

  it('reports a failed autosave and keeps the moves unsaved', async () => {
    const { saves } = fakeSaves(true);
    const problems: string[] = [];
    const record = new ModuleSaveRecord(start, base, { saves, onProblem: (m) => problems.push(m) });
    record.update(grow(base, true), true);
    await record.flush();
    expect(problems[0]).toBe('disk full');
    expect(record.dirty()).toBe(true);
  });
});
