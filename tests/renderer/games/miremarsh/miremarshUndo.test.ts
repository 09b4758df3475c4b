/**
 * Undo and saves of a local Miremarsh game: a decision that draws nothing can be taken back, a
 * roll (dice are a barrier in the module) never can, and the save record hears an autosave there.
 */
import { describe, expect, it, vi } from 'vitest';
import { miremarshModule } from '../../../../src/engine/games/miremarsh/module';
import type { MiremarshMove } from '../../../../src/engine/games/miremarsh/moves';
import { createLocalSession } from '../../../../src/renderer/games/shared/localSession';
import type { ModuleTimeline } from '../../../../src/shared/save/moduleTimeline';

vi.mock('../../../../src/renderer/game/settings', () => ({ settings: { get: () => ({ speed: 'instant' }) } }));

const solo = [{ name: 'Ana', kind: 'human' as const }];

/** Plays the first legal move that `pick` accepts (with whether it was a barrier); null when none is. */
function playWhere(session: ReturnType<typeof makeSession>, pick: (m: MiremarshMove, barrier: boolean) => boolean): MiremarshMove | null {
  const state = session.get().state;
  if (!state) throw new Error('no game');
  for (const m of miremarshModule.legalMoves(state, session.get().viewer)) {
    const out = miremarshModule.apply(state, m);
    if (!out.ok) continue;
    if (pick(m, miremarshModule.isBarrier(state, out.state, out.events))) {
      expect(session.play(m)).toBe(true);
      return m;
    }
  }
  return null;
}

function makeSession() {
  return createLocalSession(miremarshModule);
}

describe('Miremarsh undo', () => {
  it('a roll is a barrier: neither a re-roll nor the next turn\'s dice can be taken back', () => {
    const session = makeSession();
    // This seed opens without a footprint: the only way on is to roll everything again.
    session.start(solo, 'mm-undo-roll');
    expect(playWhere(session, (m, barrier) => m.type === 'rerollOpening' && barrier)?.type).toBe('rerollOpening');
    expect(session.get().undoSeat).toBeNull();
    expect(session.undo()).toBe(false);
    // A decision that draws nothing can be taken back, until the turn ends and new dice are rolled.
    expect(playWhere(session, (m, barrier) => m.type !== 'endTurn' && !barrier)).not.toBeNull();
    expect(session.get().undoSeat).toBe(0);
    expect(playWhere(session, (m) => m.type === 'endTurn')?.type).toBe('endTurn');
    expect(session.get().events.some((e) => e.type === 'diceRolled')).toBe(true);
    expect(session.get().undoSeat).toBeNull();
  });

  it('a decision that draws nothing is taken back, to the same position, and autosaves come at barriers', () => {
    const session = makeSession();
    const heard: { moves: number; autosave: boolean }[] = [];
    session.listen({ started: () => undefined, changed: (t: ModuleTimeline, autosave: boolean) => heard.push({ moves: t.moves.length, autosave }), left: () => undefined });
    session.start(solo, 'mm-undo-plain');
    let plain: MiremarshMove | null = null;
    let before: unknown = null;
    for (let i = 0; i < 100 && plain === null; i++) {
      before = session.get().state;
      plain = playWhere(session, (m, barrier) => !barrier && m.type !== 'endTurn');
      if (plain === null) playWhere(session, () => true);
    }
    expect(plain).not.toBeNull();
    expect(session.get().undoSeat).toBe(0);
    expect(session.undo()).toBe(true);
    expect(miremarshModule.hash(session.get().state as never)).toBe(miremarshModule.hash(before as never));
    // The last thing heard is the undo (no autosave for it); some earlier move was a barrier that autosaved.
    expect(heard[heard.length - 1]?.autosave).toBe(false);
    expect(heard.some((h) => h.autosave)).toBe(true);
  });
});
