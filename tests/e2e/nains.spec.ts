/**
 * Nains at the table, by clicks: a whole 3-Lord game (one person, two AIs) to the score sheet, a
 * whole hot-seat game of three people, and the hot-seat curtain keeping one Lord's bid from the other. Screenshots go to test-results.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { nainsBid, openModuleGame } from './support/moduleGame';

test.use({ actionTimeout: 10_000 });

function setUp(page: Page, seats: string[], seed: string, language = 'en', speed = 'instant'): Promise<string[]> {
  return openModuleGame(page, 'nains', 'nains-screen', seats, seed, language, speed);
}

async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Answers whatever the table asks until the score sheet shows; returns how many answers were given. */
async function playToScore(page: Page, testInfo: TestInfo, shotAt: Set<number>, prefix: string): Promise<number> {
  let answers = 0;
  for (let guard = 0; guard < 2000; guard++) {
    if (await page.getByTestId('nains-score').isVisible()) return answers;
    if (await page.getByTestId('nains-curtain').isVisible()) {
      await page.getByTestId('nains-curtain-lift').click();
    } else if (await page.getByTestId('nains-bid').isVisible()) {
      if (shotAt.has(answers)) await snap(page, testInfo, `${prefix}-bid-${answers}`);
      await nainsBid(page);
      answers++;
    } else if (await page.getByTestId('nains-move-0').isVisible()) {
      if (shotAt.has(answers)) await snap(page, testInfo, `${prefix}-move-${answers}`);
      await page.getByTestId('nains-move-0').click();
      answers++;
    } else {
      await page.waitForTimeout(30);
    }
  }
  throw new Error('The game did not reach the score sheet');
}

test('a whole 3-Lord Nains game, one person against two AIs, by clicks to the score sheet', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const errors = await setUp(page, ['human', 'normal', 'easy'], 'nains-e2e-3');
  await expect(page.getByTestId('nains-curtain')).toHaveCount(0);
  await expect(page.getByTestId('nains-prompt')).toContainText('coin');
  // The hint names a bid in words and says why.
  await page.getByTestId('nains-hint').click();
  await expect(page.getByTestId('nains-hint-text')).toContainText('—');
  // The hint lays its coins in the picker: three chosen, the person still lays them.
  await expect(page.getByTestId('nains-bid').locator('.coin-btn[aria-pressed="true"]')).toHaveCount(3);
  await expect(page.getByTestId('nains-bid-submit')).toBeEnabled();
  await page.getByTestId('nains-bid-submit').click();
  const answers = await playToScore(page, testInfo, new Set([1, 6, 20]), 'en');
  expect(answers).toBeGreaterThan(8);
  for (const s of [0, 1, 2]) expect(Number(await page.getByTestId(`nains-total-${s}`).textContent())).toBeGreaterThanOrEqual(0);
  await expect(page.getByTestId('nains-winners')).not.toBeEmpty();
  await snap(page, testInfo, 'en-score');
  expect(errors).toEqual([]);
  // Leaving returns to the new-game screen with the picker still there.
  await page.getByTestId('nains-new-game').click();
  await expect(page.getByTestId('new-game')).toBeVisible();
});

test('pt-BR: the Nains table and its score sheet speak Portuguese', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const errors = await setUp(page, ['human', 'hard', 'normal'], 'nains-e2e-pt', 'pt-BR');
  await expect(page.getByTestId('nains-prompt')).toContainText('moeda');
  await playToScore(page, testInfo, new Set([0, 9]), 'pt');
  await expect(page.getByTestId('nains-score')).toContainText('Contagem final');
  await snap(page, testInfo, 'pt-score');
  expect(errors).toEqual([]);
});

test('hot-seat: the curtain covers the table between Lords and the next Lord never sees the first one\'s bid', async ({ page }, testInfo) => {
  const errors = await setUp(page, ['human', 'human', 'normal'], 'nains-e2e-hot', 'en', 'normal');
  // The first Lord is asked to take the screen before anything shows.
  await expect(page.getByTestId('nains-curtain')).toBeVisible();
  await expect(page.getByTestId('nains-taverns')).toHaveCount(0);
  await page.getByTestId('nains-curtain-lift').click();
  await nainsBid(page);
  // Pass to the second Lord: the table is covered, no coin of anybody's is in the page.
  await expect(page.getByTestId('nains-curtain')).toBeVisible();
  await expect(page.getByTestId('nains-curtain')).toContainText('Pass to');
  await expect(page.locator('[data-coin]')).toHaveCount(0);
  await snap(page, testInfo, 'hot-curtain');
  await page.getByTestId('nains-curtain-lift').click();
  // The second Lord sees that the first bid, face down on all three taverns.
  for (const tv of [0, 1, 2]) {
    const b = page.getByTestId(`nains-bid-${tv}-0`);
    await expect(b).toHaveAttribute('data-bid', 'down');
    await expect(b.locator('[data-coin]')).toHaveAttribute('data-coin', 'hidden');
  }
  await snap(page, testInfo, 'hot-second-lord');
  expect(errors).toEqual([]);
});

test('a whole 3-Lord hot-seat game, three people at one screen, by clicks behind the curtain to the score sheet', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const errors = await setUp(page, ['human', 'human', 'human'], 'nains-e2e-hot3');
  await expect(page.getByTestId('nains-curtain')).toBeVisible();
  const answers = await playToScore(page, testInfo, new Set([2]), 'hot3');
  // Every Lord bids on every turn: three people's answers, far more than one person's.
  expect(answers).toBeGreaterThan(30);
  for (const s of [0, 1, 2]) expect(Number(await page.getByTestId(`nains-total-${s}`).textContent())).toBeGreaterThanOrEqual(0);
  await expect(page.getByTestId('nains-winners')).not.toBeEmpty();
  await snap(page, testInfo, 'hot3-score');
  expect(errors).toEqual([]);
});

test('five Lords: every city board is on the screen at 1280x720', async ({ page }, testInfo) => {
  const errors = await setUp(page, ['human', 'easy', 'normal', 'easy', 'normal'], 'nains-e2e-5');
  await nainsBid(page);
  await expect(page.getByTestId('nains-move-0').or(page.getByTestId('nains-bid'))).toBeVisible({ timeout: 15_000 });
  for (const s of [0, 1, 2, 3, 4]) await expect(page.getByTestId(`nains-lord-${s}`)).toBeInViewport();
  await snap(page, testInfo, 'five-lords');
  expect(errors).toEqual([]);
});

test('the hint marks the answer it names, and its coins lay a bid', async ({ page }) => {
  const errors = await setUp(page, ['human', 'normal', 'easy'], 'nains-e2e-hint');
  for (let guard = 0; guard < 200 && !(await page.getByTestId('nains-move-0').isVisible()); guard++) {
    if (await page.getByTestId('nains-bid').isVisible()) {
      await page.getByTestId('nains-hint').click();
      await page.getByTestId('nains-bid-submit').click();
    } else await page.waitForTimeout(50);
  }
  await expect(page.getByTestId('nains-move-0')).toBeVisible();
  await expect(page.locator('[data-suggested="yes"]')).toHaveCount(0);
  await page.getByTestId('nains-hint').click();
  const marked = page.locator('.nains-controls [data-suggested="yes"]');
  await expect(marked).toHaveCount(1);
  // The marked button's words (after its key) are the move the hint names.
  const words = ((await marked.textContent()) ?? '').replace(/^\d\s*/, '').trim();
  expect(words.length).toBeGreaterThan(3);
  await expect(page.getByTestId('nains-hint-text')).toContainText(words);
  await marked.click();
  await expect(page.locator('[data-suggested="yes"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});
