/**
 * Sound in the browser (issue 14): a game plays with sound and music on and nothing goes wrong
 * (no page errors, no CSP refusals); the cues reach the audio in the table's order and none does
 * once muted (the sound layer's calls, listed by the `?e2e` backend, not audio output); the sound
 * settings are remembered across a reload.
 */
import { expect, test } from '@playwright/test';
import { openPage, playUntil } from './support/saves';

test('a game with sound and music on: cues reach the audio in the table\'s order, none once muted, no errors; the sound settings survive a reload', async ({ page }) => {
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
  // What reached the audio, in the table's order: the deal's shuffle first, then its flips, and the chime for the person's turn.
  const played = () => page.evaluate(() => window.__mirianthSound?.played() ?? []);
  const heard = await played();
  expect(heard[0]).toBe('shuffle');
  expect(heard.indexOf('flip')).toBeGreaterThan(0);
  expect(heard).toContain('yourTurn');
  expect(await page.evaluate(() => window.__mirianthSound?.music())).toBe(true);
  await page.getByTestId('sound-toggle').click();
  await page.getByTestId('sound-mute').check();
  const atMute = (await played()).length;
  await page.getByTestId('sound-toggle').click();
  // Muted: another round of flips and turns, and not one cue reaches the audio; the music stops.
  await playUntil(page, (_, s) => (s?.roundNo ?? 0) >= 3);
  expect((await played()).length).toBe(atMute);
  expect(await page.evaluate(() => window.__mirianthSound?.music())).toBe(false);
  expect(errors).toEqual([]);
  expect(consoleProblems).toEqual([]);

  await page.reload();
  await page.getByTestId('sound-toggle').click();
  await expect(page.getByTestId('sound-mute')).toBeChecked();
  await expect(page.getByTestId('sound-music')).toBeChecked();
  await expect(page.getByTestId('sound-volume')).toHaveValue('40');
});
