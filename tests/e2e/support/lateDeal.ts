/**
 * A late 4-player game (round 20 or later, many cards won) stopped where seat 0, a person, composes
 * a deal: built in Node with the engine and bots, then imported as a save. The browser tests reach
 * the crowded deal drawer this way in seconds instead of playing twenty rounds.
 */
import { createBot } from '../../../src/ai/games/mirianth/bots';
import { useClock } from '../../../src/ai/games/mirianth/clock';
import { nextSeat } from '../../../src/ai/games/mirianth/mirianthAi';
import { applyMove, createGame, legalMoves, playerView, seatId, type GameState, type Move, type PlayerView } from '../../../src/engine/games/mirianth';
import type { BotLevel } from '../../../src/engine/kit/module';
import { buildSave, type SaveDraft } from '../../../src/engine/games/mirianth/save';
import { expect, type Page } from '@playwright/test';

export interface LateDeal { bytes: Buffer; state: GameState; cards: number }

/** Seat 0 contests the card another seat announced when it can (to reach a dispute), else plays as its bot. */
function contest(state: GameState, fallback: Move): Move {
  const seat = nextSeat(state);
  if (seat !== 0 || state.step !== 'announcing') return fallback;
  const taken = state.round?.announcements ?? [];
  const ana = seatId(0);
  const moves = legalMoves(playerView(state, ana), ana);
  return moves.find((m) => m.type === 'announce' && m.lock && m.card !== null && taken.includes(m.card)) ?? fallback;
}

/**
 * Plays from `seed` until seat 0 may propose a deal at round `fromRound` or later; null if the game
 * ends first. The AI's clock stands still meanwhile, so the same seed always gives the same table.
 */
export function lateDeal(seed: number, fromRound = 20): LateDeal | null {
  return lateSave(seed, 'normal', (state, view) =>
    state.roundNo >= fromRound && state.step === 'bargaining' && legalMoves(view, seatId(0)).some((m) => m.type === 'propose'),
  (state, move) => (state.roundNo >= fromRound - 2 ? contest(state, move) : move));
}

/**
 * Plays from `seed` (seat 0 a person, seats 1–3 `bot` AIs; seat 0 played by its own bot meanwhile)
 * until seat 0 is to decide where `stop` holds, and saves the game there; null if it ends first.
 * `steer` may change seat 0's move on the way. The AI's clock stands still, so a seed always gives
 * the same table.
 */
export function lateSave(seed: number, bot: BotLevel, stop: (state: GameState, view: PlayerView) => boolean, steer: (state: GameState, move: Move) => Move = (_, m) => m): LateDeal | null {
  const restore = useClock(() => 0);
  try {
    return playToSave(seed, bot, stop, steer);
  } finally {
    restore();
  }
}

function playToSave(seed: number, level: BotLevel, stop: (state: GameState, view: PlayerView) => boolean, steer: (state: GameState, move: Move) => Move): LateDeal | null {
  const names = ['Ana', 'Brisa', 'Corvo', 'Dara'];
  let state = createGame({ seed, players: names.map((name) => ({ name })) }).state;
  const bots = names.map((_, i) => createBot(level, seed * 31 + i));
  const moves: Move[] = [];
  while (state.step !== 'gameOver') {
    const seat = nextSeat(state);
    const bot = seat === undefined ? undefined : bots[seat];
    if (seat === undefined || !bot) return null;
    const view = playerView(state, seat);
    if (seat === 0 && stop(state, view)) {
      const draft: SaveDraft = {
        gameId: `g-late-${seed}`, name: `Late game ${seed}`, startedAt: '2026-11-01T10:00:00.000Z', moves,
        setup: { seed, mode: 'local', seats: names.map((name, i) => (i === 0 ? { name, kind: 'human' as const } : { name, kind: 'bot' as const, bot: level })) },
      };
      const cards = state.players.reduce((n, p) => n + p.faction.length, 0);
      const built = buildSave(draft);
      if (!built.ok) throw new Error(built.message);
      return { bytes: Buffer.from(built.text), state, cards };
    }
    const chosen = bot.choose(view, seat);
    const move = seat === 0 ? steer(state, chosen) : chosen;
    const r = applyMove(state, move);
    if (!r.ok) throw new Error(`seat ${seat} played an illegal move: ${r.refusal.message}`);
    moves.push(move);
    state = r.state;
  }
  return null;
}

/** Imports `bytes` through the saved-games list (the only save there) and continues it. */
export async function loadSave(page: Page, bytes: Buffer): Promise<void> {
  await page.getByTestId('open-saves').click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('saves-import').click();
  await (await chooser).setFiles({ name: 'late.json', mimeType: 'application/json', buffer: bytes });
  await expect(page.locator('[data-testid^="save-row-save-"]')).toHaveCount(1);
  await page.getByTestId('saves-close').click();
  await page.getByTestId('continue-game').click();
}
