/**
 * A 2-player game (seat 0 a person, seat 1 an easy AI) stopped at the person's last decision
 * before the end: built in Node with the engine and bots, then imported as a save. Browser tests
 * that only need the score sheet reach it with one or two clicks instead of a whole game.
 */
import { createBot } from '../../../src/ai/games/mirianth/bots';
import { useClock } from '../../../src/ai/games/mirianth/clock';
import { nextSeat } from '../../../src/ai/games/mirianth/mirianthAi';
import { applyMove, createGame, playerView, type Move } from '../../../src/engine/games/mirianth';
import { buildSave, type SaveDraft } from '../../../src/engine/games/mirianth/save';

export interface NearEnd { bytes: Buffer; moves: number }

/** Plays `seed` to the end with bots, then keeps the moves made before seat 0's last decision. */
export function nearEnd(seed: number): NearEnd {
  const restore = useClock(() => 0);
  try {
    return playToNearEnd(seed);
  } finally {
    restore();
  }
}

function playToNearEnd(seed: number): NearEnd {
  const names = ['Bia', 'Bot'];
  let state = createGame({ seed, players: names.map((name) => ({ name })) }).state;
  const bots = [createBot('easy', seed * 31), createBot('easy', seed * 31 + 1)];
  const moves: Move[] = [];
  let lastHuman = -1;
  while (state.step !== 'gameOver') {
    const seat = nextSeat(state);
    const bot = seat === undefined ? undefined : bots[seat];
    if (seat === undefined || !bot) throw new Error(`seed ${seed}: nobody to move at ${state.step}`);
    if (seat === 0) lastHuman = moves.length;
    const move = bot.choose(playerView(state, seat), seat);
    const r = applyMove(state, move);
    if (!r.ok) throw new Error(`seat ${seat} played an illegal move: ${r.refusal.message}`);
    moves.push(move);
    state = r.state;
  }
  if (lastHuman < 0) throw new Error(`seed ${seed}: seat 0 never decided`);
  const draft: SaveDraft = {
    gameId: `g-near-end-${seed}`, name: `Near the end ${seed}`, startedAt: '2026-11-01T10:00:00.000Z', moves: moves.slice(0, lastHuman),
    setup: { seed, mode: 'local', seats: [{ name: 'Bia', kind: 'human' as const }, { name: 'Bot', kind: 'bot' as const, bot: 'easy' as const }] },
  };
  const built = buildSave(draft);
  if (!built.ok) throw new Error(built.message);
  return { bytes: Buffer.from(built.text), moves: lastHuman };
}
