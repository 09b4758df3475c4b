/**
 * Nains saves in the browser build (IndexedDB): moves autosave, a reload offers Continue to the
 * same game; Undo takes back a bid but stops at a tavern's reveal; the saved-games list shows a
 * Nains save (game, date, players, Era and turn) and loads it; a finished game replays step by
 * step to its score sheet; a save of an unknown game is explained in EN and pt-BR and kept.
 * Screenshots at 1280×720 go to test-results.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { collectPageErrors, waitForTable } from './support/pageErrors';
import { pickModuleGame } from './support/moduleGame';
import { leaveTable } from './support/leave';

test.use({ actionTimeout: 10_000 });

async function open(page: Page, language = 'en'): Promise<string[]> {
  const errors = collectPageErrors(page);
  await page.addInitScript((lang) => {
    localStorage.setItem('mirianth.settings', JSON.stringify({ language: lang, speed: 'instant', reduceMotion: false }));
  }, language);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('./?e2e');
  await waitForTable(page, errors);
  return errors;
}

function startNains(page: Page, seats: string[], seed: string): Promise<void> {
  return pickModuleGame(page, 'nains', seats, seed, 'nains-screen');
}

async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function liftCurtain(page: Page): Promise<void> {
  if (await page.getByTestId('nains-curtain').isVisible()) await page.getByTestId('nains-curtain-lift').click();
}

/** One coin per tavern (hand coins 0, 1, 2), then lay them down. */
async function bid(page: Page): Promise<void> {
  await liftCurtain(page);
  for (const tv of [0, 1, 2]) await page.getByTestId(`nains-bid-${tv}-coin-${tv}`).click();
  await page.getByTestId('nains-bid-submit').click();
}

/** Waits until a save holds every move played so far. */
async function saved(page: Page): Promise<void> {
  const button = page.getByTestId('nains-save');
  await expect.poll(async () => (await button.getAttribute('data-saved-moves')) === (await button.getAttribute('data-moves')), { timeout: 10_000 }).toBe(true);
}

/** What both Lords' cities and the taverns show: the same game shows the same. */
async function fingerprint(page: Page): Promise<string> {
  return `${await page.locator('.nains-taverns').innerText()}\n${await page.locator('.nains-lords').innerText()}\n${await page.getByTestId('nains-prompt').innerText()}`;
}

/** Answers whatever the table asks until the score sheet shows. */
async function playToScore(page: Page): Promise<void> {
  for (let guard = 0; guard < 3000; guard++) {
    if (await page.getByTestId('nains-score').isVisible()) return;
    if (await page.getByTestId('nains-curtain').isVisible()) await page.getByTestId('nains-curtain-lift').click();
    else if (await page.getByTestId('nains-bid').isVisible()) await bid(page);
    else if (await page.getByTestId('nains-move-0').isVisible()) await page.getByTestId('nains-move-0').click();
    else await page.waitForTimeout(30);
  }
  throw new Error('The game did not reach the score sheet');
}

test('hot-seat Nains: Undo takes back a bid but not a reveal; reload and Continue resume the same game; the list shows and loads it', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const errors = await open(page);
  await startNains(page, ['human', 'human'], 'nains-saves-1');
  await bid(page);
  // Ana's bid is hers to take back until the tavern is revealed.
  const undo = page.getByTestId('nains-undo');
  await liftCurtain(page);
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(page.getByTestId('notice-info')).toContainText('taken back');
  await expect(page.getByTestId('nains-viewer')).toContainText('Player 1');
  await bid(page);
  await bid(page);
  // Bia's bid revealed the first tavern: nothing before it can be undone.
  await liftCurtain(page);
  await expect(page.getByTestId('nains-move-0')).toBeVisible();
  await expect(undo).toBeDisabled();
  await snap(page, testInfo, 'en-undo-stops-at-reveal');
  await page.getByTestId('nains-move-0').click();
  await liftCurtain(page);
  await saved(page);
  const before = await fingerprint(page);

  await page.reload();
  await waitForTable(page, errors);
  await expect(page.getByTestId('continue-game')).toBeVisible();
  await expect(page.getByTestId('continue-what')).toContainText('Nains');
  await expect(page.getByTestId('continue-what')).toContainText('Era 1');
  await snap(page, testInfo, 'en-continue');
  await page.getByTestId('continue-game').click();
  await expect(page.getByTestId('nains-screen')).toBeVisible();
  await liftCurtain(page);
  expect(await fingerprint(page)).toBe(before);

  // The saved-games list: game name, date, players, Era and turn; load opens the same game.
  await leaveTable(page, 'nains');
  await page.getByTestId('open-saves').click();
  const row = page.locator('[data-game-kind="nains"]').first();
  await expect(row).toBeVisible();
  const id = (await row.getAttribute('data-testid'))?.replace('save-row-', '') ?? '';
  await expect(page.getByTestId(`save-game-${id}`)).toHaveText('Nains');
  await expect(page.getByTestId(`save-round-${id}`)).toContainText('Era 1 · turn 1');
  await expect(page.getByTestId(`save-players-${id}`)).toContainText('Player 1');
  await expect(page.getByTestId(`save-date-${id}`)).not.toBeEmpty();
  await snap(page, testInfo, 'en-saves-list');
  await page.getByTestId(`save-rename-${id}`).click();
  await page.getByTestId(`save-rename-input-${id}`).fill('Tavern night');
  await page.getByTestId(`save-rename-ok-${id}`).click();
  await expect(page.getByTestId(`save-name-${id}`)).toHaveText('Tavern night');
  await page.getByTestId(`save-load-${id}`).click();
  await expect(page.getByTestId('nains-screen')).toBeVisible();
  await liftCurtain(page);
  expect(await fingerprint(page)).toBe(before);
  expect(errors).toEqual([]);
});

