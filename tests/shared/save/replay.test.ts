import { describe, expect, it } from 'vitest';
import {
  buildTimeline, clampFrame, extendTimeline, frameDelayMs, isAutosavePoint, newTimeline, positionHash, replayFrame, replayMoves,
} from '../../../src/engine/games/mirianth/save';
import { sampleGame } from '../../../src/cli/games/mirianth/sampleGame';

const game = sampleGame(11, 3);
const built = buildTimeline(game.draft.setup, game.draft.moves);
if (!built.ok) throw new Error(built.message);
const timeline = built.timeline;

describe('replay timeline', () => {
  it('holds the state after every move, ending at the final state', () => {
    expect(timeline.states).toHaveLength(game.draft.moves.length + 1);
    expect(positionHash(replayFrame(timeline, game.draft.moves.length).state)).toBe(positionHash(game.final));
    for (const i of [0, 1, 17, 100]) {
      const replayed = replayMoves(game.draft.setup, game.draft.moves.slice(0, i));
      expect(replayed.ok && positionHash(replayed.state)).toBe(positionHash(replayFrame(timeline, i).state));
    }
  });

  it('gives each frame the move that led there and the events to animate', () => {
    const start = replayFrame(timeline, 0);
    expect(start.move).toBeNull();
    expect(start.events.map((e) => e.type)).toContain('decksShuffled');
    const frame = replayFrame(timeline, 5);
    expect(frame.move).toEqual(game.draft.moves[4]);
    expect(frame.last).toBe(game.draft.moves.length);
  });

  it('clamps out-of-range steps', () => {
    expect(clampFrame(timeline, -3)).toBe(0);
    expect(clampFrame(timeline, 1e9)).toBe(game.draft.moves.length);
    expect(replayFrame(timeline, 2.7).index).toBe(2);
    expect(frameDelayMs(4)).toBe(250);
  });

  it('grows move by move in live play, refusing illegal moves', () => {
    let live = newTimeline(game.draft.setup);
    for (const move of game.draft.moves.slice(0, 30)) {
      const r = extendTimeline(live, move);
      if (!r.ok) throw new Error(r.message);
      live = r.timeline;
    }
    expect(live.revealed).toEqual(timeline.revealed.slice(0, 30));
    const again = game.draft.moves[0];
    if (!again) throw new Error('no moves');
    expect(extendTimeline(live, again).ok).toBe(false);
  });

  it('reports where a log stops being legal', () => {
    const moves = [...game.draft.moves.slice(0, 10)];
    const first = moves[0];
    if (!first) throw new Error('no moves');
    const r = buildTimeline(game.draft.setup, [...moves, first]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.index).toBe(10);
  });
});

describe('autosave points', () => {
  it('fall after each round, each resolution step and the end of the game', () => {
    const points = timeline.states.slice(1).flatMap((s, i) => (isAutosavePoint(s.events) ? [i + 1] : []));
    const rounds = game.final.roundNo;
    // Every round after the first starts with a move; then the resolution steps, then the end.
    expect(points.length).toBeGreaterThanOrEqual(rounds);
    expect(points[points.length - 1]).toBe(game.draft.moves.length);
    const steps = points.map((i) => timeline.states[i]?.step);
    expect(steps).toContain('announcing');
    expect(steps).toContain('battles');
    expect(isAutosavePoint([])).toBe(false);
  });
});
