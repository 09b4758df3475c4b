/**
 * Bots asked with a decision's place in the game (`at`) answer the same after an undo: their whims
 * come from (seed, at) and they forget what they did later, so replaying from an earlier state
 * with the very same bot objects reproduces the game move for move.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, playerView, type GameState, type Move } from '../../../../src/engine/games/mirianth';
import { createBot, type Bot, type BotKind } from '../../../../src/ai/games/mirianth';
import { useClock } from '../../../../src/ai/games/mirianth/clock';
import { nextSeat } from '../../../../src/ai/games/mirianth/mirianthAi';

/** Plays up to `count` moves from `state`, asking each bot with the game's move count. */
function playOn(state: GameState, bots: Bot[], at: number, count: number): { moves: Move[]; states: GameState[] } {
  const moves: Move[] = [];
  const states: GameState[] = [state];
  let s = state;
  for (let i = 0; i < count && s.step !== 'gameOver'; i++) {
    const seat = nextSeat(s);
    const bot = seat === undefined ? undefined : bots[seat];
    if (seat === undefined || !bot) throw new Error(`nobody to move at ${s.step}`);
    const move = bot.choose(playerView(s, seat), seat, at + i);
    const r = applyMove(s, move);
    if (!r.ok) throw new Error(r.refusal.message);
    moves.push(move);
    s = r.state;
    states.push(s);
  }
  return { moves, states };
}

function undoAndReplay(kinds: BotKind[], seed: number): { undoneAt: number[]; proposals: number } {
  const bots = kinds.map((kind, i) => createBot(kind, seed * 10 + i));
  const start = createGame({ seed, players: kinds.map((k, i) => ({ name: `${k}${i}` })) }).state;
  const game = playOn(start, bots, 0, 5000);
  expect(game.states[game.states.length - 1]?.step).toBe('gameOver');
  const n = game.moves.length;
  const undoneAt = [Math.floor(n / 5), Math.floor(n / 2), Math.floor((n * 4) / 5)];
  // The same bot objects, which have already played the whole game, go back to each point.
  for (const k of undoneAt) {
    const from = game.states[k];
    if (!from) throw new Error('no state');
    const again = playOn(from, bots, k, 60);
    expect(again.moves, `replay from move ${k}`).toEqual(game.moves.slice(k, k + again.moves.length));
  }
  return { undoneAt, proposals: game.moves.filter((m) => m.type === 'propose').length };
}

describe('bot decisions after an undo', () => {
  it('random, easy and normal bots replay the game move for move from any earlier point', () => {
    const restore = useClock(() => 0);
    try {
      const { proposals } = undoAndReplay(['normal', 'easy', 'random', 'normal'], 5);
      // Deals were on the table, so the bots' memory of their offers was exercised too.
      expect(proposals).toBeGreaterThan(0);
    } finally {
      restore();
    }
  }, 120_000);

  it('the hard bot replays the same decisions too', () => {
    const restore = useClock(() => 0);
    try {
      undoAndReplay(['hard', 'easy'], 8);
    } finally {
      restore();
    }
  }, 120_000);

  it('without a place in the game, a bot keeps drawing whims from one running generator', () => {
    const start = createGame({ seed: 3, players: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] }).state;
    const seat = nextSeat(start);
    if (seat === undefined) throw new Error('nobody to move');
    const view = playerView(start, seat);
    const bot = createBot('random', 1);
    const running = Array.from({ length: 12 }, () => bot.choose(view, seat));
    const placed = Array.from({ length: 12 }, () => bot.choose(view, seat, 0));
    expect(new Set(running.map((m) => JSON.stringify(m))).size).toBeGreaterThan(1);
    expect(new Set(placed.map((m) => JSON.stringify(m))).size).toBe(1);
  });
});
