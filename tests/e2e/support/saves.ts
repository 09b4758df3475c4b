/**
 * Helpers for the saves tests: start a game from the new-game screen, play the human seat by
 * clicks until a condition holds, and read the live game's save record through the debug hooks.
 */
import { expect, type Page } from '@playwright/test';
import type { GameState, Move } from '../../../src/engine/games/mirianth';
import type { SaveSetup } from '../../../src/shared/save';
import { positionHash } from '../../../src/engine/games/mirianth/save';
import { clickThrough, peacefulChoice } from './autoplay';
import { readTurn, type Turn } from './driver';
import { collectPageErrors, waitForTable } from './pageErrors';

/** Opens the page with the debug hooks (`?e2e`) and waits for the table. */
export async function openPage(page: Page): Promise<string[]> {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('./?e2e');
  await waitForTable(page, errors);
  return errors;
}

/** Seats (`human`, `easy`, …), a seed, instant animations, then Start. */
export async function startGame(page: Page, seats: string[], seed: string): Promise<void> {
  // The form keeps the game last picked: pick Mirianth Wars when the picker shows.
  const mirianth = page.getByTestId('new-game-game-mirianth-wars');
  if (await mirianth.isVisible()) await mirianth.click();
  await page.getByTestId(`players-${seats.length}`).click();
  for (const [i, kind] of seats.entries()) await page.getByTestId(`seat-${i}-${kind}`).click();
  await page.getByTestId('seed').fill(seed);
  await page.getByTestId('speed-instant').click();
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('sidebar')).toBeVisible();
}

/** Plays the human seats by clicks until `stop` says so at a human decision (or the game ends). */
export async function playUntil(page: Page, stop: (turn: Turn, state: GameState | null) => boolean, maxSteps = 2000): Promise<Turn> {
  const { turn } = await clickThrough(page, {
    read: () => readTurn(page),
    mine: (t) => t.human,
    choose: (t) => peacefulChoice(t, page),
    stopAt: async (t) => stop(t, await gameState(page)),
    maxSteps,
    what: 'playUntil',
  });
  return turn;
}

/** Makes the human's next decision by clicks, then waits for the game to move on. */
export async function playOne(page: Page): Promise<void> {
  let played = false;
  await playUntil(page, () => {
    if (played) return true;
    played = true;
    return false;
  });
}

export function gameState(page: Page): Promise<GameState | null> {
  return page.evaluate(() => window.__mirianth?.state() ?? null);
}

export async function stateHash(page: Page): Promise<string> {
  const state = await gameState(page);
  if (!state) throw new Error('No game on the page');
  return positionHash(state);
}

export function liveMoves(page: Page): Promise<Move[]> {
  return page.evaluate(() => window.__mirianthSaves?.moves() ?? []);
}

export async function liveSetup(page: Page): Promise<SaveSetup> {
  const setup = await page.evaluate(() => window.__mirianthSaves?.setup() ?? null);
  if (!setup) throw new Error('No save record on the page');
  return setup;
}

/** Waits until the live game's latest save holds `moves` moves (autosaves are written in the background). */
export async function waitForSaved(page: Page, moves: number): Promise<void> {
  await page.waitForFunction((n) => window.__mirianthSaves?.savedMoves() === n, moves, { timeout: 10_000, polling: 50 });
}
