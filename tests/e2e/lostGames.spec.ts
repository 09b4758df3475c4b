/**
 * Issue 24 item 1 in the browser (IndexedDB): a solo Miremarsh game, then a 2-player Miremarsh
 * game autosaved many more times than the old per-kind rotation kept, then a Mirianth game. The
 * saved-games list has one row per game (older autosaves folded under it) and every unfinished
 * game plays on from its latest move. Screenshots in test-results/lost-games-shots.
 */
import { expect, test, type Page } from '@playwright/test';
import { liveMoves, playOne, startGame } from './support/saves';
import { openModuleGame, pickModuleGame } from './support/moduleGame';
import { shotsIn } from './support/shots';
import { leaveTable } from './support/leave';

test.use({ actionTimeout: 10_000 });
const shot = shotsIn('test-results/lost-games-shots');

/** Plays `n` Miremarsh answers (the first offered each time), each saved before the next; the move count. */
async function playSwamp(page: Page, n: number): Promise<number> {
  const save = page.getByTestId('mm-save');
  for (let i = 0; i < n; i++) {
    const before = Number(await save.getAttribute('data-moves'));
    await page.locator('[data-testid^="mm-move-"]').first().click();
    await expect.poll(async () => Number(await save.getAttribute('data-moves'))).toBeGreaterThan(before);
    await expect.poll(async () => (await save.getAttribute('data-saved-moves')) === (await save.getAttribute('data-moves')), { timeout: 10_000 }).toBe(true);
  }
  return Number(await save.getAttribute('data-moves'));
}

/** The game ids the list leads rows with (a row's newest save), in order. */
async function rowGames(page: Page): Promise<string[]> {
  return page.locator('[data-testid="saves-list"] > ul.save-rows > li.save-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-game') ?? ''));
}

test('two Miremarsh games and a Mirianth game: one row each, and every one plays on from its latest move', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = await openModuleGame(page, 'miremarsh', 'mm-screen', ['human'], 'lost-solo', 'en', 'instant');
  const solo = await playSwamp(page, 3);
  await leaveTable(page, 'mm');

  await pickModuleGame(page, 'miremarsh', ['human', 'easy'], 'lost-pair', 'mm-screen');
  const pair = await playSwamp(page, 9);
  await leaveTable(page, 'mm');

  await startGame(page, ['human', 'easy', 'easy'], 'lost-mirianth');
  for (let i = 0; i < 3; i++) await playOne(page);
  const mirianth = (await liveMoves(page)).length;
  await page.getByTestId('menu-new-game').click();
  await page.getByTestId('new-game-leave').click();

  await page.getByTestId('open-saves').click();
  await expect(page.getByTestId('saves-list')).toBeVisible();
  await expect(page.locator('[data-testid="saves-list"] > ul.save-rows > li.save-row').first()).toBeVisible();
  const games = await rowGames(page);
  expect(games, 'one row per game').toHaveLength(3);
  expect(new Set(games).size).toBe(3);
  // The busy game's older autosaves are folded under its row.
  const folded = page.locator('li.save-older').first();
  await expect(folded).toBeVisible();
  await shot(page, 'en-list-folded');
  await folded.locator('summary').click();
  await shot(page, 'en-list-unfolded');
  await page.getByTestId('lang-pt-BR').click();
  await expect(folded.locator('summary')).toContainText('Salvamentos anteriores');
  await shot(page, 'pt-list-unfolded');
  await page.getByTestId('lang-en').click();

  // Play on each game from its row: the game comes back at its latest move.
  const heads = page.locator('[data-testid="saves-list"] > ul.save-rows > li.save-row');
  const byKind = async (kind: string) => heads.locator(`xpath=self::*[@data-game-kind="${kind}"]`);
  const swampRows = await byKind('miremarsh');
  await expect(swampRows).toHaveCount(2);
  const seen: number[] = [];
  for (let i = 0; i < 2; i++) {
    const id = (await (await byKind('miremarsh')).nth(i).getAttribute('data-testid'))?.replace('save-row-', '') ?? '';
    await page.getByTestId(`save-load-${id}`).click();
    await expect(page.getByTestId('mm-screen')).toBeVisible();
    seen.push(Number(await page.getByTestId('mm-save').getAttribute('data-moves')));
    await leaveTable(page, 'mm');
    await page.getByTestId('open-saves').click();
    await expect(heads).toHaveCount(3);
  }
  expect(seen.sort((a, b) => a - b)).toEqual([solo, pair].sort((a, b) => a - b));
  const mid = (await (await byKind('mirianth-wars')).first().getAttribute('data-testid'))?.replace('save-row-', '') ?? '';
  await page.getByTestId(`save-load-${mid}`).click();
  await expect(page.getByTestId('sidebar')).toBeVisible();
  expect((await liveMoves(page)).length).toBe(mirianth);
  expect(errors).toEqual([]);
});
