/**
 * Nains learnable and readable at 1280x720, in English and Portuguese: the guided first Era (three
 * Lords) started from the new-game screen, followed by its glow and left; the "?" beside the prompt
 * opening the rules at the section the moment needs; text of at least 14 px, a legend of the column
 * heads and signs, Fighter names whole. Screenshots go to test-results/learn-shots.
 */
import { expect, test, type Page } from '@playwright/test';
import { shotsIn } from './support/shots';
import { expectNoErrors, followLesson, openPicked, smallText } from './support/learnTables';

test.use({ actionTimeout: 10_000 });
const shot = shotsIn('test-results/learn-shots');

async function checkReadable(page: Page): Promise<void> {
  expect(await smallText(page, '.nains-body', 14)).toEqual([]);
  for (const order of ['retaliation', 'wanderers', 'temple', 'shield', 'forge']) await expect(page.getByTestId(`nains-legend-${order}`)).toBeVisible();
  // Every Fighter on the stands shows its whole name inside its card.
  const cut = await page.locator('[data-testid="nains-stands"] .nains-card').evaluateAll((cards) => cards.flatMap((c) => {
    const name = c.querySelector('.name');
    if (!name) return [];
    const a = c.getBoundingClientRect();
    const b = name.getBoundingClientRect();
    return b.right > a.right + 0.5 || name.scrollWidth > Math.ceil(b.width) + 1 ? [name.textContent ?? ''] : [];
  }));
  expect(cut).toEqual([]);
  expect(await page.locator('[data-testid="nains-stands"] .nains-card').count()).toBeGreaterThan(10);
}

for (const lang of ['en', 'pt-BR'] as const) {
  test(`the guided first Era (${lang}): started, followed by its glow to the end of Era 1, and finished`, async ({ page }) => {
    test.setTimeout(300_000);
    const errors = await openPicked(page, 'nains', lang, 'fast');
    await page.getByTestId('learn-nains').click();
    await expect(page.getByTestId('nains-screen')).toBeVisible();
    await expect(page.getByTestId('coach')).toHaveAttribute('data-step', 'welcome');
    await expect(page.locator('[data-testid^="nains-lord-"]')).toHaveCount(3);
    await shot(page, `nains-learn-welcome-${lang}`);
    const shots = new Set(['bid', 'city', 'play']);
    const last = await followLesson(page, ['eraEnd'], 350, async (step) => {
      if (!shots.has(step)) return;
      await page.waitForTimeout(400);
      await shot(page, `nains-learn-${step}-${lang}`);
      if (step === 'bid') await checkReadable(page);
    });
    expect(last).toBe('eraEnd');
    await expect(page.getByTestId('nains-era')).toContainText('2');
    await checkReadable(page);
    await shot(page, `nains-learn-eraEnd-${lang}`);
    await page.getByTestId('coach-next').click();
    await expect(page.getByTestId('coach')).toHaveCount(0);
    // The game goes on without the lesson.
    await expect(page.getByTestId('nains-prompt')).toBeVisible({ timeout: 15_000 });
    await expectNoErrors(errors);
  });
}

test('leaving the Nains lesson midway lets the game go on; the "?" opens the rules at the moment\'s section', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = await openPicked(page, 'nains', 'pt-BR', 'fast');
  await page.getByTestId('learn-nains').click();
  await followLesson(page, ['bid'], 300);
  await page.getByTestId('prompt-rules').click();
  const rules = page.getByTestId('rules-screen');
  await expect(rules).toHaveAttribute('data-game', 'nains');
  await expect(rules).toHaveAttribute('data-section', 'turn');
  await expect(page.getByTestId('rules-section-turn')).toBeInViewport();
  await expect(page.getByTestId('rules-section-glossary').getByTestId('glossary-entry')).toHaveCount(21);
  await shot(page, 'nains-rules-pt-BR');
  await page.keyboard.press('Escape');
  await expect(rules).toHaveCount(0);
  await page.getByTestId('coach-rules').click();
  await expect(page.getByTestId('rules-screen')).toHaveAttribute('data-section', 'turn');
  await page.getByTestId('rules-close').click();
  await page.getByTestId('coach-leave').click();
  await expect(page.getByTestId('coach')).toHaveCount(0);
  await expect(page.locator('[data-coach-glow]')).toHaveCount(0);
  await expect(page.getByTestId('nains-bid')).toBeVisible();
  await expectNoErrors(errors);
});
