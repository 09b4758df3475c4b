/**
 * Undo and the timeline of a local Nains game: a Lord takes back a bid until the tavern's reveal,
 * never after; the save record is told of every move, with an autosave at each reveal.
 */
import { describe, expect, it, vi } from 'vitest';
import { seatId } from '../../../../src/engine/kit/ids';
import { nainsModule } from '../../../../src/engine/games/nains/module';
import type { NainsMove } from '../../../../src/engine/games/nains/types';
import { nainsSession } from '../../../../src/renderer/games/nains/nainsSession';
import type { ModuleTimeline } from '../../../../src/shared/save/moduleTimeline';

// The page's settings read the browser (localStorage, matchMedia); here only the speed matters.
vi.mock('../../../../src/renderer/game/settings', () => ({ settings: { get: () => ({ speed: 'instant' }) } }));

function firstBid(seat: number): NainsMove {
  const s = nainsSession.get();
  const view = nainsSession.view(s);
  if (!view) throw new Error('no game');
  const move = nainsModule.legalMoves(view, seatId(seat))[0];
  if (!move) throw new Error('no bid');
  return move;
}

/** Hot-seat: whoever is awaited takes the screen, then bids. */
function bidAs(seat: number): void {
  const s = nainsSession.get();
  if (s.viewer !== seatId(seat)) throw new Error(`seat ${seat} is not at the screen (${s.viewer})`);
  nainsSession.lift();
  expect(nainsSession.play(firstBid(seat))).toBe(true);
}

describe('Nains undo', () => {
  it('takes back a bid before the reveal, and stops at the reveal', () => {
    const heard: { moves: number; autosave: boolean }[] = [];
    nainsSession.listen({
      started: () => undefined,
      changed: (t: ModuleTimeline, autosave: boolean) => heard.push({ moves: t.moves.length, autosave }),
      left: () => undefined,
    });
    nainsSession.start([{ name: 'Ana', kind: 'human' }, { name: 'Bia', kind: 'human' }], 'undo-1');
    const dealt = nainsSession.get().state;
    bidAs(0);
    expect(nainsSession.get().undoSeat).toBe(0);
    expect(nainsSession.undo()).toBe(true);
    expect(nainsSession.get().state).toEqual(dealt);
    expect(nainsSession.get().undoSeat).toBeNull();
    bidAs(0);
    bidAs(1);
    // The last bid revealed the first tavern: nothing before it can be taken back.
    expect(nainsSession.get().state?.revealed).toBeGreaterThan(0);
    expect(nainsSession.get().undoSeat).toBeNull();
    expect(nainsSession.undo()).toBe(false);
    // Hot-seat: after each move the game waits on a person alone, so each is saved; an undo is not.
    expect(heard).toEqual([{ moves: 1, autosave: true }, { moves: 0, autosave: false }, { moves: 1, autosave: true }, { moves: 2, autosave: true }]);
    nainsSession.leave();
    nainsSession.listen(null);
  });
});
