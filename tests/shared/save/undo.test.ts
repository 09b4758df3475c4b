import { describe, expect, it } from 'vitest';
import { applyMove, seatId, type SeatId } from '../../../src/engine/games/mirianth';
import type { SaveSetup } from '../../../src/shared/save';
import {
  buildTimeline, positionHash, replayMoves, truncateTimeline, undoFloor, undoLog, undoTarget, undoTimeline, type Timeline,
} from '../../../src/engine/games/mirianth/save';
import { sampleGame } from '../../../src/cli/games/mirianth/sampleGame';

const game = sampleGame(2024, 4, 200);
const built = buildTimeline(game.draft.setup, game.draft.moves);
if (!built.ok) throw new Error(built.message);
const full: Timeline = built.timeline;
const ana = seatId(0);

function withSetup(timeline: Timeline, setup: Partial<SaveSetup>): Timeline {
  return { ...timeline, setup: { ...timeline.setup, ...setup } };
}

describe('undo against the AI', () => {
  it('goes back to just before the human decided, never past a reveal', () => {
    let checked = 0;
    for (let length = 1; length <= full.moves.length; length++) {
      const timeline = truncateTimeline(full, length);
      const target = undoTarget(timeline, ana);
      if (target === null) continue;
      checked++;
      expect(timeline.moves[target]?.seat).toBe(0);
      expect(target).toBeGreaterThanOrEqual(undoFloor(timeline.revealed));
      // Everything taken back after the human's decision was a bot's, and nothing was revealed.
      expect(timeline.moves.slice(target + 1).every((m) => m.seat !== 0)).toBe(true);
      expect(timeline.revealed.slice(target).includes(true)).toBe(false);
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('never changes a random outcome: the rewound game is the one played, PRNG and decks alike', () => {
    for (let length = 1; length <= full.moves.length; length++) {
      const timeline = truncateTimeline(full, length);
      const undone = undoTimeline(timeline, ana);
      if (undone === null) continue;
      const now = timeline.states[timeline.states.length - 1];
      const back = undone.states[undone.states.length - 1];
      if (!now || !back) throw new Error('missing state');
      expect(back.rng).toEqual(now.rng);
      expect(back.drawDeck).toEqual(now.drawDeck);
      expect(back.plagueDeck).toEqual(now.plagueDeck);
      const replayed = replayMoves(undone.setup, undone.moves);
      expect(replayed.ok && positionHash(replayed.state)).toBe(positionHash(back));
      // Deciding the same again leads exactly where the game was.
      const again = undone.moves.length < timeline.moves.length ? timeline.moves[undone.moves.length] : undefined;
      if (!again) throw new Error('nothing undone');
      const redo = applyMove(back, again);
      expect(redo.ok && positionHash(redo.state)).toBe(positionHash(timeline.states[undone.moves.length + 1] ?? back));
    }
  });

  it('can be repeated down to the last reveal and no further', () => {
    let timeline: Timeline | null = full;
    let steps = 0;
    const floor = undoFloor(full.revealed);
    while (timeline) {
      const next: Timeline | null = undoTimeline(timeline, ana);
      if (next) expect(next.moves.length).toBeLessThan(timeline.moves.length);
      if (!next) expect(timeline.moves.length).toBeGreaterThanOrEqual(floor);
      timeline = next;
      steps++;
    }
    expect(steps).toBeGreaterThan(0);
  });

  it('is refused right after a reveal, for bots, and in LAN games', () => {
    const revealedAt = full.revealed.lastIndexOf(true);
    const justRevealed = truncateTimeline(full, revealedAt + 1);
    expect(undoTarget(justRevealed, ana)).toBeNull();
    expect(undoTarget(full, seatId(1))).toBeNull();
    const someTarget = findUndoable(full, ana);
    expect(undoTarget(withSetup(someTarget, { mode: 'lan' }), ana)).toBeNull();
  });

  it('takes back only your own decisions: never across another human', () => {
    const timeline = findUndoable(full, ana);
    const target = undoTarget(timeline, ana);
    if (target === null) throw new Error('expected an undo');
    const other = timeline.moves.slice(target + 1).find((m) => m.seat !== 0)?.seat;
    if (other === undefined) return;
    const seats = timeline.setup.seats.map((s, i) => (i === other ? { name: s.name, kind: 'human' as const } : s));
    expect(undoTarget(withSetup(timeline, { seats }), ana)).toBeNull();
  });

  it('works from a bare setup and move log too', () => {
    const timeline = findUndoable(full, ana);
    const moves = undoLog(timeline.setup, timeline.moves, ana);
    expect(moves).toEqual(timeline.moves.slice(0, undoTarget(timeline, ana) ?? -1));
  });
});

function findUndoable(timeline: Timeline, seat: SeatId): Timeline {
  for (let length = timeline.moves.length; length > 0; length--) {
    const cut = truncateTimeline(timeline, length);
    const target = undoTarget(cut, seat);
    if (target !== null && target < length - 1) return cut;
  }
  throw new Error('no position to undo from');
}
