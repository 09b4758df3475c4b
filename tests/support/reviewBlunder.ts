/**
 * A game for testing the review: seat 0 is a person who plays like the normal bot (sound, but not
 * always what the hard bot would do: small losses), except once, in Resolution, where they take the worst legal move (the one that leaves them the
 * fewest final points). The other seats are random bots. Run this file to rewrite the fixture:
 *   npx tsx tests/support/reviewBlunder.ts
 */
import { writeFileSync } from 'node:fs';
import { createBot } from '../../src/ai/games/mirianth/bots';
import { resolutionValue } from '../../src/ai/games/mirianth/review/resolutionValue';
import { isResolutionStep } from '../../src/ai/games/mirianth/resolutionPolicy';
import { nextSeat } from '../../src/ai/games/mirianth/mirianthAi';
import { applyMove, createGame, legalMoves, playerView, seatId, type GameState, type Move } from '../../src/engine/games/mirianth';
import { buildSave, type SaveDraft } from '../../src/engine/games/mirianth/save';

export const BLUNDER_FIXTURE = 'tests/fixtures/saves/review-blunder-3p.json';
const PERSON = seatId(0);

/** The worst Resolution move for the person when it costs at least `min` points; null otherwise. */
function blunderAt(state: GameState, min: number): Move | null {
  if (!isResolutionStep(state.step)) return null;
  const options = legalMoves(state, PERSON).slice(0, 200).flatMap((m) => {
    const v = resolutionValue(state, PERSON, m);
    return v === null ? [] : [{ m, v }];
  });
  if (options.length < 2) return null;
  const best = Math.max(...options.map((o) => o.v));
  const worst = options.reduce((a, b) => (b.v < a.v ? b : a));
  return best - worst.v >= min ? worst.m : null;
}

export function blunderGame(seed: number, min = 5): { draft: SaveDraft; blunder: number } {
  const person = createBot('normal', seed);
  const names = ['Bia', 'Bot 2', 'Bot 3'];
  const others = [createBot('random', seed + 1), createBot('random', seed + 2)];
  let state = createGame({ seed, players: names.map((name) => ({ name })) }).state;
  const moves: Move[] = [];
  let blunder = -1;
  while (state.step !== 'gameOver') {
    const seat = nextSeat(state);
    if (seat === undefined) throw new Error(`Nobody can act at ${state.step}`);
    let move: Move | null = null;
    if (seat === PERSON) {
      if (blunder < 0) {
        move = blunderAt(state, min);
        if (move) blunder = moves.length;
      }
      move = move ?? person.choose(playerView(state, seat), seat, moves.length);
    } else {
      const bot = others[seat - 1];
      if (!bot) throw new Error(`No bot for seat ${seat}`);
      move = bot.choose(playerView(state, seat), seat);
    }
    const r = applyMove(state, move);
    if (!r.ok) throw new Error(`Seat ${seat} played an illegal move: ${r.refusal.message}`);
    moves.push(move);
    state = r.state;
  }
  const draft: SaveDraft = {
    gameId: `g-review-${seed}`,
    name: `Review fixture ${seed}`,
    startedAt: '2026-12-02T05:00:00.000Z',
    setup: {
      seed,
      mode: 'local',
      seats: [{ name: 'Bia', kind: 'human' }, { name: 'Bot 2', kind: 'bot', bot: 'random' }, { name: 'Bot 3', kind: 'bot', bot: 'random' }],
    },
    moves,
  };
  return { draft, blunder };
}

if (process.argv[1]?.endsWith('reviewBlunder.ts')) {
  const seed = Number(process.argv[2] ?? 77);
  const t0 = performance.now();
  const { draft, blunder } = blunderGame(seed);
  const built = buildSave(draft, new Date('2026-12-02T05:30:00.000Z'));
  if (!built.ok) throw new Error(built.message);
  writeFileSync(BLUNDER_FIXTURE, built.text);
  console.log(`wrote ${BLUNDER_FIXTURE}: ${draft.moves.length} moves, blunder at move ${blunder} (${JSON.stringify(draft.moves[blunder])}), ${Math.round(performance.now() - t0)} ms`);
}
