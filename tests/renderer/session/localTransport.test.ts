/**
 * The local transport: a local game read through the one table-session shape. A legal move from
 * the person at the screen applies (the snapshot moves on, with the move and the shown seat's
 * view); a refused one changes nothing at all; the AI seats' moves arrive through the bot port
 * (in this thread here, where Node has no Worker); the local capabilities (undo, replay) are there.
 */
import { describe, expect, it, vi } from 'vitest';
import { seatId } from '../../../src/engine/kit/ids';
import { miremarshModule } from '../../../src/engine/games/miremarsh/module';
import { nainsModule } from '../../../src/engine/games/nains/module';
import { createLocalSession } from '../../../src/renderer/games/shared/localSession';
import { createLocalTransport } from '../../../src/renderer/session/localTransport';
import { saveCapable } from '../../../src/renderer/session/tableSession';

vi.hoisted(() => {
  if (!('window' in globalThis)) Object.assign(globalThis, { window: {} });
});

const people = [{ name: 'Ana', kind: 'human' as const }, { name: 'Bia', kind: 'human' as const }];

describe('local transport', () => {
  it('applies a legal move and shows only the shown seat\'s view, the move and a new seq', () => {
    const local = createLocalSession(miremarshModule);
    const table = createLocalTransport(local);
    local.start(people, 'lt-apply');
    expect(table.get()).toMatchObject({ transport: 'local', active: true, curtain: true, mover: null, connection: null });
    table.lift?.();
    const before = table.get();
    const seat = before.mover;
    if (seat === null || !before.view) throw new Error('nobody may move');
    expect(before.view.you).toBe(seat);
    const move = miremarshModule.legalMoves(before.view, seat)[0];
    if (!move) throw new Error('no move');
    table.play(move);
    const after = table.get();
    expect(after.seq).toBe(before.seq + 1);
    expect(after.lastMove).toEqual(move);
    // The position before the move, through the eyes now shown (the screen may have passed on).
    expect(after.previous?.you).toBe(after.viewer);
    expect(after.previous?.round).toBe(before.view.round);
    // The view is a seat's, never the full state (no other seat's peeks).
    expect(after.view).toEqual(local.view(local.get()));
    // The same snapshot object until the game changes (React's external store needs it).
    expect(table.get()).toBe(after);
    local.leave();
  });

  it('changes nothing for a refused move: another seat\'s, or one made while covered', () => {
    const local = createLocalSession(miremarshModule);
    const table = createLocalTransport(local);
    local.start(people, 'lt-refuse');
    const covered = table.get();
    const seat = covered.viewer;
    if (seat === null || !covered.view) throw new Error('no viewer');
    const move = miremarshModule.legalMoves(covered.view, seat)[0];
    if (!move) throw new Error('no move');
    table.play(move);
    expect(table.get()).toBe(covered);
    table.lift?.();
    const open = table.get();
    table.play({ ...move, seat: seatId(seat === 0 ? 1 : 0) });
    expect(table.get()).toBe(open);
    expect(local.timeline()?.moves).toEqual([]);
    local.leave();
  });

  it('brings the AI seats\' moves through the bot port and offers the local capabilities', () => {
    vi.useFakeTimers();
    try {
      const local = createLocalSession(nainsModule);
      const table = createLocalTransport(local);
      local.start([{ name: 'Ana', kind: 'human' }, { name: 'Bot', kind: 'easy' }], 'lt-bots');
      const before = table.get().seq;
      vi.advanceTimersByTime(5_000);
      expect(table.get().seq).toBeGreaterThan(before);
      expect(local.timeline()?.moves.some((m) => (m as { seat: number }).seat === 1)).toBe(true);
      expect(saveCapable(table)).not.toBeNull();
      local.leave();
      expect(table.get().active).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
