/**
 * Issue 24 item 4: every press on Undo answers. An AI move can turn Undo off between the moment a
 * person aims at it and the click (the reported round-6 press, while two AIs disputed and one was
 * thinking): that click must still say why nothing was undone. Before the fix the button went
 * `disabled` and the click vanished without a word; a press while Undo is offered and an AI is
 * thinking takes the decision back and says so. (The timing itself is reproduced in
 * tests/renderer/saves/undoMidDispute.test.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { openPage, playOne, startGame } from './support/saves';
import { shotsIn } from './support/shots';

const shot = shotsIn('test-results/undo-race-shots');

test.use({ actionTimeout: 10_000 });

const canUndo = (page: Page) => page.evaluate(() => window.__mirianthSaves?.canUndo() ?? false);

test('Undo pressed when the table has moved past a reveal says why; pressed while offered, it undoes and says what', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = await openPage(page);
  await startGame(page, ['human', 'easy', 'easy'], 'undo-race-6');
  const undo = page.getByTestId('undo');
  const notice = page.getByTestId('notice-info');
  // Right after the reveal nothing of the person's can be taken back: the button looks off...
  expect(await canUndo(page)).toBe(false);
  await expect(undo).toBeDisabled();
  // ...and a press that lands on it anyway (as when an AI move turned it off mid-click) answers.
  await undo.click({ force: true });
  await expect(notice.last()).toContainText('Nothing of yours to take back', { timeout: 3_000 });
  await page.keyboard.press('u');
  await expect(notice.last()).toContainText('Nothing of yours to take back');
  await shot(page, 'en-undo-none');
  await page.getByTestId('lang-pt-BR').click();
  await undo.click({ force: true });
  await expect(notice.last()).toContainText('Nada seu para desfazer');
  await shot(page, 'pt-undo-none');
  await page.getByTestId('lang-en').click();

  // Offered, and pressed while the AIs are at work: the decision comes back.
  await page.getByTestId('speed-normal').click();
  for (let i = 0; i < 20 && !(await canUndo(page)); i++) await playOne(page);
  expect(await canUndo(page)).toBe(true);
  await undo.click();
  await expect(notice.last()).toContainText('Undone', { timeout: 3_000 });
  await page.mouse.move(2, 700);
  await shot(page, 'en-undone');
  expect(errors).toEqual([]);
});
