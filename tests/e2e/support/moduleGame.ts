/**
 * Starts a game of another module (Nains, Miremarsh) from the new-game screen by clicks: the game
 * picker, the player count, each seat's kind and the seed.
 */
import { expect, type Page } from '@playwright/test';
import { collectPageErrors, waitForTable } from './pageErrors';

export async function pickModuleGame(page: Page, game: string, seats: readonly string[], seed: string, screen: string): Promise<void> {
  await page.getByTestId(`new-game-game-${game}`).click();
  await page.getByTestId(`players-${seats.length}`).click();
  for (const [i, kind] of seats.entries()) await page.getByTestId(`seat-${i}-${kind}`).click();
  await page.getByTestId('seed').fill(seed);
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId(screen)).toBeVisible();
}

/** A fresh page at 1280×720 in `language` and animation `speed`, then the game started; returns the page's errors. */
export async function openModuleGame(page: Page, game: string, screen: string, seats: readonly string[], seed: string, language: string, speed: string): Promise<string[]> {
  const errors = collectPageErrors(page);
  await page.addInitScript(([lang, sp]) => {
    localStorage.setItem('mirianth.settings', JSON.stringify({ language: lang, speed: sp, reduceMotion: false }));
  }, [language, speed]);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('./?e2e');
  await waitForTable(page, errors);
  await pickModuleGame(page, game, seats, seed, screen);
  return errors;
}

/** Nains: one coin per tavern (hand coins 0, 1, 2), then lay them down. */
export async function nainsBid(page: Page): Promise<void> {
  for (const tv of [0, 1, 2]) await page.getByTestId(`nains-bid-${tv}-coin-${tv}`).click();
  await page.getByTestId('nains-bid-submit').click();
}
