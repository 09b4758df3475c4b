/**
 * Issue 24, the new-game screen and leaving at 1280×720: "Join a LAN table" in sight without
 * scrolling the panel, the hot-seat note only with two humans, "Saved games…" on one line beside
 * Continue, the default seat name in the page's language; every game asks before leaving a
 * running game, and the form keeps the game last picked across a reload.
 */
import { expect, test, type Page } from '@playwright/test';
import { pickModuleGame } from './support/moduleGame';
import { openPage, playOne, startGame } from './support/saves';
import { shotsIn } from './support/shots';

test.use({ actionTimeout: 10_000 });

const shot = shotsIn('test-results/new-game-room');

async function inPanel(page: Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).evaluate((el) => {
    const panel = el.closest('.modal');
    if (!panel) return false;
    const p = panel.getBoundingClientRect();
    const r = el.getBoundingClientRect();
    return r.top >= p.top && r.bottom <= p.bottom && r.bottom <= window.innerHeight;
  });
}

test('the new-game screen fits 1280×720 in EN and pt-BR, and its notes say only what applies', async ({ page }) => {
  const errors = await openPage(page);
  await page.getByTestId('players-4').click();
  await expect(page.getByTestId('new-game-note')).not.toContainText('hot-seat');
  await page.getByTestId('seat-1-human').click();
  await expect(page.getByTestId('new-game-note')).toContainText('hot-seat');
  await page.getByTestId('seat-1-easy').click();
  await startGame(page, ['human', 'easy', 'easy', 'easy'], 'room-new-1');
  await playOne(page);
  await page.getByTestId('menu-new-game').click();
  await page.getByTestId('new-game-leave').click();
  await expect(page.getByTestId('continue-game')).toBeVisible();
  for (const lang of ['en', 'pt-BR'] as const) {
    await page.getByTestId(`lang-${lang}`).click();
    await expect(page.getByTestId('seat-name-0')).toHaveValue(lang === 'en' ? 'Player 1' : 'Jogador 1');
    expect(await page.locator('.modal.newgame').evaluate((el) => el.scrollHeight <= el.clientHeight + 1), `${lang}: the panel scrolls`).toBe(true);
    expect(await inPanel(page, 'lan-open-join'), `${lang}: Join a LAN table`).toBe(true);
    expect(await inPanel(page, 'start-game'), `${lang}: Start`).toBe(true);
    const saved = await page.getByTestId('open-saves').boundingBox();
    const cont = await page.getByTestId('continue-game').boundingBox();
    expect(saved && cont && saved.height <= cont.height + 1, `${lang}: Saved games… on one line`).toBe(true);
    await shot(page, `${lang}-new-game`);
  }
  expect(errors).toEqual([]);
});

test('Nains and Miremarsh ask before leaving a running game, like Mirianth; the form keeps the game last picked', async ({ page }) => {
  const errors = await openPage(page);
  await pickModuleGame(page, 'nains', ['human', 'easy'], 'leave-1', 'nains-screen');
  await page.getByTestId('nains-leave').click();
  await expect(page.getByTestId('new-game-ask')).toContainText('Leave this game? It is saved');
  await shot(page, 'en-nains-leave-ask');
  await page.getByTestId('new-game-stay').click();
  await expect(page.getByTestId('new-game-ask')).toHaveCount(0);
  await expect(page.getByTestId('nains-screen')).toBeVisible();
  await page.getByTestId('nains-leave').click();
  await page.getByTestId('new-game-leave').click();
  await expect(page.getByTestId('new-game')).toBeVisible();
  // The picker stays on Nains, also after a reload.
  await expect(page.getByTestId('new-game-game-nains')).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(page.getByTestId('new-game-game-nains')).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('lang-pt-BR').click();
  await pickModuleGame(page, 'miremarsh', ['human'], 'leave-2', 'mm-screen');
  await page.getByTestId('mm-leave').click();
  await expect(page.getByTestId('new-game-ask')).toContainText('Sair desta partida?');
  await shot(page, 'pt-mm-leave-ask');
  await page.getByTestId('new-game-leave').click();
  await expect(page.getByTestId('new-game-game-miremarsh')).toHaveAttribute('aria-checked', 'true');
  expect(errors).toEqual([]);
});
