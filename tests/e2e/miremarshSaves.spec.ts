/**
 * Miremarsh saves, undo, hints and replay in the browser build (IndexedDB): a hint from the hard
 * bot (H key) with its reason; Undo takes back a trade but never a roll; moves autosave and a
 * reload offers Continue to the same swamp; the saved-games list shows the game, players and round
 * in EN and pt-BR and loads it; a finished game replays step by step to its result sheet.
 * Screenshots at 1280×720 go to test-results/miremarsh-saves-shots.
 */
import { expect, test, type Page } from '@playwright/test';
import { openModuleGame } from './support/moduleGame';
import { leaveTable } from './support/leave';
import { waitForTable } from './support/pageErrors';
import { shotsIn } from './support/shots';

test.use({ actionTimeout: 10_000 });
const shot = shotsIn('test-results/miremarsh-saves-shots');

/** Waits until a save holds every move played so far. */
async function saved(page: Page): Promise<void> {
  const button = page.getByTestId('mm-save');
  await expect.poll(async () => (await button.getAttribute('data-saved-moves')) === (await button.getAttribute('data-moves')), { timeout: 10_000 }).toBe(true);
}

/** What the swamp, the dice and the goblins show: the same game shows the same. */
async function fingerprint(page: Page): Promise<string> {
  return ['mm-map', 'mm-pool', 'mm-goblins', 'mm-prompt'].reduce(async (acc, id) => `${await acc}\n${await page.getByTestId(id).innerText()}`, Promise.resolve(''));
}

const answer = (page: Page, kind: string) => page.locator(`[data-testid^="mm-move-"][data-move="${kind}"]`).first();

/** The newest Miremarsh save in the open list, by its id. */
async function newestRow(page: Page): Promise<string> {
  const row = page.locator('[data-game-kind="miremarsh"]').first();
  await expect(row).toBeVisible();
  return (await row.getAttribute('data-testid'))?.replace('save-row-', '') ?? '';
}

async function language(page: Page, lang: 'en' | 'pt-BR'): Promise<void> {
  await page.getByTestId(`lang-${lang}`).click();
}

test('hint, undo up to a roll, reload and Continue, the list in EN and pt-BR, load', async ({ page }) => {
  test.setTimeout(90_000);
  // This seed opens without a footprint: the first answer is to roll everything again.
  const errors = await openModuleGame(page, 'miremarsh', 'mm-screen', ['human'], 'mm-undo-roll', 'en', 'instant');
  const undo = page.getByTestId('mm-undo');
  await expect(undo).toBeDisabled();
  await page.keyboard.press('h');
  await expect(page.getByTestId('mm-hint-text')).toContainText(' — ');
  await shot(page, 'en-hint');
  await answer(page, 'rerollOpening').click();
  // The new dice are a barrier: nothing before them comes back.
  await expect(undo).toBeDisabled();
  await answer(page, 'trade').click();
  await expect(undo).toBeEnabled();
  await shot(page, 'en-undo');
  await undo.click();
  await expect(page.getByTestId('notice-info')).toContainText('taken back');
  await expect(answer(page, 'trade')).toBeVisible();
  await expect(undo).toBeDisabled();
  await answer(page, 'trade').click();
  await saved(page);
  const before = await fingerprint(page);

  await page.reload();
  await waitForTable(page, errors);
  await expect(page.getByTestId('continue-what')).toContainText('Miremarsh');
  await expect(page.getByTestId('continue-what')).toContainText('Round 1');
  await page.getByTestId('continue-game').click();
  await expect(page.getByTestId('mm-screen')).toBeVisible();
  expect(await fingerprint(page)).toBe(before);

  await leaveTable(page, 'mm');
  await page.getByTestId('open-saves').click();
  const id = await newestRow(page);
  await expect(page.getByTestId(`save-game-${id}`)).toHaveText('Miremarsh');
  await expect(page.getByTestId(`save-round-${id}`)).toHaveText('Round 1');
  await expect(page.getByTestId(`save-players-${id}`)).toContainText('Player 1');
  await shot(page, 'en-saves-list');
  await page.getByTestId('saves-close').click();
  await language(page, 'pt-BR');
  await page.getByTestId('open-saves').click();
  await expect(page.getByTestId(`save-round-${id}`)).toHaveText('Rodada 1');
  await shot(page, 'pt-saves-list');
  await page.getByTestId(`save-load-${id}`).click();
  await expect(page.getByTestId('mm-screen')).toBeVisible();
  expect(await fingerprint(page)).not.toBe('');
  await page.getByTestId('mm-hint').click();
  await expect(page.getByTestId('mm-hint')).toContainText('Dica');
  await expect(page.getByTestId('mm-hint-text')).toContainText(' — ');
  await expect(undo).toHaveText('Desfazer');
  await expect(undo).toHaveAttribute('title', /rolagem/);
  await shot(page, 'pt-hint-undo');
  expect(errors).toEqual([]);
});

test('a finished game of bots replays step by step to its result sheet, in EN and pt-BR', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = await openModuleGame(page, 'miremarsh', 'mm-screen', ['easy', 'easy'], 'mm-saves-replay', 'en', 'instant');
  await expect(page.getByTestId('mm-score')).toBeVisible({ timeout: 60_000 });
  const verdict = await page.getByTestId('mm-winners').innerText();
  await page.waitForTimeout(300);
  await page.getByTestId('mm-new-game').click();
  for (const lang of ['en', 'pt-BR'] as const) {
    await language(page, lang);
    await page.getByTestId('open-saves').click();
    const id = await newestRow(page);
    // A finished game can be replayed, not played on.
    await expect(page.getByTestId(`save-load-${id}`)).toHaveCount(0);
    await page.getByTestId(`save-replay-${id}`).click();
    const position = page.getByTestId('mm-replay-position');
    await expect(position).toHaveAttribute('data-index', '0');
    await expect(page.getByTestId('mm-controls')).toHaveCount(0);
    for (let i = 0; i < 3; i++) await page.getByTestId('mm-replay-forward').click();
    await page.getByTestId('mm-replay-back').click();
    await expect(position).toHaveAttribute('data-index', '2');
    await shot(page, `${lang === 'en' ? 'en' : 'pt'}-replay-step`);
    await page.getByTestId('mm-replay-end').click();
    await expect(page.getByTestId('mm-score')).toBeVisible();
    if (lang === 'en') expect(await page.getByTestId('mm-winners').innerText()).toBe(verdict);
    await shot(page, `${lang === 'en' ? 'en' : 'pt'}-replay-end`);
    await leaveTable(page, 'mm');
  }
  expect(errors).toEqual([]);
});