test('a finished Nains game replays step by step and ends on the score sheet', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const errors = await open(page);
  await startNains(page, ['human', 'easy', 'easy'], 'nains-saves-replay');
  await playToScore(page);
  const totals = await Promise.all([0, 1, 2].map((s) => page.getByTestId(`nains-total-${s}`).textContent()));
  await page.waitForTimeout(500);
  await page.getByTestId('nains-new-game').click();
  await page.getByTestId('open-saves').click();
  const row = page.locator('[data-game-kind="nains"]').first();
  const id = (await row.getAttribute('data-testid'))?.replace('save-row-', '') ?? '';
  // A finished game can be replayed, not played on.
  await expect(page.getByTestId(`save-load-${id}`)).toHaveCount(0);
  await page.getByTestId(`save-replay-${id}`).click();
  const position = page.getByTestId('nains-replay-position');
  await expect(position).toHaveAttribute('data-index', '0');
  await page.getByTestId('nains-replay-forward').click();
  await page.getByTestId('nains-replay-forward').click();
  await expect(position).toHaveAttribute('data-index', '2');
  await page.getByTestId('nains-replay-back').click();
  await expect(position).toHaveAttribute('data-index', '1');
  await snap(page, testInfo, 'en-replay-step');
  await page.getByTestId('nains-replay-end').click();
  await expect(page.getByTestId('nains-score')).toBeVisible();
  expect(await Promise.all([0, 1, 2].map((s) => page.getByTestId(`nains-total-${s}`).textContent()))).toEqual(totals);
  await snap(page, testInfo, 'en-replay-end');
  expect(errors).toEqual([]);
});

test('pt-BR: a Nains save in the list and its Undo in Portuguese; a save of an unknown game is explained and kept', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const errors = await open(page, 'pt-BR');
  // A save from a build that has a game this one lacks.
  await page.evaluate(async () => {
    const text = JSON.stringify({ format: 'mirianth-wars-save', version: 2, game: 'xadrez-das-fadas', rulesVersion: 1, moves: [] });
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.open('mirianth-saves', 1);
      req.onupgradeneeded = () => req.result.createObjectStore('files', { keyPath: 'id' });
      req.onerror = () => reject(new Error('no database'));
      req.onsuccess = () => {
        const tx = req.result.transaction('files', 'readwrite');
        tx.objectStore('files').put({ id: 'autosave-000099', text, bytes: text.length, modifiedAt: '2026-12-01T10:00:00.000Z' });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(new Error('write failed'));
      };
    });
  });
  await startNains(page, ['human', 'normal'], 'nains-saves-pt');
  await expect(page.getByTestId('nains-undo')).toHaveText('Desfazer');
  await bid(page);
  await expect(page.getByTestId('nains-move-0').or(page.getByTestId('nains-score'))).toBeVisible();
  await saved(page);
  await leaveTable(page, 'nains');
  await page.getByTestId('open-saves').click();
  const row = page.locator('[data-game-kind="nains"]').first();
  const id = (await row.getAttribute('data-testid'))?.replace('save-row-', '') ?? '';
  await expect(page.getByTestId(`save-round-${id}`)).toContainText('Era 1 · rodada');
  await expect(page.getByTestId('save-reason-autosave-000099')).toContainText('um jogo que este aplicativo não tem');
  await snap(page, testInfo, 'pt-saves-list');
  // The app keeps running: the Nains save loads, the unknown one is still there.
  await page.getByTestId(`save-load-${id}`).click();
  await expect(page.getByTestId('nains-screen')).toBeVisible();
  await leaveTable(page, 'nains');
  await page.getByTestId('open-saves').click();
  await expect(page.getByTestId('save-row-autosave-000099')).toBeVisible();
  expect(errors).toEqual([]);
});
