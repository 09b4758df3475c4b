/**
 * Miremarsh's tile names readable at 1280×720 in English and Portuguese: after a few turns played
 * from the hint, every face-up tile's name is at least 12 px, whole inside its hex (no line cut
 * off), and no goblin token or the creature covers it. Screenshots go to test-results/mm-labels for a person to look at.
 */
import { expect, test, type Page } from '@playwright/test';
import { openModuleGame } from './support/moduleGame';
import { shotsIn } from './support/shots';

test.use({ actionTimeout: 10_000 });
const shot = shotsIn('test-results/mm-labels');

interface Box { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Follows the hint for `answers` answers (walks, payments, stops). */
async function playFromHints(page: Page, answers: number): Promise<void> {
  for (let n = 0; n < answers; n++) {
    if (await page.getByTestId('mm-score').isVisible()) return;
    await page.getByTestId('mm-hint').click();
    const marked = page.locator('[data-suggested="yes"]').first();
    await expect(marked).toBeVisible();
    await marked.click();
    await page.waitForTimeout(300);
  }
}

async function checkNames(page: Page): Promise<number> {
  const names = page.locator('[data-testid^="mm-space-"] .name');
  const count = await names.count();
  for (let i = 0; i < count; i++) {
    const name = names.nth(i);
    const text = (await name.textContent()) ?? '';
    const size = await name.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size, `font size of ${text}`).toBeGreaterThanOrEqual(12);
    const box = await name.boundingBox();
    const hex = await name.locator('xpath=ancestor::button[1]').boundingBox();
    if (!box || !hex) throw new Error(`no box for ${text}`);
    // Whole inside the hex's full-width middle band (its flat sides run from 1/4 to 3/4 of its height).
    expect(box.x, `${text} left`).toBeGreaterThanOrEqual(hex.x);
    expect(box.x + box.width, `${text} right`).toBeLessThanOrEqual(hex.x + hex.width + 0.5);
    expect(box.y, `${text} top`).toBeGreaterThanOrEqual(hex.y + hex.height * 0.17);
    expect(box.y + box.height, `${text} bottom`).toBeLessThanOrEqual(hex.y + hex.height * 0.76);
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), `${text} cut`).toBe(true);
  }
  const tokens = page.locator('[data-testid^="mm-goblin-"], [data-testid="mm-creature"]');
  for (let i = 0; i < (await tokens.count()); i++) {
    const token = tokens.nth(i);
    const space = (await token.getAttribute('data-space')) ?? '';
    const name = page.locator(`[data-testid="mm-space-${space}"] .name`);
    if ((await name.count()) === 0) continue;
    const a = await token.boundingBox();
    const b = await name.boundingBox();
    if (!a || !b) throw new Error('token or name has no box');
    expect(overlaps(a, b), `${(await token.getAttribute('data-testid')) ?? ''} over the name of ${space}`).toBe(false);
  }
  return count;
}

for (const lang of ['en', 'pt-BR'] as const) {
  test(`tile names are 12 px or more, whole, and clear of goblins at 1280×720 (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await openModuleGame(page, 'miremarsh', 'mm-screen', ['human'], 'labels-1', lang, 'fast');
    expect(await checkNames(page)).toBeGreaterThanOrEqual(8);
    await shot(page, `mm-labels-start-${lang}`);
    await playFromHints(page, 14);
    await page.waitForTimeout(600);
    await checkNames(page);
    await shot(page, `mm-labels-played-${lang}`);
  });
}
