/**
 * The shared local session's timeline, on a game other than Nains (Miremarsh): every move reaches
 * the saves listener, a saved timeline replays as a spectator (no moves taken, stepping forward
 * carries the move for animations), and resuming it puts the same position back in play.
 */
import { describe, expect, it, vi } from 'vitest';
import { miremarshModule } from '../../../../src/engine/games/miremarsh/module';
import { createLocalSession } from '../../../../src/renderer/games/shared/localSession';

// The session reads the speed setting, which looks at the browser window; Node has none.
vi.hoisted(() => {
  if (!('window' in globalThis)) Object.assign(globalThis, { window: {} });
});

const people = [{ name: 'Ana', kind: 'human' as const }, { name: 'Bia', kind: 'human' as const }];

const newSession = () => createLocalSession(miremarshModule);

/** The person at the screen makes the first legal move, `n` times (lifting the curtain each time). */
function playSome(session: ReturnType<typeof newSession>, n: number): void {
  for (let i = 0; i < n; i++) {
    session.lift();
    const s = session.get();
    if (!s.state) throw new Error('no state');
    const move = miremarshModule.legalMoves(s.state, s.viewer)[0];
    if (!move) throw new Error('no move');
    expect(session.play(move)).toBe(true);
  }
}

describe('local session timeline', () => {
  it('tells the listener of every move, replays a saved timeline as a spectator, and resumes it', () => {
    const session = newSession();
    const heard: number[] = [];
    let started = 0;
    session.listen({ started: () => void started++, changed: (t) => heard.push(t.moves.length), left: () => undefined });
    session.start(people, 'lt-1');
    playSome(session, 4);
    expect(started).toBe(1);
    expect(heard).toEqual([1, 2, 3, 4]);
    const saved = session.timeline();
    const finalState = session.get().state;
    if (!saved) throw new Error('no timeline');
    session.leave();

    expect(session.replay(saved, people)).toBe(true);
    const opened = session.get();
    expect(opened.replay).toEqual({ index: 0, last: 4 });
    expect(session.view(opened)?.you).toBeNull();
    const state = opened.state;
    if (!state || !finalState) throw new Error('no state');
    const awaited = miremarshModule.ctx(state).awaiting[0];
    if (awaited === undefined) throw new Error('nobody awaited');
    const any = miremarshModule.legalMoves(state, awaited)[0];
    if (!any) throw new Error('no move');
    session.lift();
    expect(session.play(any)).toBe(false);
    session.replayTo(1);
    expect(session.get().lastMove).toEqual(saved.moves[0]);
    expect(session.get().previous).toEqual(saved.states[0]);
    session.replayTo(99);
    expect(session.get().replay?.index).toBe(4);
    expect(session.get().state).toEqual(finalState);
    expect(session.get().lastMove).toBeNull();
    session.leave();

    expect(session.resume(saved, people)).toBe(true);
    const resumed = session.get();
    expect(resumed.replay).toBeNull();
    expect(resumed.state).toEqual(finalState);
    expect(resumed.curtain).toBe(true);
    expect(miremarshModule.ctx(finalState).awaiting).toContain(resumed.viewer);
    playSome(session, 1);
    expect(heard).toEqual([1, 2, 3, 4, 5]);
    session.leave();
  });
});
