/**
 * Issue 24 item 2: the cards of fate cannot be told apart before the flip. The same plague test,
 * run on the same position with different shuffles (so different disputants win), must say the
 * same things up to `fateRevealed`: in the engine's events (the local table), in a replay frame,
 * and in what the LAN wire sends each seat and a spectator. Only the flip may differ.
 */
import { describe, expect, it } from 'vitest';
import { sampleGame } from '../../../../src/cli/games/mirianth/sampleGame';
import { applyMove, type DomainEvent, type GameState, type Move } from '../../../../src/engine/games/mirianth';
import { mirianthModule } from '../../../../src/engine/games/mirianth/module';
import { seedRng } from '../../../../src/engine/kit/random';
import { filterFor } from '../../../../src/server/lan/wireFilter';
import { buildTimeline, replayFrame, startState } from '../../../../src/engine/games/mirianth/save';

/** The position before the first plague test of a sample game, and the move that starts it. */
function beforePlagueTest(): { state: GameState; move: Move; setup: Parameters<typeof startState>[0]; moves: Move[] } {
  for (const seed of [2024, 7, 11, 31, 99]) {
    const game = sampleGame(seed, 4);
    let s = startState(game.draft.setup);
    for (const [i, m] of game.draft.moves.entries()) {
      const r = applyMove(s, m);
      if (!r.ok) throw new Error(r.refusal.message);
      if (r.events.some((e) => e.type === 'fateShuffled')) return { state: s, move: m, setup: game.draft.setup, moves: game.draft.moves.slice(0, i + 1) };
      s = r.state;
    }
  }
  throw new Error('no plague test in the sample games');
}

const { state, move, setup, moves } = beforePlagueTest();

/** The same plague test under another shuffle. */
function outcomes(): { events: DomainEvent[]; after: GameState; winner: string }[] {
  return Array.from({ length: 12 }, (_, i) => {
    const r = applyMove({ ...state, rng: seedRng(`fate-${i}`) }, move);
    if (!r.ok) throw new Error(r.refusal.message);
    const flip = r.events.find((e) => e.type === 'fateRevealed');
    if (flip?.type !== 'fateRevealed') throw new Error('no flip');
    return { events: r.events, after: r.state, winner: JSON.stringify(flip.results) };
  });
}

/** Everything before the flip. */
const beforeFlip = <E extends { type: string }>(events: readonly E[]): E[] => events.slice(0, events.findIndex((e) => e.type === 'fateRevealed'));

describe('the cards of fate before the flip', () => {
  const runs = outcomes();

  it('really come out differently under different shuffles (so the checks below can fail)', () => {
    expect(new Set(runs.map((r) => r.winner)).size).toBeGreaterThan(1);
  });

  it('local table: every event before the flip is the same whoever wins', () => {
    const first = runs[0];
    if (!first) throw new Error('no run');
    expect(beforeFlip(first.events).map((e) => e.type).slice(-2)).toEqual(['fateShuffled', 'fateDealt']);
    for (const r of runs) expect(beforeFlip(r.events)).toEqual(beforeFlip(first.events));
  });

  it('replay: the frame of the plague test tells nothing before its flip either', () => {
    const built = buildTimeline(setup, moves);
    if (!built.ok) throw new Error(built.message);
    const frame = replayFrame(built.timeline, moves.length);
    const local = runs.map((r) => beforeFlip(r.events));
    // The game's own shuffle is one more outcome: the same words before the flip.
    expect(beforeFlip(frame.events)).toEqual(local[0]);
  });

  it('LAN: each seat and a spectator get the same events before the flip, whoever wins', () => {
    const seats = [0, 1, 2, 3, null] as const;
    for (const seat of seats) {
      const sent = runs.map((r) => {
        const msg = filterFor({ kind: 'game', module: mirianthModule, state: r.after, events: r.events, moveNo: moves.length, full: false, ack: null, clock: [] },
          { seat: seat === null ? null : (seat as never), watching: seat === null, knownCards: new Set() });
        if (msg?.type !== 'game') throw new Error('nothing sent');
        return beforeFlip(msg.events as DomainEvent[]);
      });
      for (const s of sent) expect(s, `seat ${String(seat)}`).toEqual(sent[0]);
    }
  });
});
