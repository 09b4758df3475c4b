/**
 * LAN play in a real browser: a dedicated host (`npm run serve`, loopback only) serves the built
 * web client; Chromium opens the host's URL as a guest, sits down and plays by clicks to the
 * score sheet. Everything stays on 127.0.0.1; every wait is bounded.
 */
import { expect, test } from '@playwright/test';
import { createBot } from '../../src/ai/games/mirianth/bots';
import { driveWithBot } from '../../src/shared/lan/botDriver';
import { LanError } from '../../src/shared/lan/clientErrors';
import { createLanTable, lanPlayToEnd, sheetTotals, shot, viewTotals } from './support/lanPlay';
import { lanHosts, nodeClient } from './support/lanHost';
import { collectPageErrors, waitForTable } from './support/pageErrors';

test.use({ actionTimeout: 10_000 });

const host = lanHosts();

test('a browser guest opens the host URL, joins a seat and plays by clicks to the score sheet', async ({ page }, testInfo) => {
  test.setTimeout(480_000);
  const h = await host();
  // The table's owner is another player's app (a LanClient in this test), with two AI seats.
  const owner = nodeClient(h);
  await owner.connect();
  const { tableId } = await owner.createTable('Mesa da Ana', 4, 'Ana');
  await owner.configureSeat(2, 'ai', 'easy');
  await owner.configureSeat(3, 'ai', 'normal');
  await owner.chat('Bem-vindos!');

  const errors = collectPageErrors(page);
  await page.goto(`${h.url}?e2e`);
  await waitForTable(page, errors);
  await expect(page.getByTestId('lan-join')).toBeVisible();
  await page.getByTestId('lan-name').fill('Bia');
  await page.getByTestId(`lan-table-${tableId}`).click();
  await page.getByTestId('lan-seat-1').click();
  await shot(page, testInfo, 'guest-join');
  await page.getByTestId('lan-join-button').click();

  // The lobby: four seats, the chat history, a line each way, then ready.
  await expect(page.getByTestId('lan-lobby')).toBeVisible();
  await expect(page.getByTestId('lan-seat-row-1')).toHaveAttribute('data-occupied', 'true');
  await expect(page.getByTestId('lan-seat-row-3')).toHaveAttribute('data-kind', 'ai');
  await expect(page.getByTestId('lan-chat')).toContainText('Bem-vindos!');
  await page.getByTestId('lan-chat-input').fill('Oi, Ana!');
  await page.getByTestId('lan-chat-send').click();
  await expect.poll(() => owner.getSnapshot().chat.map((l) => l.text), { timeout: 5_000 }).toContain('Oi, Ana!');
  await expect(page.getByTestId('lan-start')).toHaveCount(0);
  await page.getByTestId('lan-ready').click();
  await expect.poll(() => owner.getSnapshot().table?.seats[1]?.ready, { timeout: 5_000 }).toBe(true);
  await shot(page, testInfo, 'guest-lobby');

  // The owner starts; a bot plays the owner's seat over the wire, the guest plays by clicks.
  const driver = driveWithBot({ client: owner, bot: createBot('easy', 7), thinkMs: () => 30 });
  await owner.start();
  await expect(page.getByTestId('lan-bar')).toBeVisible();
  await expect(page.getByTestId('lan-status')).toHaveAttribute('data-status', 'open');
  await expect(page.getByTestId('announce-panel')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('speed-instant').click();
  const started = Date.now();
  const clicked = await lanPlayToEnd(page);
  const ownerEnd = await driver.done;
  console.log(`LAN game: ${((Date.now() - started) / 1000).toFixed(1)} s, ${clicked} guest moves`);

  // The sheet shows what the host decided: the owner's (independent) view of the result agrees.
  const hostTotals = ownerEnd.game?.view.result?.scores.map((s) => s.total) ?? [];
  expect(hostTotals).toHaveLength(4);
  expect(await sheetTotals(page, 4)).toEqual(hostTotals);
  await shot(page, testInfo, 'guest-score-sheet');
  expect(await viewTotals(page)).toEqual(hostTotals);
  // A LAN guest never holds the full state: the hook exposes the seat's view only.
  expect(await page.evaluate(() => ({ mode: window.__mirianth?.mode(), state: window.__mirianth?.state() ?? null }))).toEqual({ mode: 'lan', state: null });
  await expect(page.getByTestId('rematch')).toHaveCount(0);

  await page.getByTestId('lan-back-to-lobby').click();
  await expect(page.getByTestId('lan-lobby')).toHaveAttribute('data-phase', 'over');
  driver.stop();
  owner.close();
  expect(errors).toEqual([]);
});

test('the owner sets the table up in the lobby, the clock counts down, and a reload returns to the seat', async ({ page }, testInfo) => {
  test.setTimeout(480_000);
  const h = await host();
  const errors = collectPageErrors(page);
  await page.goto(`${h.url}?e2e`);
  await waitForTable(page, errors);

  // A dedicated server lets a guest open a table: this browser becomes its owner.
  await createLanTable(page, { player: 'Caio', table: 'Mesa E2E', seats: 4 });
  await expect(page.getByTestId('lan-seat-row-0')).toHaveAttribute('data-occupied', 'true');

  // A password keeps strangers out; the owner can kick a player.
  await page.getByTestId('lan-options-open').click();
  await page.getByTestId('lan-opt-password').fill('sesamo');
  await page.getByTestId('lan-opt-password-set').click();
  await expect(page.getByTestId('lan-opt-password-clear')).toBeVisible();
  const stranger = nodeClient(h);
  await stranger.connect();
  const table = (await stranger.listTables()).find((x) => x.name === 'Mesa E2E');
  if (!table) throw new Error('the table is not listed');
  expect(table.hasPassword).toBe(true);
  const refused = await stranger.join(table.id, 'Davi', { seat: 3 }).then(() => null, (e: unknown) => e);
  expect(refused).toBeInstanceOf(LanError);
  expect((refused as LanError).code).toBe('badPassword');
  await stranger.join(table.id, 'Davi', { seat: 3, password: 'sesamo' });
  await expect(page.getByTestId('lan-seat-row-3')).toHaveAttribute('data-occupied', 'true');
  await page.getByTestId('lan-kick-3').click();
  await expect.poll(() => stranger.getSnapshot().closedReason, { timeout: 5_000 }).toBe('kicked');
  await expect(page.getByTestId('lan-seat-row-3')).toHaveAttribute('data-occupied', 'false');
  await page.getByTestId('lan-opt-password-clear').click();
  await expect(page.getByTestId('lan-opt-password-clear')).toHaveCount(0);

  // Three AI seats and a turn clock, all from the lobby.
  for (const s of [1, 2, 3]) {
    await page.getByTestId(`lan-seat-kind-${s}-ai`).click();
    await page.getByTestId(`lan-seat-level-${s}-easy`).click();
    await expect(page.getByTestId(`lan-seat-level-${s}-easy`)).toHaveAttribute('aria-pressed', 'true');
  }
  await page.getByTestId('lan-opt-clock-60').click();
  await expect(page.getByTestId('lan-opt-clock-60')).toHaveAttribute('aria-pressed', 'true');
  // The lobby speaks Brazilian Portuguese too.
  await page.getByTestId('lang-pt-BR').click();
  await expect(page.getByTestId('lan-start')).toHaveText('Começar a partida');
  await shot(page, testInfo, 'owner-lobby-pt-BR');
  await page.getByTestId('lang-en').click();
  await page.getByTestId('lan-start').click();

  // The clock counts down on this seat's decision.
  await expect(page.getByTestId('announce-panel')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('speed-instant').click();
  const clock = page.getByTestId('lan-clock-0');
  await expect(clock).toBeVisible();
  const seconds = async () => {
    const m = /(\d+):(\d\d)/.exec((await clock.textContent()) ?? '');
    return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
  };
  const first = await seconds();
  await page.waitForTimeout(2_100);
  expect(await seconds()).toBeLessThan(first);

  // A few moves, then a reload: the stored session takes the seat back with the full view.
  await lanPlayToEnd(page, { onTurn: async (turn, moves) => moves >= 4 && turn.mine });
  const before = await page.evaluate(() => ({ seat: window.__mirianth?.lan()?.seat, round: window.__mirianth?.view()?.roundNo ?? 0 }));
  await page.reload();
  await waitForTable(page, errors);
  await expect(page.getByTestId('lan-bar')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('lan-status')).toHaveAttribute('data-status', 'open');
  const after = await page.evaluate(() => ({ seat: window.__mirianth?.lan()?.seat, round: window.__mirianth?.view()?.roundNo ?? 0 }));
  expect(after.seat).toBe(before.seat);
  expect(after.round).toBeGreaterThanOrEqual(before.round);
  await expect(page.getByTestId('lan-chat')).toContainText(/returned|voltou|back/);

  await page.getByTestId('speed-instant').click();
  await lanPlayToEnd(page);
  const totals = await viewTotals(page);
  expect(totals).toHaveLength(4);
  expect(await sheetTotals(page, 4)).toEqual(totals);
  expect(errors).toEqual([]);
});
