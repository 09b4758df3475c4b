/**
 * The post-game review in the browser: a finished game (a save fixture in which the person made
 * one deliberately bad move) opens in the replay, the hard AI's review runs off the main thread,
 * and clicking a decision takes the replay to it. Screenshots at 1280x720 in EN and pt-BR.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { playToEnd } from './support/autoplay';
import { openPage, playOne, startGame } from './support/saves';

test.use({ actionTimeout: 10_000 });

const FIXTURE = 'tests/fixtures/saves/review-blunder-3p.json';
/** The fixture's blunder (tests/fixtures/saves/README.md): all four archers at the Griffin. */
const BLUNDER = 181;

async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function openFixtureReplay(page: Page): Promise<void> {
  await page.getByTestId('open-saves').click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('saves-import').click();
  await (await chooser).setFiles({ name: 'review.json', mimeType: 'application/json', buffer: readFileSync(FIXTURE) });
  const row = page.locator('[data-testid^="save-row-save-"]');
  const id = (await row.getAttribute('data-testid'))?.replace('save-row-', '') ?? '';
  await page.getByTestId(`save-replay-${id}`).click();
  await expect(page.getByTestId('replay-frame')).toHaveAttribute('data-index', '0');
}

test('the review lists the costly decisions, jumps the replay to one, and reads in both languages', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const errors = await openPage(page);
  await openFixtureReplay(page);

  await page.getByTestId('review-start').click();
  const panel = page.getByTestId('review-panel');
  await expect(panel).toHaveAttribute('data-status', 'running');
  // The review runs in a worker: the page keeps answering while it works.
  const lag = await page.evaluate(async () => {
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, 50));
    return performance.now() - t0 - 50;
  });
  expect(lag).toBeLessThan(500);
  await expect(panel).toHaveAttribute('data-status', 'done', { timeout: 200_000 });

  const decisions = panel.locator('[data-testid^="review-decision-"]');
  await expect(decisions).toHaveCount(3);
  const blunder = page.getByTestId(`review-decision-${BLUNDER}`);
  await expect(blunder).toContainText('Played: Aim:');
  await expect(blunder).toContainText('Hard AI: Aim:');
  await expect(blunder).toContainText(/−\d+\.\d pts/);

  await blunder.click();
  await expect(page.getByTestId('replay-frame')).toHaveAttribute('data-index', String(BLUNDER));
  await expect(blunder).toHaveAttribute('aria-current', 'step');
  // The table shows the moment of the decision: the person is the one to act.
  expect(await page.evaluate(() => window.__mirianth?.state()?.step)).toBe('archerTargets');
  await page.waitForFunction(() => window.__mirianth?.animating() === false);
  await snap(page, testInfo, 'review-en');

  await page.getByTestId('lang-pt-BR').click();
  await expect(blunder).toContainText('Jogou:');
  await expect(blunder).toContainText('IA difícil:');
  await expect(panel.locator('h3')).toHaveText(/Revisão/);
  await snap(page, testInfo, 'review-pt-BR');
  await page.getByTestId('lang-en').click();

  // Stepping forward from there plays the move that was chosen.
  await page.getByTestId('replay-forward').click();
  await expect(page.getByTestId('replay-frame')).toHaveAttribute('data-index', String(BLUNDER + 1));
  expect(errors).toEqual([]);
});

test('Review on the score sheet opens the finished game in the replay with its review', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const errors = await openPage(page);
  await startGame(page, ['human', 'easy'], 'review-sheet-1');
  await playToEnd(page);
  await expect(page.getByTestId('score-sheet')).toHaveAttribute('data-final', 'true', { timeout: 20_000 });
  await snap(page, testInfo, 'score-sheet-review-button');
  await page.getByTestId('score-review').click();
  await expect(page.getByTestId('replay-controls')).toBeVisible();
  const panel = page.getByTestId('review-panel');
  await expect(panel).toHaveAttribute('data-status', 'done', { timeout: 200_000 });
  await expect(page.getByTestId('review-seat-0')).toBeVisible();
  // Only the person is reviewed, never the AI seat.
  await expect(page.getByTestId('review-seat-1')).toHaveCount(0);
  // The scripted person plays the first legal move in Resolution: the hard AI finds better.
  const first = panel.locator('[data-testid^="review-decision-"]').first();
  await expect(first).toBeVisible();
  const move = Number((await first.getAttribute('data-testid'))?.replace('review-decision-', ''));
  await first.click();
  await expect(page.getByTestId('replay-frame')).toHaveAttribute('data-index', String(move));

  // The game went into the records the moment it ended.
  await page.getByTestId('replay-close').click();
  await page.getByTestId('open-records').click();
  await expect(page.getByTestId('records-history').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('records-rate-easy')).toBeVisible();
  expect(errors).toEqual([]);
});

test('"Since your last decision" sums up the AI moves in between, only what the log shows, and can be dismissed', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const errors = await openPage(page);
  await startGame(page, ['human', 'easy', 'easy'], 'recap-1');
  await expect(page.getByTestId('recap-card')).toHaveCount(0);
  await page.getByTestId('speed-normal').click();
  await playOne(page);
  const card = page.getByTestId('recap-card');
  await expect(card).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('recap-moves')).toContainText(/Moves by .*: \d/);
  // Everything on the card is already in the game log: it never runs ahead of the table.
  const lines = await card.locator('li').allTextContents();
  const log = await page.getByTestId('game-log').locator('li').allTextContents();
  for (const line of lines) expect(log).toContain(line);
  await snap(page, testInfo, 'recap-en');
  await page.getByTestId('recap-dismiss').click();
  await expect(card).toHaveCount(0);
  expect(errors).toEqual([]);
});
