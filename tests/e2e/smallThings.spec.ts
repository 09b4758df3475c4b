/**
 * The small things users hit, played through the UI: replay at 8× keeps to 8 moves a second (the
 * table's animations shortened to fit) and its prompt reads as a replay; the new-game form keeps
 * its seats across a reload; New game in a running game asks first; Undo says what it undid;
 * autosave titles follow the language; the hint says why and marks the control that plays its move.
 */
import { expect, test, type Page } from '@playwright/test';
import { buildSave } from '../../src/engine/games/mirianth/save';
import { sampleGame } from '../../src/cli/games/mirianth/sampleGame';
import { openPage, playOne, playUntil, startGame } from './support/saves';

test.use({ actionTimeout: 10_000 });

async function importAndReplay(page: Page, text: string): Promise<void> {
  await page.getByTestId('open-saves').click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('saves-import').click();
  await (await chooser).setFiles({ name: 'sample.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  const row = page.locator('[data-testid^="save-row-save-"]');
  const id = (await row.getAttribute('data-testid'))?.replace('save-row-', '') ?? '';
  await page.getByTestId(`save-replay-${id}`).click();
}

/** Plays from the deal for `ms` at the chosen rate and returns the moves shown per second. */
async function measureRate(page: Page, fit: boolean, ms: number): Promise<number> {
  await page.evaluate((on) => (window as unknown as { __mirianthReplayFit?: (on: boolean) => void }).__mirianthReplayFit?.(on), fit);
  await page.getByTestId('replay-start').click();
  await page.waitForFunction(() => window.__mirianth?.animating() === false);
  const frame = page.getByTestId('replay-frame');
  await page.getByTestId('replay-play').click();
  const t0 = Date.now();
  await page.waitForTimeout(ms);
  const reached = Number(await frame.getAttribute('data-index'));
  const elapsed = (Date.now() - t0) / 1000;
  await page.getByTestId('replay-pause').click();
  return reached / elapsed;
}

test('replay at 8× reaches about 8 moves a second at normal animation speed, and its prompt is not live', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = await openPage(page);
  const sample = sampleGame(2024, 4);
  const built = buildSave(sample.draft);
  if (!built.ok) throw new Error(built.message);
  await importAndReplay(page, built.text);
  await page.getByTestId('speed-normal').click();
  await page.getByTestId('replay-forward').click();
  const prompt = page.getByTestId('hud-prompt');
  await expect(prompt).toHaveAttribute('data-replay', 'true');
  await expect(prompt).toContainText('Replay ·');
  await expect(prompt).not.toHaveAttribute('aria-live', /.*/);
  await page.getByTestId('replay-speed-8').click();
  const before = await measureRate(page, false, 6_000);
  const after = await measureRate(page, true, 6_000);
  console.log(`replay at 8x, normal animations: ${before.toFixed(2)} moves/s at full length, ${after.toFixed(2)} moves/s fitted`);
  expect(after).toBeGreaterThan(before * 1.5);
  expect(after).toBeGreaterThan(6);
  expect(errors).toEqual([]);
});

test('the new-game form remembers seat kinds across a reload', async ({ page }) => {
  const errors = await openPage(page);
  await page.getByTestId('players-3').click();
  await page.getByTestId('seat-1-hard').click();
  await page.getByTestId('seat-2-easy').click();
  await page.getByTestId('seat-name-0').fill('Zoë');
  await page.reload();
  await expect(page.getByTestId('players-3')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('seat-1-hard')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('seat-2-easy')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('seat-name-0')).toHaveValue('Zoë');
  await expect(page.getByTestId('seat-3')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('Undo says what it undid, New game asks first, autosave titles follow the language, the hint says why and marks its control', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = await openPage(page);
  await startGame(page, ['human', 'easy'], 'small-things-1');
  await expect(page.getByTestId('speed-normal')).toHaveAttribute('title', /.+/);

  // The hint names the move and its reason, in each language.
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-why')).not.toBeEmpty({ timeout: 20_000 });
  // It also marks the control of the action panel that plays it (the yellow border of the other tables' hints), in each language.
  const marked = page.getByTestId('actions').locator('button[data-suggested="yes"]');
  await expect(marked).toHaveCount(1);
  await expect(marked).toHaveAttribute('data-testid', /^(announce-|lock-in)/);
  await page.getByTestId('lang-pt-BR').click();
  await expect(page.getByTestId('hint-text')).toContainText(/Anunciar|Passar|Confirmar/);
  await expect(marked).toHaveCount(1);
  await page.getByTestId('lang-en').click();

  // Into round 2, so an autosave exists; then take back the latest decision. The hint's mark went with its decision.
  await playUntil(page, (_, state) => (state?.roundNo ?? 0) >= 2 && state?.step === 'announcing');
  await expect(page.locator('[data-suggested]')).toHaveCount(0);
  await page.getByTestId('speed-normal').click();
  let undone = false;
  for (let i = 0; i < 40 && !undone; i++) {
    await playUntil(page, () => true);
    if (await page.getByTestId('undo').isEnabled()) {
      await page.getByTestId('undo').click();
      undone = true;
    } else {
      await playOne(page);
    }
  }
  expect(undone).toBe(true);
  await expect(page.getByTestId('notice-info')).toContainText(/Undone: Player 1's move “.+”/);

  // New game asks; staying keeps the game.
  await page.getByTestId('menu-new-game').click();
  await expect(page.getByTestId('new-game-ask')).toBeVisible();
  await page.getByTestId('new-game-stay').click();
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await page.getByTestId('menu-new-game').click();
  await page.getByTestId('new-game-leave').click();
  await expect(page.getByTestId('new-game')).toBeVisible();

  // Autosave titles: who played, when the game started, and the moment, in the chosen language.
  await page.getByTestId('open-saves').click();
  const names = page.locator('[data-testid^="save-name-autosave"]');
  await expect(names.first()).toContainText(/round \d+, .+ \(move \d+\)/);
  const en = await names.allTextContents();
  expect(new Set(en).size).toBe(en.length);
  await page.getByTestId('saves-close').click();
  await page.getByTestId('lang-pt-BR').click();
  await page.getByTestId('open-saves').click();
  await expect(names.first()).toContainText(/rodada \d+, .+ \(jogada \d+\)/);
  expect(errors).toEqual([]);
});
