/**
 * Hosting from the desktop app: the host screen, the host's address and QR code in the lobby, a
 * browser guest joining through that host's own page, and both playing by clicks to the score
 * sheet; then the game is in the records of both, under the same id. The desktop's LAN service runs in the test process (see support/desktopLan.ts), on
 * loopback only.
 */
import { expect, test } from '@playwright/test';
import { desktopStandIn } from './support/desktopLan';
import { lanPlayToEnd, sheetTotals, shot, viewTotals } from './support/lanPlay';
import { collectPageErrors, waitForTable } from './support/pageErrors';

test.use({ actionTimeout: 10_000 });

test('the desktop hosts a table: address and QR code, a browser guest and a typed-address join, a game to the score sheet', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(480_000);
  const origin = new URL(baseURL ?? 'http://127.0.0.1:4173/').origin;
  const service = await desktopStandIn(page, origin);
  const guestContext = await browser.newContext();
  try {
    const errors = collectPageErrors(page);
    await page.goto('./?e2e');
    await waitForTable(page, errors);
    await page.getByTestId('lan-open-host').click();
    await page.getByTestId('lan-host-name').fill('Hana');
    await page.getByTestId('lan-host-table').fill('Mesa Desktop');
    await page.getByTestId('lan-host-seats-3').click();
    await page.getByTestId('lan-host-start').click();

    // The lobby shows where guests find the table.
    await expect(page.getByTestId('lan-lobby')).toBeVisible();
    await expect(page.getByTestId('lan-hostinfo')).toBeVisible();
    const hosting = await service.hosting();
    if (!hosting) throw new Error('not hosting');
    const first = hosting.lanUrls[0];
    if (first) {
      await expect(page.getByTestId('lan-url')).toHaveText(first);
      await expect(page.getByTestId('lan-qr')).toHaveAttribute('src', /^data:image\/png;base64,/);
    }

    // A browser guest opens the host's own page (here on loopback) and sits down.
    const guest = await guestContext.newPage();
    const guestErrors = collectPageErrors(guest);
    await guest.goto(`http://127.0.0.1:${hosting.port}/?e2e`);
    await waitForTable(guest, guestErrors);
    await guest.getByTestId('lan-name').fill('Ivo');
    await guest.getByTestId(`lan-table-${hosting.tableId}`).click();
    await guest.getByTestId('lan-join-button').click();
    await expect(guest.getByTestId('lan-lobby')).toBeVisible();
    await expect(page.getByTestId('lan-seat-row-1')).toHaveAttribute('data-occupied', 'true');

    // Another desktop finds the table by its typed address, sits down, and leaves again.
    const other = await guestContext.newPage();
    const otherService = await desktopStandIn(other, origin);
    try {
      const otherErrors = collectPageErrors(other);
      await other.goto('./?e2e');
      await waitForTable(other, otherErrors);
      await other.getByTestId('lan-open-join').click();
      await other.getByTestId('lan-search').click();
      await expect(other.getByTestId('lan-search')).toBeEnabled();
      await other.getByTestId('lan-address').fill(`127.0.0.1:${hosting.port}`);
      await other.getByTestId('lan-lookup').click();
      await other.getByTestId('lan-name').fill('Jo');
      await other.getByTestId(`lan-table-${hosting.tableId}`).click();
      await other.getByTestId('lan-join-button').click();
      await expect(other.getByTestId('lan-lobby')).toBeVisible();
      await expect(page.getByTestId('lan-seat-row-2')).toHaveAttribute('data-occupied', 'true');
      await other.getByTestId('lan-leave').click();
      await expect(other.getByTestId('new-game')).toBeVisible();
      await expect(page.getByTestId('lan-seat-row-2')).toHaveAttribute('data-occupied', 'false');
      expect(otherErrors).toEqual([]);
    } finally {
      await other.close();
      await otherService.close();
    }

    await page.getByTestId('lan-seat-kind-2-ai').click();
    await page.getByTestId('lan-seat-level-2-easy').click();
    await expect(page.getByTestId('lan-start')).toBeDisabled();
    await guest.getByTestId('lan-ready').click();
    await expect(page.getByTestId('lan-start')).toBeEnabled();
    await shot(page, testInfo, 'host-lobby');
    await page.getByTestId('lan-start').click();

    for (const p of [page, guest]) {
      await expect(p.getByTestId('lan-bar')).toBeVisible({ timeout: 15_000 });
      await p.getByTestId('speed-instant').click();
    }
    let pictured = false;
    const picture = async (turn: { mine: boolean }) => {
      if (pictured || !turn.mine) return;
      pictured = true;
      await shot(guest, testInfo, 'guest-game');
    };
    await Promise.all([lanPlayToEnd(page), lanPlayToEnd(guest, { onTurn: picture })]);
    const totals = await sheetTotals(page, 3);
    expect(totals).toEqual(await viewTotals(page));
    expect(await sheetTotals(guest, 3)).toEqual(totals);
    await shot(guest, testInfo, 'guest-score-sheet');
    expect(guestErrors).toEqual([]);

    // Closing the table stops the host: the desktop is back on its new-game screen.
    await page.getByTestId('lan-back-to-lobby').click();
    await page.getByTestId('lan-leave').click();
    await page.getByTestId('lan-leave-confirm').click();
    await expect(page.getByTestId('new-game')).toBeVisible();
    expect(await service.hosting()).toBeNull();
    await expect(guest.getByTestId('lan-status')).not.toHaveAttribute('data-status', 'open');

    // The game is in the records of both people who played it: the host's own and the guest's.
    await page.getByTestId('open-records').click();
    const hostRows = page.locator('[data-testid^="records-game-lan-"]');
    await expect(hostRows).toHaveCount(1);
    await expect(hostRows.first()).toContainText('Hana (person), Ivo (person)');
    await expect(hostRows.first()).toContainText(totals.join(' · '));
    await expect(hostRows.first().getByTestId('records-lan')).toBeVisible();
    // The browser guest's page came from the host, now closed: its records are kept in that page's
    // storage (what its Records screen reads next time it opens the host's address). The same game,
    // by the same public id, on both computers.
    const guestKept = await guest.evaluate(() => JSON.parse(localStorage.getItem('mirianth.records.v1') ?? '[]') as { gameId: string; lan?: boolean; you?: number }[]);
    expect(guestKept.map((r) => ({ id: `records-game-${r.gameId}`, lan: r.lan, you: r.you }))).toEqual([
      { id: await hostRows.first().getAttribute('data-testid'), lan: true, you: 1 },
    ]);
    expect(errors).toEqual([]);
  } finally {
    await guestContext.close();
    await service.close();
  }
});
