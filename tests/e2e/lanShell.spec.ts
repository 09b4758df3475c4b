/**
 * Issue 26 items 2-3, one game shell at LAN tables too: a LAN table of every game, seated or
 * watching, wears the same shell bar as the local table (Rules, `?`, Sound, speed, Reduce motion,
 * View, language) with "Leave the table" as its exit and no Save, Undo or Load (the host keeps the
 * game); the LAN's own row (connection, spectator banner, watchers, clock) stays under it. At
 * 1280×720 in EN and pt-BR nothing in the bar clips; `?` opens the game's keys and Esc closes them;
 * the Hint sits beside the answers; leaving a seat asks once (Esc keeps the seat), a spectator leaves at once, the desktop host's
 * Close the table asks once for everyone.
 */
import { expect, test, type Page } from '@playwright/test';
import { desktopStandIn } from './support/desktopLan';
import { lanHosts, nodeClient } from './support/lanHost';
import { createLanTable, openGuest } from './support/lanPlay';
import { collectPageErrors, waitForTable } from './support/pageErrors';
import { expectFits } from './support/shellFit';
import { shotsIn } from './support/shots';

test.use({ actionTimeout: 10_000 });

const host = lanHosts();
const shot = shotsIn('test-results/lan-shell');

interface LanGame {
  id: string;
  /** The create form's game (none: the default game). */
  game?: string;
  bar: string;
  rules: string;
  /** The local table's Save and Undo, which a LAN table has not. */
  local: readonly string[];
  /** The Hint beside the answers and its line. */
  hint: string;
  hintText: string;
  /** The game's name in EN, as the join list and the lobby say it. */
  name: string;
}

const NAINS: LanGame = { id: 'nains', game: 'nains', bar: 'nains-bar', rules: 'table-rules', local: ['nains-save', 'nains-undo'], hint: 'nains-hint', hintText: 'nains-hint-text', name: 'Nains' };
const GAMES: LanGame[] = [
  { id: 'mirianth-wars', bar: 'hud', rules: 'open-rules', local: ['save-game', 'undo'], hint: 'hint', hintText: 'hint-text', name: 'Mirianth Wars' },
  NAINS,
  { id: 'miremarsh', game: 'miremarsh', bar: 'mm-bar', rules: 'table-rules', local: ['mm-save', 'mm-undo'], hint: 'mm-hint', hintText: 'mm-hint-text', name: 'Miremarsh' },
];

const controlsOf = (g: LanGame) => [g.rules, 'key-help-open', 'sound-toggle', 'speed-normal', 'reduce-motion', 'view-toggle', 'lang-en', 'lang-pt-BR', 'lan-leave'];

/** A guest's page in EN at normal speed, on the join screen. */
const GUEST = { language: 'en', speed: 'normal' };

/** The bar holds every shared control and the LAN exit, fits in EN and pt-BR, `?` lists the keys; no local-only parts. */
async function checkBar(page: Page, g: LanGame, who: string, leave: { en: string; pt: string }): Promise<void> {
  const bar = page.getByTestId(g.bar);
  await expect(bar.getByTestId('lan-leave')).toBeVisible({ timeout: 20_000 });
  await expectFits(bar, controlsOf(g), `${g.id} ${who} EN`);
  await expect(bar.getByTestId('lan-leave')).toHaveText(leave.en);
  for (const id of [...g.local, 'open-saves-top']) await expect(page.getByTestId(id), `${id} at a LAN table`).toHaveCount(0);
  // One bar only (the frame's own hides under a game's own screen), and the LAN row under it without a second Leave.
  await expect(page.getByTestId('key-help-open')).toHaveCount(1);
  await expect(page.getByTestId('lan-bar').getByTestId('lan-status')).toBeVisible();
  await expect(page.getByTestId('lan-bar').getByTestId('lan-leave')).toHaveCount(0);
  await shot(page, `${g.id}-${who}-en`);

  await bar.getByTestId('key-help-open').click();
  const help = page.getByTestId('key-help');
  await expect(help).toBeVisible();
  expect(await help.locator('tr').count()).toBeGreaterThanOrEqual(5);
  // No Undo key at a LAN table: the host keeps the game.
  await expect(help).not.toContainText(/Undo|Take back/);
  await expect(help).toContainText('Ask the AI for a hint');
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);

  await bar.getByTestId('lang-pt-BR').click();
  await expect(bar.getByTestId('lan-leave')).toHaveText(leave.pt);
  await expect(bar.getByTestId('view-toggle')).toHaveText('Exibir');
  await expectFits(bar, controlsOf(g), `${g.id} ${who} pt-BR`);
  await shot(page, `${g.id}-${who}-pt-BR`);
  await bar.getByTestId('lang-en').click();
}

