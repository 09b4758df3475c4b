/**
 * Keyboard play: a 2-seat game against an easy AI, from the new-game screen to the score sheet,
 * with every one of the human's actions made through `page.keyboard` (Tab/Enter on the form,
 * number keys and Enter at the table, U and H once each). The debug hook is only read. And the mixed
 * case: a card clicked with the mouse keeps the focus, and Enter then confirms rather than pressing it again.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { peacefulChoice } from './support/autoplay';
import { readTurn, waitForChange } from './support/driver';
import { keyMove, tabTo } from './support/keyPlay';
import { collectPageErrors, waitForTable } from './support/pageErrors';

test.use({ actionTimeout: 10_000 });

async function openNewGame(page: Page): Promise<string[]> {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('./?e2e');
  await waitForTable(page, errors);
  return errors;
}

async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

const tableStill = (page: Page) => page.waitForFunction(() => window.__mirianth?.animating() === false, undefined, { timeout: 30_000, polling: 50 });

test('? opens the shortcut list in both languages, Esc closes it and the sound popover, and shortcuts rest while typing', async ({ page }, testInfo) => {
  const errors = await openNewGame(page);
  await page.keyboard.press('?');
  const help = page.getByTestId('key-help');
  await expect(help).toBeVisible();
  await expect(help).toContainText('Enter');
  await snap(page, testInfo, 'key-help');
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  // Esc closes a popover too (the sound settings).
  await tabTo(page, 'sound-toggle');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('sound-panel')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('sound-panel')).toHaveCount(0);
  // Typed into the seed field, "?" and "h" are just letters.
  await tabTo(page, 'seed');
  await page.keyboard.type('h?u1');
  await expect(page.getByTestId('seed')).toHaveValue('h?u1');
  await expect(help).toHaveCount(0);
  // In Portuguese too.
  await tabTo(page, 'lang-pt-BR');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('?');
  await expect(help).toContainText('Atalhos de teclado');
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a 2-seat game against an easy AI played with the keyboard only, to the score sheet', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const errors = await openNewGame(page);
  // The form by Tab and Enter: two seats, the second an easy AI, instant speed, a fixed seed.
  for (const id of ['speed-instant', 'players-2', 'seat-1-easy']) {
    await tabTo(page, id);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId(id)).toHaveAttribute('aria-pressed', 'true');
  }
  await tabTo(page, 'seed');
  await page.keyboard.type('keys-e2e-1');
  await tabTo(page, 'start-game');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('announce-panel')).toBeVisible();

  const checked = { inspector: false, hint: false, undo: false };
  let decisions = 0;
  for (let step = 0; step < 3000; step++) {
    let turn = await readTurn(page);
    if (turn.over) break;
    if (!turn.human || turn.moves.length === 0) {
      await waitForChange(page, turn.version, 20_000);
      continue;
    }
    await tableStill(page);
    turn = await readTurn(page);
    if (!turn.human || turn.moves.length === 0) continue;

    if (!checked.inspector && turn.step === 'announcing') {
      // Tab onto a revealed card's chip: its card opens as on hover; Esc closes it.
      const first = await page.locator('[data-testid="announce-panel"] .chip').first().getAttribute('data-testid');
      if (!first) throw new Error('no revealed card chip');
      await tabTo(page, first);
      await expect(page.getByTestId('card-inspector')).toBeVisible();
      await snap(page, testInfo, 'focused-chip');
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('card-inspector')).toHaveCount(0);
      checked.inspector = true;
    }
    if (!checked.hint && decisions >= 1) {
      await page.keyboard.press('h');
      await expect(page.getByTestId('hint-text')).toBeVisible({ timeout: 15_000 });
      checked.hint = true;
    }
    if (!checked.undo && decisions >= 2 && (await page.getByTestId('undo').isEnabled())) {
      await page.keyboard.press('u');
      expect(await waitForChange(page, turn.version, 5_000)).toBe(true);
      checked.undo = true;
      continue;
    }

    const move = await peacefulChoice(turn, page);
    if (!move) throw new Error(`no move at version ${turn.version}`);
    try {
      await keyMove(page, move);
      decisions++;
    } catch {
      // The table moved on under the keys (the AI acted): read the game again.
    }
    await waitForChange(page, turn.version, 5_000);
  }

  await expect(page.getByTestId('score-sheet')).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => window.__mirianth?.state()?.step)).toBe('gameOver');
  expect(checked).toEqual({ inspector: true, hint: true, undo: true });
  expect(decisions).toBeGreaterThan(5);
  expect(errors).toEqual([]);
});

test('Enter after a mouse click on a card confirms the choice once, and does not press the clicked card again', async ({ page }) => {
  const errors = await openNewGame(page);
  for (const id of ['speed-instant', 'players-2', 'seat-1-easy']) await page.getByTestId(id).click();
  await page.getByTestId('seed').fill('keys-click-enter');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('announce-panel')).toBeVisible({ timeout: 20_000 });
  await page.waitForFunction(() => window.__mirianth?.actor() === 0, undefined, { timeout: 20_000 });
  await tableStill(page);

  const chip = page.locator('[data-testid="announce-panel"] .chip').first();
  const card = ((await chip.getAttribute('data-testid')) ?? '').replace(/^announce-/, '');
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  // The click left the focus on the chip: the case where Enter used to press the chip again.
  expect(await chip.evaluate((el) => el === document.activeElement)).toBe(true);
  await expect(page.getByTestId('lock-in')).toBeEnabled();
  await page.keyboard.press('Enter');

  const mine = () => page.evaluate(() => (window.__mirianth?.events() ?? []).filter((e) => (e.type === 'announced' || e.type === 'locked') && e.seat === 0));
  await expect.poll(async () => (await mine()).filter((e) => e.type === 'locked').length, { timeout: 5_000 }).toBe(1);
  // Settled: one announcement of the clicked card and one lock, nothing pressed twice.
  await page.waitForTimeout(300);
  expect(await mine()).toEqual([{ type: 'announced', seat: 0, card }, { type: 'locked', seat: 0 }]);
  expect(errors).toEqual([]);
});
