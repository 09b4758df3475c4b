/**
 * One session interface for every game (issue 26, item 2): Mirianth's local session and Nains' and
 * Miremarsh's local transports are read the same way. Each starts idle, starts a hot-seat game on
 * its table, shows the seat that may move, takes that seat's legal moves through `play` (the view,
 * the move and the sequence number follow), ignores a move that is not the mover's, and `leave`
 * ends the game. A game added to the engine's registry without a session here fails the first test.
 */
import { describe, expect, it, vi } from 'vitest';
import { GAMES } from '../../../src/engine/registry';
import type { AnyGameModule, BaseEvent, BaseMove, GameModule } from '../../../src/engine/kit/module';
import type { SeatId } from '../../../src/engine/kit/ids';
import { miremarshModule } from '../../../src/engine/games/miremarsh/module';
import { mirianthModule } from '../../../src/engine/games/mirianth/module';
import { nainsModule } from '../../../src/engine/games/nains/module';
import { Session } from '../../../src/renderer/games/mirianth/game/session';
import { createLocalSession } from '../../../src/renderer/games/shared/localSession';
import type { AnyTableSession } from '../../../src/renderer/games/gameTable';
import { createLocalTransport } from '../../../src/renderer/session/localTransport';
import type { SeatConfig } from '../../../src/renderer/game/types';

vi.hoisted(() => {
  if (!('window' in globalThis)) Object.assign(globalThis, { window: {} });
});

interface Seated {
  module: AnyGameModule;
  session: AnyTableSession;
  start(seats: SeatConfig[], seed: string): void;
}

function mirianth(): Seated {
  const session = new Session();
  return { module: mirianthModule, session, start: (seats, seed) => session.start({ seats, seed }) };
}

function local<S, V, M extends BaseMove, E extends BaseEvent, O>(module: GameModule<S, V, M, E, O>): () => Seated {
  return () => {
    const game = createLocalSession(module);
    return { module, session: createLocalTransport(game), start: (seats, seed) => game.start(seats, seed) };
  };
}

const SESSIONS: Record<string, () => Seated> = {
  [mirianthModule.id]: mirianth,
  [nainsModule.id]: local(nainsModule),
  [miremarshModule.id]: local(miremarshModule),
};

const people: SeatConfig[] = [{ name: 'Ana', kind: 'human' }, { name: 'Bia', kind: 'human' }];

/** The snapshot once the person at the screen may move (a hot-seat curtain lifted). */
function ready(session: AnyTableSession) {
  const snap = session.get();
  if (snap.curtain) session.lift?.();
  return session.get();
}

describe('every game\'s session', () => {
  it('exists for every game in the engine\'s registry', () => {
    expect(Object.keys(SESSIONS).sort()).toEqual(GAMES.map((g) => g.id).sort());
  });

  describe.each(GAMES.map((g) => g.id))('%s', (id) => {
    const make = SESSIONS[id];
    if (!make) throw new Error(`no session for ${id}`);

    it('starts idle, then shows a hot-seat game from the mover\'s eyes', () => {
      const { session, start } = make();
      expect(session.get()).toMatchObject({ active: false, view: null, mover: null });
      start(people, `every-${id}`);
      const snap = ready(session);
      expect(snap.active).toBe(true);
      expect(snap.transport).toBe('local');
      expect(snap.mover).not.toBeNull();
      expect(snap.viewer).toBe(snap.mover);
      expect(snap.view).not.toBeNull();
      session.leave();
    });

    it('plays the mover\'s legal moves through play: the view, the move and the sequence follow', () => {
      const { module, session, start } = make();
      start(people, `every-play-${id}`);
      for (let i = 0; i < 12; i++) {
        const before = ready(session);
        const seat: SeatId | null = before.mover;
        // Two people and no bot: somebody at the screen may always move.
        if (seat === null || before.view === null) throw new Error(`${id}: nobody may move after ${i} moves`);
        const move = module.legalMoves(before.view, seat)[0];
        if (!move) throw new Error(`${id}: no legal move for the mover`);
        session.play(move);
        const after = session.get();
        expect(after.seq).toBeGreaterThan(before.seq);
        expect(after.lastMove).toEqual(move);
        expect(after.view).not.toBe(before.view);
        // The same snapshot object until the game changes (React's external store needs it).
        expect(session.get()).toBe(after);
      }
      session.leave();
    });

    it('ignores a move for a seat that may not move now: the view and the last move stay', () => {
      const { module, session, start } = make();
      start(people, `every-refuse-${id}`);
      const before = ready(session);
      const seat = before.mover;
      if (seat === null || before.view === null) throw new Error('nobody may move');
      const other = (seat === 0 ? 1 : 0) as SeatId;
      const theirs: BaseMove | undefined = module.legalMoves(before.view, other)[0];
      const bogus: BaseMove = { type: 'no-such-move', seat: other };
      for (const move of [theirs, bogus]) {
        if (move === undefined) continue;
        session.play(move);
        const after = session.get();
        expect(after.view).toBe(before.view);
        expect(after.lastMove).toEqual(before.lastMove);
        expect(after.active).toBe(true);
      }
      session.leave();
    });

    it('leaves the game through leave', () => {
      const { session, start } = make();
      start(people, `every-leave-${id}`);
      expect(session.get().active).toBe(true);
      session.leave();
      expect(session.get()).toMatchObject({ active: false, mover: null });
    });
  });
});