for (const g of GAMES) {
  test(`${g.id}: a seated player's LAN table wears the shell bar, fits 1280×720 in EN and pt-BR, and Leave asks once`, async ({ page }) => {
    test.setTimeout(120_000);
    const h = await host();
    const { errors } = await openGuest(page, h, GUEST);
    await createLanTable(page, { player: 'Bia', seats: 2, ...(g.game ? { game: g.game } : {}) });
    // The lobby says which game the table plays.
    await expect(page.getByTestId('lan-lobby-game')).toHaveText(`Game: ${g.name}`);
    await page.getByTestId('lan-seat-kind-1-ai').click();
    await page.getByTestId('lan-start').click();
    await checkBar(page, g, 'seated', { en: 'Leave the table', pt: 'Sair da mesa' });
    // The Hint beside the answers, as at the local table (never in the bar).
    await page.getByTestId(g.hint).click({ timeout: 30_000 });
    await expect(page.getByTestId(g.hintText)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId(g.bar).getByTestId(g.hint)).toHaveCount(0);

    // Leave asks once; Esc keeps the seat; Leave the table then goes back to the host's tables.
    const leave = page.getByTestId(g.bar).getByTestId('lan-leave');
    await leave.click();
    await expect(page.getByTestId('new-game-ask')).toContainText('The AI plays your seat');
    await expect(page.getByTestId('new-game-leave')).toHaveText('Leave the table');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('new-game-ask')).toHaveCount(0);
    await expect(page.getByTestId(g.bar)).toBeVisible();
    await leave.click();
    await page.getByTestId('new-game-leave').click();
    await expect(page.getByTestId('lan-join')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(`${g.id}: a spectator's LAN table wears the same bar, and Stop watching leaves at once`, async ({ page }) => {
    test.setTimeout(120_000);
    const h = await host();
    const owner = nodeClient(h);
    await owner.connect();
    const { tableId } = await owner.createTable('Mesa da Ana', 2, 'Ana', undefined, g.game);
    await owner.configureSeat(1, 'ai', 'easy');
    await owner.start();
    const { errors } = await openGuest(page, h, GUEST);
    await page.getByTestId('lan-name').fill('Caio');
    // The host's tables say which game each plays.
    await expect(page.getByTestId(`lan-table-game-${tableId}`)).toHaveText(g.name);
    await page.getByTestId(`lan-table-${tableId}`).click();
    await page.getByTestId('lan-watch-button').click();
    await expect(page.getByTestId('lan-bar').getByTestId('lan-spectator-banner')).toBeVisible({ timeout: 20_000 });
    await checkBar(page, g, 'spectator', { en: 'Stop watching', pt: 'Parar de assistir' });
    await page.getByTestId(g.bar).getByTestId('lan-leave').click();
    await expect(page.getByTestId('new-game-ask')).toHaveCount(0);
    await expect(page.getByTestId('lan-join')).toBeVisible();
    expect(errors).toEqual([]);
    owner.close();
  });
}

test('the desktop host\'s own Nains table: Close the table in the shell bar asks once, the clock shows in the LAN row', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const service = await desktopStandIn(page, new URL(baseURL ?? 'http://127.0.0.1:4173/').origin);
  try {
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('./?e2e');
    await waitForTable(page, errors);
    await page.getByTestId('lan-open-host').click();
    await page.getByTestId('lan-host-name').fill('Hana');
    await page.getByTestId('lan-host-game-nains').click();
    await page.getByTestId('lan-host-seats-2').click();
    await page.getByTestId('lan-host-clock-120').click();
    await page.getByTestId('lan-host-start').click();
    await page.getByTestId('lan-seat-kind-1-ai').click();
    await page.getByTestId('lan-start').click();
    const bar = page.getByTestId('nains-bar');
    await expect(bar.getByTestId('lan-leave')).toHaveText('Close the table', { timeout: 20_000 });
    await expectFits(bar, controlsOf(NAINS), 'desktop host EN');
    await expect(page.getByTestId('lan-bar').getByTestId('lan-clock')).toBeVisible();
    await shot(page, 'nains-host-en');
    await bar.getByTestId('lan-leave').click();
    await expect(page.getByTestId('new-game-ask')).toContainText('Close the table for everyone?');
    // The stay answer says what staying does for a host (not a seated player's "Keep playing").
    await expect(page.getByTestId('new-game-stay')).toHaveText('Keep it open');
    await shot(page, 'nains-host-ask-en');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('new-game-ask')).toHaveCount(0);
    expect(await service.hosting()).not.toBeNull();
    await bar.getByTestId('lan-leave').click();
    await page.getByTestId('new-game-leave').click();
    await expect(page.getByTestId('new-game')).toBeVisible();
    expect(await service.hosting()).toBeNull();
    expect(errors).toEqual([]);
  } finally {
    await service.close();
  }
});
