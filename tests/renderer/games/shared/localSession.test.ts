/**
 * The shared local session, on a real game (Miremarsh, whose first player is drawn at random): the
 * screen starts with the person the game waits for, a curtain falls whenever another person must
 * answer, a covered or wrong seat's move is refused, and the screen only ever gets one seat's view.
 */
import { describe, expect, it, vi } from 'vitest';
import { seatId } from '../../../../src/engine/kit/ids';
import { miremarshModule } from '../../../../src/engine/games/miremarsh/module';
import { createLocalSession } from '../../../../src/renderer/games/shared/localSession';

// The session reads the speed setting, which looks at the browser window; Node has none.
vi.hoisted(() => {
  if (!('window' in globalThis)) Object.assign(globalThis, { window: {} });
});

const people = [{ name: 'Ana', kind: 'human' as const }, { name: 'Bia', kind: 'human' as const }];

describe('local session', () => {
  it('starts covered, on the person the game waits for, and refuses moves until the curtain lifts', () => {
    const firsts = new Set<number>();
    for (const seed of ['ls-1', 'ls-2', 'ls-3', 'ls-4', 'ls-5', 'ls-6']) {
      const session = createLocalSession(miremarshModule);
      session.start(people, seed);
      const snap = session.get();
      const state = snap.state;
      if (!state) throw new Error('no state');
      expect(miremarshModule.ctx(state).awaiting).toContain(snap.viewer);
      expect(snap.curtain).toBe(true);
      firsts.add(snap.viewer);
      const move = miremarshModule.legalMoves(state, snap.viewer)[0];
      if (!move) throw new Error('no move');
      expect(session.play(move)).toBe(false);
      session.lift();
      expect(session.play({ ...move, seat: seatId(snap.viewer === 0 ? 1 : 0) })).toBe(false);
      expect(session.play(move)).toBe(true);
      session.leave();
    }
    // Both seats came first in some game, so the screen did follow the draw.
    expect([...firsts].sort()).toEqual([0, 1]);
  });

  it('passes the screen behind a curtain when the other person must answer, and shows only their view', () => {
    const session = createLocalSession(miremarshModule);
    session.start(people, 'ls-pass');
    session.lift();
    const first = session.get().viewer;
    for (let i = 0; i < 50 && session.get().viewer === first; i++) {
      const s = session.get();
      if (!s.state) throw new Error('no state');
      const moves = miremarshModule.legalMoves(s.state, s.viewer);
      const stop = moves.find((m) => m.type === 'endTurn') ?? moves[0];
      if (!stop) throw new Error('no move');
      expect(session.play(stop)).toBe(true);
    }
    const after = session.get();
    expect(after.viewer).not.toBe(first);
    expect(after.curtain).toBe(true);
    expect(session.view(after)?.you).toBe(after.viewer);
    expect(session.view(after)?.peeks[first]).toEqual([]);
    session.leave();
    expect(session.get().active).toBe(false);
  });
});
