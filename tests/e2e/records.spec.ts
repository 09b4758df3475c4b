/**
 * Records in the browser: a finished save imported shows up in the history, the rates and the CSV;
 * a LAN game played to the end on a loopback host shows up in the player's records, once.
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { finishedLanGame } from '../../src/shared/lan/finishedGame';
import { lanHosts, nodeClient } from './support/lanHost';
import { createLanTable, lanPlayToEnd, openGuest, sheetTotals, shot, viewTotals } from './support/lanPlay';
import { waitForTable } from './support/pageErrors';
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

const lanHost = lanHosts();

test('a LAN game played to the end on loopback shows in the player\'s records once, labelled LAN; a friend watching is shown', async ({ page }, testInfo) => {
  test.setTimeout(480_000);
  const h = await lanHost();
  const { errors } = await openGuest(page, h);
  // This browser opens a two-seat table on the host and plays it against an easy AI.
  await createLanTable(page, { player: 'Bia', table: 'Mesa da Bia', seats: 2 });
  await page.getByTestId('lan-seat-kind-1-ai').click();
  await page.getByTestId('lan-seat-level-1-easy').click();
  await expect(page.getByTestId('lan-seat-level-1-easy')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('lan-start').click();
  await expect(page.getByTestId('announce-panel')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('speed-instant').click();
  // A friend watches for a while: the player sees who and how many in the LAN bar, in EN and pt-BR.
  const watcher = nodeClient(h);
  await watcher.connect();
  await watcher.watch((await watcher.listTables())[0]?.id ?? '', 'Caio');
  await expect(page.getByTestId('lan-bar').getByTestId('lan-watch-notice')).toHaveText('Caio is watching.');
  await expect(page.getByTestId('lan-watchers')).toContainText('1 watching');
  await shot(page, testInfo, 'lan-watched-en');
  await page.getByTestId('lang-pt-BR').click();
  await expect(page.getByTestId('lan-watch-notice')).toHaveText('Caio está assistindo.');
  await expect(page.getByTestId('lan-watchers')).toContainText('1 assistindo');
  await shot(page, testInfo, 'lan-watched-pt-BR');
  await page.getByTestId('lang-en').click();
  await lanPlayToEnd(page);
  const totals = await viewTotals(page);
  expect(await sheetTotals(page, 2)).toEqual(totals);

  // A reload at the finished table sits back down and sees the end again: no second line.
  await page.reload();
  await waitForTable(page, errors);
  await expect(page.getByTestId('score-sheet')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('lan-back-to-lobby').click();
  await expect(page.getByTestId('lan-lobby')).toHaveAttribute('data-phase', 'over');
  await page.getByTestId('lan-leave').click();
  await expect(page.getByTestId('lan-join')).toBeVisible();
  await page.getByTestId('lan-back').click();

  await page.getByTestId('open-records').click();
  const rows = page.locator('[data-testid^="records-game-lan-"]');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Bia (person)');
  await expect(rows.first()).toContainText('(easy AI)');
  await expect(rows.first()).toContainText(totals.join(' · '));
  await expect(rows.first().getByTestId('records-lan')).toHaveText('LAN');
  await expect(page.getByTestId('records-rate-easy')).toContainText(/won [01] of 1/);
  await shot(page, testInfo, 'records-lan-en');
  // The friend only watched: their client has nothing to record.
  expect(finishedLanGame(watcher.getSnapshot())).toBeNull();
  watcher.close();
  expect(errors).toEqual([]);
});
