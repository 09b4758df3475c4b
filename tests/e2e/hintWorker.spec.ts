/**
 * The Hint thinks in the platform's bot worker, as AI seats do (issue 26: every game's bots think
 * in a Web Worker): asking for a hint posts a hint question to the worker, and its answer is shown.
 */
import { expect, test, type Page } from '@playwright/test';
import { openModuleGame } from './support/moduleGame';

/** Records each question posted to a worker (type and game), before the page's scripts run. */
async function recordPosts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const posted: { type: unknown; game: unknown }[] = [];
    (window as unknown as { __posted: typeof posted }).__posted = posted;
    const send = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: [StructuredSerializeOptions?]) {
      const m = message as { type?: unknown; game?: unknown } | null;
      posted.push({ type: m?.type, game: m?.game });
      return send.call(this, message, ...rest);
    } as Worker['postMessage'];
  });
}

const hintsPosted = (page: Page, game: string): Promise<number> =>
  page.evaluate((g) => (window as unknown as { __posted: { type: unknown; game: unknown }[] }).__posted.filter((p) => p.type === 'hint' && p.game === g).length, game);

test('Nains hot-seat: the hint is asked of the bot worker and its answer shown', async ({ page }) => {
  await recordPosts(page);
  const errors = await openModuleGame(page, 'nains', 'nains-screen', ['human', 'human'], 'hint-worker', 'en', 'instant');
  const lift = page.getByTestId('nains-curtain-lift');
  if (await lift.isVisible()) await lift.click();
  await expect(page.getByTestId('nains-bid')).toBeVisible();
  expect(await hintsPosted(page, 'nains')).toBe(0);
  await page.getByTestId('nains-hint').click();
  await expect(page.getByTestId('nains-hint-text')).toContainText('—');
  expect(await hintsPosted(page, 'nains')).toBe(1);
  // The H key asks again, the same way.
  await page.keyboard.press('h');
  await expect.poll(() => hintsPosted(page, 'nains')).toBe(2);
  await expect(page.getByTestId('nains-hint-text')).toContainText('—');
  expect(errors).toEqual([]);
});

test('Miremarsh solo: the hint is asked of the bot worker and marks its answer', async ({ page }) => {
  await recordPosts(page);
  const errors = await openModuleGame(page, 'miremarsh', 'mm-screen', ['human'], 'hint-worker', 'en', 'instant');
  await expect(page.getByTestId('mm-hint')).toBeVisible();
  await page.getByTestId('mm-hint').click();
  await expect(page.locator('[data-suggested="yes"]').first()).toBeVisible();
  expect(await hintsPosted(page, 'miremarsh')).toBe(1);
  expect(errors).toEqual([]);
});
