/**
 * The guided games at a person's pace and across a reload (1280×720): while a lesson step is read
 * the bots make no move (the table's move count stands still, however long the reading), they play
 * once the person presses Next or acts; and a reload then Continue brings the lesson back at the
 * step it was on, with the game. Screenshots go to test-results/learn-resume.
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForTable } from './support/pageErrors';
import { shotsIn } from './support/shots';
import { expectNoErrors, followLesson, openPicked } from './support/learnTables';

test.use({ actionTimeout: 10_000 });
const shot = shotsIn('test-results/learn-resume');

const moves = async (page: Page, game: string): Promise<number> => Number((await page.getByTestId(`${game}-save`).getAttribute('data-moves')) ?? '-1');

/** Reads for `ms` (longer than several bot moves at this speed) and says whether the table moved meanwhile. */
async function movedWhileReading(page: Page, game: string, ms: number): Promise<boolean> {
  const before = await moves(page, game);
  await page.waitForTimeout(ms);
  return (await moves(page, game)) !== before;
}

async function savedAll(page: Page, game: string): Promise<void> {
  const button = page.getByTestId(`${game}-save`);
  await expect.poll(async () => (await button.getAttribute('data-saved-moves')) === (await button.getAttribute('data-moves')), { timeout: 15_000 }).toBe(true);
}

async function reloadAndContinue(page: Page, errors: string[], screen: string): Promise<void> {
  await page.reload();
  await waitForTable(page, errors);
  await page.getByTestId('continue-game').click();
  await expect(page.getByTestId(screen)).toBeVisible();
}

test('Nains (EN): the two bots wait while a step is read, play once the person acts, and the lesson step survives a reload', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = await openPicked(page, 'nains', 'en', 'fast');
  await page.getByTestId('learn-nains').click();
  const coach = page.getByTestId('coach');
  await expect(coach).toHaveAttribute('data-step', 'welcome');
  await expect(page.getByTestId('coach-held')).toContainText('wait until you press Next');
  expect(await movedWhileReading(page, 'nains', 4000)).toBe(false);
  await page.getByTestId('coach-next').click();
  await expect(coach).toHaveAttribute('data-step', 'taverns');
  expect(await movedWhileReading(page, 'nains', 3000)).toBe(false);
  await page.getByTestId('coach-next').click();
  // An acting step: the bots lay their coins with the person's.
  await expect.poll(() => moves(page, 'nains'), { timeout: 15_000 }).toBeGreaterThan(0);
  expect(await followLesson(page, ['city'], 350)).toBe('city');
  expect(await movedWhileReading(page, 'nains', 4000)).toBe(false);
  await shot(page, 'nains-city-held-en');
  await savedAll(page, 'nains');
  const at = await moves(page, 'nains');

  await reloadAndContinue(page, errors, 'nains-screen');
  await expect(coach).toHaveAttribute('data-step', 'city');
  expect(await moves(page, 'nains')).toBe(at);
  expect(await movedWhileReading(page, 'nains', 3000)).toBe(false);
  await shot(page, 'nains-city-resumed-en');
  await page.getByTestId('coach-next').click();
  await expect(coach).toHaveAttribute('data-step', 'play');
  // The game goes on: the bots' coins, or, when the person's answer is due first, the person's
  // (the bots think in a worker, so which comes first depends on when they answered).
  await expect.poll(async () => {
    const n = await moves(page, 'nains');
    const answer = page.locator('[data-coach-glow], [data-testid^="nains-move-"]').first();
    if (n <= at && await answer.isVisible()) await answer.click({ timeout: 2_000 }).catch(() => undefined);
    return n;
  }, { timeout: 20_000 }).toBeGreaterThan(at);
  // Leaving the lesson forgets it: the next reload brings the game back alone.
  await page.getByTestId('coach-leave').click();
  await expect(coach).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mirianth.lesson.nains'))).toBeNull();
  await savedAll(page, 'nains');
  await reloadAndContinue(page, errors, 'nains-screen');
  await expect(coach).toHaveCount(0);
  await expectNoErrors(errors);
});

test('Miremarsh (pt-BR): the guided solo start survives a reload at its challenge, then is paid and finished', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = await openPicked(page, 'miremarsh', 'pt-BR', 'normal');
  await page.getByTestId('learn-miremarsh').click();
  const coach = page.getByTestId('coach');
  await expect(coach).toHaveAttribute('data-step', 'welcome');
  // Solo: no bots, so no word about them waiting.
  await expect(page.getByTestId('coach-held')).toHaveCount(0);
  expect(await movedWhileReading(page, 'mm', 2500)).toBe(false);
  expect(await followLesson(page, ['pay'], 700)).toBe('pay');
  await savedAll(page, 'mm');
  const at = await moves(page, 'mm');
  const text = await coach.innerText();

  await reloadAndContinue(page, errors, 'mm-screen');
  await expect(coach).toHaveAttribute('data-step', 'pay');
  expect(await moves(page, 'mm')).toBe(at);
  expect(await coach.innerText()).toBe(text);
  await shot(page, 'mm-pay-resumed-pt-BR');
  expect(await followLesson(page, ['won'], 700)).toBe('won');
  await page.getByTestId('coach-next').click();
  await expect(coach).toHaveCount(0);
  await expectNoErrors(errors);
});
