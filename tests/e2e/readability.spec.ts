/**
 * Readable at 1280×720 and 1920×1080, in English and Brazilian Portuguese: a late-game table (a
 * save built in Node at the start of the last round, seat 0 a person against three easy AIs, see
 * support/lateDeal.ts) is loaded, then the top bar (round, Last Round notice), the prompt, the opponents'
 * cards and the sidebar are checked for clipping, and screenshots are saved for a person to look at.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { lateSave, loadSave } from './support/lateDeal';
import { openPage, playUntil, startGame } from './support/saves';

test.use({ actionTimeout: 10_000 });

const SHOTS = process.env['SHOTS_DIR'] ?? 'test-results/readability';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Text that does not fit its box: wider or taller than shown. */
async function clipped(page: Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
}

async function inViewport(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).boundingBox();
  const size = page.viewportSize();
  return box !== null && size !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height;
}

async function checkTopBar(page: Page): Promise<void> {
  await expect(page.getByTestId('hud-round')).toBeVisible();
  expect(await clipped(page, 'hud-round')).toBe(false);
  expect(await inViewport(page, 'hud-round')).toBe(true);
  expect(await clipped(page, 'hud-prompt')).toBe(false);
}

for (const size of [{ width: 1280, height: 720 }, { width: 1920, height: 1080 }]) {
  test(`a late-game table at ${size.width}×${size.height} keeps round, Last Round and prompt readable in EN and pt-BR`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = await openPage(page);
    await page.setViewportSize(size);
    const late = lateSave(size.width, 'easy', (state) => state.lastRound === 'thisIsLast');
    if (!late) throw new Error(`seed ${size.width} reaches no last round`);
    await loadSave(page, late.bytes);
    // At a person's pace for the last round.
    await page.getByTestId('speed-normal').click();
    await page.waitForFunction(() => window.__mirianth?.animating() === false);
    await page.waitForTimeout(600);
    const tag = `${size.width}x${size.height}`;
    await expect(page.getByTestId('hud-last-round')).toBeVisible();
    expect(await clipped(page, 'hud-last-round')).toBe(false);
    await checkTopBar(page);
    await shot(page, `${tag}-en-last-round`);
    await page.getByTestId('lang-pt-BR').click();
    await expect(page.getByTestId('hud-round')).toContainText('Rodada');
    await checkTopBar(page);
    expect(await clipped(page, 'hud-last-round')).toBe(false);
    await shot(page, `${tag}-pt-last-round`);
    // Into the resolution at a person's pace.
    await page.getByTestId('lang-en').click();
    await playUntil(page, (turn) => turn.lastRound === 'over', 400);
    await page.waitForFunction(() => window.__mirianth?.animating() === false, undefined, { timeout: 30_000 });
    await page.waitForTimeout(600);
    expect(await clipped(page, 'hud-prompt')).toBe(false);
    await shot(page, `${tag}-en-resolution`);
    await page.getByTestId('lang-pt-BR').click();
    await page.waitForTimeout(300);
    expect(await clipped(page, 'hud-prompt')).toBe(false);
    await shot(page, `${tag}-pt-resolution`);
    expect(errors).toEqual([]);
  });
}

test('at 1280×720 and 100% the round, phase and step of an announcement read whole in pt-BR', async ({ page }) => {
  const errors = await openPage(page);
  await page.getByTestId('lang-pt-BR').click();
  await startGame(page, ['human', 'easy', 'easy'], 'readable-step');
  await expect(page.getByTestId('hud-step')).toHaveText('Anúncios');
  for (const id of ['hud-round', 'hud-phase', 'hud-step']) {
    expect(await clipped(page, id), id).toBe(false);
    expect(await inViewport(page, id), id).toBe(true);
  }
  await shot(page, '1280x720-pt-announcing');
  expect(errors).toEqual([]);
});
