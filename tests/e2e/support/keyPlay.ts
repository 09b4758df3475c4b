/**
 * Plays a move the way a keyboard user would: the number key shown on a button presses it, Enter
 * presses the decision's confirm button, Tab walks to a control. Tests read the game through the
 * debug hook and the DOM to decide WHAT to do; every action goes through `page.keyboard`.
 */
import { expect, type Page } from '@playwright/test';
import type { Move } from '../../../src/engine/games/mirianth';
import { moveControls } from './moveControls';

const WAIT = { timeout: 5_000 };

/** Presses Tab until `testId` has focus (reading focus only), then returns. */
export async function tabTo(page: Page, testId: string, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    const focused = await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.dataset['testid'] ?? '' : ''));
    if (focused === testId) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${testId}`);
}

/** Types the key the button shows (a digit or a letter), first pressing M for the next page of keys while it shows none. */
export async function pressOption(page: Page, testId: string): Promise<void> {
  const button = page.locator(`[data-testid="actions"] [data-testid="${testId}"]`);
  await expect(button).toBeEnabled(WAIT);
  for (let pages = 0; pages < 10; pages++) {
    const key = await button.getAttribute('data-option', WAIT);
    if (key) {
      await page.keyboard.type(key);
      return;
    }
    await page.keyboard.press('m');
  }
  throw new Error(`${testId} shows no key on any page`);
}

async function pressOn(page: Page, testId: string): Promise<void> {
  const button = page.locator(`[data-testid="actions"] [data-testid="${testId}"]`);
  if ((await button.getAttribute('aria-pressed', WAIT)) === 'true') return;
  await pressOption(page, testId);
  await expect(button).toHaveAttribute('aria-pressed', 'true', WAIT);
}

/** Enter, once the decision's confirm button can be pressed. */
async function confirm(page: Page, testId: string): Promise<void> {
  await expect(page.getByTestId(testId)).toBeEnabled(WAIT);
  await page.keyboard.press('Enter');
}

/** Makes `move` with the keyboard only. */
export async function keyMove(page: Page, move: Move): Promise<void> {
  for (const control of moveControls(move)) {
    if (control.act === 'toggle') await pressOn(page, control.id);
    else if (control.act === 'press') await pressOption(page, control.id);
    else await confirm(page, control.id);
  }
}
