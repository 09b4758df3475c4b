/**
 * Miremarsh learnable and readable at 1280x720, in English and Portuguese: the guided solo start
 * (from the new-game screen to the first challenge won) followed by its glow and finished, with the
 * payment chosen from the hint (the hint names it, and it is the marked one); the "?" beside the
 * prompt opening the rules at the moment's section; the goblin panel labelled; a goblin token never
 * over its tile's name. Screenshots go to test-results/learn-shots.
 */
import { expect, test, type Page } from '@playwright/test';
import { shotsIn } from './support/shots';
import { expectNoErrors, followLesson, openPicked } from './support/learnTables';

test.use({ actionTimeout: 10_000 });
const shot = shotsIn('test-results/learn-shots');

/** The goblin's token and its tile's name do not overlap (on a face-up tile). */
async function tokenClearOfName(page: Page): Promise<void> {
  const token = page.getByTestId('mm-goblin-0');
  const space = await token.getAttribute('data-space');
  const name = page.locator(`[data-testid="mm-space-${space ?? ''}"] .name`);
  if ((await name.count()) === 0) return;
  const a = await token.boundingBox();
  const b = await name.boundingBox();
  if (!a || !b) throw new Error('token or name has no box');
  const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap, `goblin over the name of ${space ?? ''}`).toBe(false);
}

/** The payment the hint suggests: the hint's text names the marked slot, which is the glowing one. */
async function payFromHint(page: Page): Promise<void> {
  await page.getByTestId('mm-hint').click();
  const marked = page.locator('[data-testid^="mm-pay-"][data-suggested="yes"]');
  await expect(marked).toHaveCount(1);
  const label = (await marked.locator('.opt').textContent()) ?? '';
  expect(label).toMatch(/\+|:/);
  await expect(page.getByTestId('mm-hint-text')).toContainText(label);
  await expect(marked).toHaveAttribute('data-coach-glow', 'on');
  await shot(page, `mm-learn-pay-hint-${await page.evaluate(() => document.documentElement.lang || 'x')}`);
  await marked.click();
}

for (const lang of ['en', 'pt-BR'] as const) {
  test(`the guided solo start (${lang}): started, followed to the first challenge won, paid from the hint, finished`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = await openPicked(page, 'miremarsh', lang, 'normal');
    await page.getByTestId('learn-miremarsh').click();
    await expect(page.getByTestId('mm-screen')).toBeVisible();
    await expect(page.getByTestId('coach')).toHaveAttribute('data-step', 'welcome');
    await shot(page, `mm-learn-welcome-${lang}`);
    // The goblin panel names each count.
    const stock = page.getByTestId('mm-seat-0').locator('.stock');
    for (const word of lang === 'en' ? ['Fish', 'Gold', 'Bones', 'Quests', 'Goblins lost'] : ['Peixes', 'Ouro', 'Ossos', 'Missões', 'Goblins perdidos']) await expect(stock).toContainText(word);
    const reached = await followLesson(page, ['pay', 'won'], 700, async (step) => {
      await page.waitForTimeout(300);
      await shot(page, `mm-learn-${step}-${lang}`);
    });
    expect(reached).toBe('pay');
    await expect(page.getByTestId('mm-prompt')).toContainText(lang === 'en' ? 'Click a way to pay' : 'Clique num jeito de pagar');
    await tokenClearOfName(page);
    await payFromHint(page);
    await expect(page.getByTestId('coach')).toHaveAttribute('data-step', 'won');
    await shot(page, `mm-learn-won-${lang}`);
    await tokenClearOfName(page);
    await page.getByTestId('coach-next').click();
    await expect(page.getByTestId('coach')).toHaveCount(0);
    await expect(page.locator('[data-coach-glow]')).toHaveCount(0);
    await expectNoErrors(errors);
  });
}

test('the "?" beside the Miremarsh prompt opens the rules at the moment\'s section; leaving the lesson keeps the game', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = await openPicked(page, 'miremarsh', 'pt-BR', 'fast');
  await page.getByTestId('learn-miremarsh').click();
  await page.getByTestId('prompt-rules').click();
  const rules = page.getByTestId('rules-screen');
  await expect(rules).toHaveAttribute('data-game', 'miremarsh');
  await expect(rules).toHaveAttribute('data-section', 'turn');
  await expect(page.getByTestId('rules-section-turn')).toBeInViewport();
  await expect(rules).toContainText('Como jogar Miremarsh');
  await page.getByTestId('rules-toc-glossary').click();
  await expect(page.getByTestId('rules-section-glossary')).toBeInViewport();
  await expect(page.getByTestId('rules-section-glossary').getByTestId('glossary-entry')).toHaveCount(22);
  await shot(page, 'mm-rules-glossary-pt-BR');
  await page.getByTestId('rules-close').click();
  await expect(rules).toHaveCount(0);
  await page.getByTestId('coach-leave').click();
  await expect(page.getByTestId('coach')).toHaveCount(0);
  await expect(page.getByTestId('mm-prompt')).toBeVisible();
  await expectNoErrors(errors);
});
