/** Records in the browser: a finished save imported shows up in the history, the rates and the CSV. */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { openPage } from './support/saves';

test.use({ actionTimeout: 10_000 });

test('a finished game shows in the records, counts against its AI level, and exports as CSV', async ({ page }, testInfo) => {
  // Loaded machines (shared CI, parallel workers) have timed out the file picker at 30 s.
  test.setTimeout(90_000);
  const errors = await openPage(page);
  await page.getByTestId('open-records').click();
  await expect(page.getByTestId('records-empty')).toBeVisible();
  await page.getByTestId('records-close').click();

  await page.getByTestId('open-saves').click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('saves-import').click();
  await (await chooser).setFiles({ name: 'review.json', mimeType: 'application/json', buffer: readFileSync('tests/fixtures/saves/review-blunder-3p.json') });
  await expect(page.locator('[data-testid^="save-row-save-"]')).toHaveCount(1);
  await page.getByTestId('saves-close').click();

  await page.getByTestId('open-records').click();
  await expect(page.getByTestId('records-game-g-review-77')).toBeVisible();
  await expect(page.getByTestId('records-rate-random')).toContainText('won 1 of 1');
  const path = testInfo.outputPath('records-en.png');
  await page.screenshot({ path });
  const download = page.waitForEvent('download');
  await page.getByTestId('records-export').click();
  const file = await (await download).path();
  const csv = readFileSync(file, 'utf8').split('\r\n');
  expect(csv[0]).toBe('date,game,seats,levels,scores,winner');
  expect(csv[1]).toMatch(/^[^,]+,mirianth-wars,Bia; Bot 2; Bot 3,human; random; random,-?\d+; -?\d+; -?\d+,/);
  expect(errors).toEqual([]);
});
