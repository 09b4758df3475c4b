/**
 * Issue 26, one game shell: every game's top bar holds the same controls in the same order
 * (Rules, ?, Sound, speed, Reduce motion, View, language, Undo, Save, Load, New game), `?` lists the
 * game's keys, the language switch turns the bar's words to pt-BR, nothing in the bar spills or
 * clips at 1280×720 in either language (Miremarsh's round and whose view it is too, with five seats),
 * every game reads in the app's interface font, and New game asks once, then opens that game's form.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectFits } from './support/shellFit';
import { openModuleGame, pickModuleGame } from './support/moduleGame';
import { openPage, startGame } from './support/saves';
import { shotsIn } from './support/shots';

test.use({ actionTimeout: 10_000 });

const shot = shotsIn('test-results/shell');

interface Game {
  id: string;
  bar: string;
  rules: string;
  save: string;
  /** Undo sits beside Save in every game's bar. */
  undo: string;
  exit: string;
  start(page: Page): Promise<void>;
}

const GAMES: Game[] = [
  { id: 'mirianth-wars', bar: 'hud', rules: 'open-rules', save: 'save-game', undo: 'undo', exit: 'menu-new-game', start: (page) => startGame(page, ['human', 'easy'], 'shell-m') },
  { id: 'nains', bar: 'nains-bar', rules: 'table-rules', save: 'nains-save', undo: 'nains-undo', exit: 'nains-leave', start: (page) => pickModuleGame(page, 'nains', ['human', 'easy'], 'shell-n', 'nains-screen') },
  { id: 'miremarsh', bar: 'mm-bar', rules: 'table-rules', save: 'mm-save', undo: 'mm-undo', exit: 'mm-leave', start: (page) => pickModuleGame(page, 'miremarsh', ['human', 'easy'], 'shell-mm', 'mm-screen') },
];

/** The shared controls, in the bar's order. */
const controlsOf = (g: Game) => [g.rules, 'key-help-open', 'sound-toggle', 'speed-normal', 'reduce-motion', 'view-toggle', 'lang-en', 'lang-pt-BR', g.undo, g.save, 'open-saves-top', g.exit];

for (const g of GAMES) {
  test(`${g.id}: the shell bar holds every shared control, lists its keys, speaks pt-BR and fits 1280×720`, async ({ page }) => {
    test.setTimeout(90_000);
    const errors = await openPage(page);
    await g.start(page);
    const bar = page.getByTestId(g.bar);
    const ids = controlsOf(g);
    await expectFits(bar, ids, `${g.id} EN`);
    await expect(bar.getByTestId(g.exit)).toHaveText('New game');
    // Every game's bar and table read in the app's interface font (a LAN table sat in it, a local one fell to the browser's serif).
    for (const where of [bar.getByTestId(g.exit), page.getByTestId(g.bar).locator('xpath=..')]) {
      expect(await where.evaluate((el) => getComputedStyle(el).fontFamily), `${g.id} font`).toMatch(/^Inter\b/);
    }
    await shot(page, `${g.id}-en`);

    // `?` opens the game's shortcut list; Esc closes it.
    await bar.getByTestId('key-help-open').click();
    const help = page.getByTestId('key-help');
    await expect(help).toBeVisible();
    expect(await help.locator('tr').count()).toBeGreaterThanOrEqual(5);
    await expect(help).toContainText('Ask the AI for a hint');
    await shot(page, `${g.id}-keys-en`);
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);

    // The language switch turns the bar's words.
    await bar.getByTestId('lang-pt-BR').click();
    await expect(bar.getByTestId(g.exit)).toHaveText('Nova partida');
    await expect(bar.getByTestId('view-toggle')).toHaveText('Exibir');
    await expect(bar.getByTestId('open-saves-top')).toHaveText('Abrir…');
    await expectFits(bar, ids, `${g.id} pt-BR`);
    await shot(page, `${g.id}-pt`);

    // Load lists the saved games; New game asks once, then opens this game's form.
    await bar.getByTestId('open-saves-top').click();
    await expect(page.getByTestId('saves-list')).toBeVisible();
    await page.getByTestId('saves-close').click();
    await bar.getByTestId(g.exit).click();
    await expect(page.getByTestId('new-game-ask')).toBeVisible();
    await page.getByTestId('new-game-leave').click();
    await expect(page.getByTestId('new-game')).toBeVisible();
    await expect(page.getByTestId(`new-game-game-${g.id}`)).toHaveAttribute('aria-checked', 'true');
    expect(errors).toEqual([]);
  });
}

// The game's line of Miremarsh's bar (the round, whose eyes the table shows) read whole too, with the most seats, in both languages.
test('miremarsh: with five seats the bar reads every item whole, the round and whose view included, in EN and pt-BR', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = await openModuleGame(page, 'miremarsh', 'mm-screen', ['human', 'easy', 'easy', 'easy', 'easy'], 'shell-mm-5', 'pt-BR', 'instant');
  const g = GAMES[2];
  expect(g?.id).toBe('miremarsh');
  if (!g) return;
  const bar = page.getByTestId(g.bar);
  // The round sits over whose view it is: each is checked whole and in order with the rest of the bar.
  const lines = [['mm-title', 'mm-round', ...controlsOf(g)], ['mm-title', 'mm-viewer', ...controlsOf(g)]];
  await expect(bar.getByTestId('mm-viewer')).toHaveText('Visão de Jogador 1');
  for (const ids of lines) await expectFits(bar, ids, 'miremarsh 5 seats pt-BR');
  await shot(page, 'miremarsh-5-pt');
  await bar.getByTestId('lang-en').click();
  await expect(bar.getByTestId('mm-viewer')).toHaveText('Eyes of Jogador 1');
  for (const ids of lines) await expectFits(bar, ids, 'miremarsh 5 seats EN');
  await shot(page, 'miremarsh-5-en');
  expect(errors).toEqual([]);
});
