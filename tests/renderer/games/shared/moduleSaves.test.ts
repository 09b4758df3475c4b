/**
 * A table's saves for any module (here Miremarsh): a new game gets a save record that autosaves at
 * the session's points; a save opens on the table to play on (the same position) or to replay;
 * a save whose moves no longer replay is refused with the reason, and the table stays as it was.
 */
import { describe, expect, it, vi } from 'vitest';
import { miremarshModule } from '../../../../src/engine/games/miremarsh/module';
import { createLocalSession } from '../../../../src/renderer/games/shared/localSession';
import { createModuleSaves } from '../../../../src/renderer/games/shared/moduleSaves';
import type { AnySaveDraft } from '../../../../src/shared/save';
import { encodeModuleSave } from '../../../../src/shared/save/moduleSave';
import { recordsStore } from '../../../../src/renderer/records/recordsStore';

const written = vi.hoisted(() => [] as { moves: number }[]);
vi.mock('../../../../src/renderer/game/settings', () => ({ settings: { get: () => ({ speed: 'instant' }) } }));
vi.mock('../../../../src/renderer/platform', () => {
  const reply = () => Promise.resolve({ ok: true, id: 'autosave-000001', entry: {} });
  return { platform: { saves: { autosave: (d: AnySaveDraft) => (written.push({ moves: d.moves.length }), reply()), save: reply } } };
});

const solo = [{ name: 'Ana', kind: 'human' as const }];

/** A save of the session's live game as the library would write it. */
function saveOf(session: { timeline: ReturnType<typeof createLocalSession>['timeline'] }) {
  const t = session.timeline();
  if (!t) throw new Error('no game');
  return encodeModuleSave(miremarshModule, { gameId: 'game-1', startedAt: '2026-12-02T10:00:00.000Z', setup: { ...t.setup, seats: [{ name: 'Ana', kind: 'human' }] }, moves: t.moves }, t.states[t.states.length - 1]).doc;
}

describe('module saves', () => {
  it('autosaves a new game, resumes its save at the same position, replays it, and refuses a save that does not replay', async () => {
    const session = createLocalSession(miremarshModule);
    const saves = createModuleSaves(miremarshModule, session);
    saves.install();
    session.start(solo, 'mm-saves-unit');
    const state = session.get().state;
    if (!state) throw new Error('no game');
    const first = miremarshModule.legalMoves(state, session.get().viewer)[0];
    if (!first) throw new Error('no move');
    expect(session.play(first)).toBe(true);
    await saves.table.flush();
    expect(written.at(-1)?.moves).toBe(1);
    expect(saves.savedMoves.get()).toBe(1);
    const doc = saveOf(session);
    const hash = miremarshModule.hash(session.get().state as never);

    session.leave();
    expect(saves.table.active()).toBe(false);
    expect(saves.table.resume(doc, null)).toBeNull();
    expect(saves.table.active()).toBe(true);
    expect(miremarshModule.hash(session.get().state as never)).toBe(hash);

    expect(saves.table.replay(doc)).toBeNull();
    expect(session.get().replay).toEqual({ index: 0, last: 1 });

    const broken = { ...doc, moves: [{ type: 'attempt', seat: 0 }] };
    const message = saves.table.resume(broken, null);
    expect(message).toMatch(/not legal|illegal|Move 1/i);
    expect(session.get().replay).toEqual({ index: 0, last: 1 });
  });

  it('puts a finished game in the records the moment it ends, once, under its own game', () => {
    const session = createLocalSession(miremarshModule);
    const saves = createModuleSaves(miremarshModule, session);
    saves.install();
    session.start(solo, 'mm-records-unit');
    for (let i = 0; i < 5_000 && !miremarshModule.ctx(session.get().state as never).over; i++) {
      const state = session.get().state;
      const move = state ? miremarshModule.legalMoves(state, session.get().viewer)[0] : undefined;
      if (!move) break;
      expect(recordsStore.get().some((r) => r.game === 'miremarsh')).toBe(false);
      session.play(move);
    }
    const summary = miremarshModule.summary(session.get().state as never);
    expect(summary.over).toBe(true);
    const lines = recordsStore.get().filter((r) => r.game === 'miremarsh');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ seats: [{ name: 'Ana', level: 'human' }], scores: summary.scores, winners: summary.winners });
  });
});
