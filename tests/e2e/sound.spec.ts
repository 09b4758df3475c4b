/**
 * Sound in the browser (issue 14): a game plays with sound and music on and nothing goes wrong
 * (no page errors, no CSP refusals); the sound settings are remembered across a reload.
 */
import { expect, test } from '@playwright/test';
import { openPage, playUntil } from './support/saves';

test('a game with sound and music on plays without errors, and the sound settings survive a reload', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = await openPage(page);
  const consoleProblems: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' || /Content Security Policy/i.test(m.text())) consoleProblems.push(m.text()); });
  await page.getByTestId('sound-toggle').click();
  await expect(page.getByTestId('sound-panel')).toBeVisible();
  await page.getByTestId('sound-music').check();
  await page.getByTestId('sound-volume').fill('40');
  await page.getByTestId('sound-toggle').click();
  await expect(page.getByTestId('sound-panel')).toHaveCount(0);
  // A short game at normal speed: shuffles, flips and the your-turn chime all sound.
  await page.getByTestId('players-2').click();
  await page.getByTestId('seat-0-human').click();
  await page.getByTestId('seat-1-easy').click();
  await page.getByTestId('seed').fill('sound-1');
  await page.getByTestId('speed-fast').click();
  await page.getByTestId('start-game').click();
  await playUntil(page, (_, s) => (s?.roundNo ?? 0) >= 2);
  await page.getByTestId('sound-toggle').click();
  await page.getByTestId('sound-mute').check();
  expect(errors).toEqual([]);
  expect(consoleProblems).toEqual([]);

  await page.reload();
  await page.getByTestId('sound-toggle').click();
  await expect(page.getByTestId('sound-mute')).toBeChecked();
  await expect(page.getByTestId('sound-music')).toBeChecked();
  await expect(page.getByTestId('sound-volume')).toHaveValue('40');
});
