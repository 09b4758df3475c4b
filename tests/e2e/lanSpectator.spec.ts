/**
 * Issue 14 in a real browser: a late friend opens a loopback host's page, picks a running Nains
 * table and watches it. The page shows the table with a spectator banner and no answers, and no
 * frame it receives carries another Lord's secret bid. Screenshots at 1280×720 in EN and pt-BR.
 * Then a Nains LAN table started from the browser itself (issue 15): created, started against an
 * AI seat and played by clicks for a few answers, each one applied by the host; the seated player
 * sees "Caio is watching" and a watcher count in the LAN bar when a friend watches, and is told when
 * they go.
 * Issue 26: one screen per game for local and LAN tables, so a LAN Nains table animates its moves
 * and a LAN Miremarsh table has the Hint and shows the dice a payment spent, as local tables do.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { lanHosts, nodeClient } from './support/lanHost';
import { createLanTable, openGuest, shot } from './support/lanPlay';
import { nainsBid } from './support/moduleGame';
import { mmClickKind, mmViaMap } from './support/mmPlay';

test.use({ actionTimeout: 10_000 });

const host = lanHosts();

interface SeenBid { committed: boolean; hidden?: boolean; value?: unknown }

async function watchTable(page: Page, tableId: string, name: string): Promise<void> {
  await page.getByTestId('lan-name').fill(name);
  await page.getByTestId(`lan-table-${tableId}`).click();
  await page.getByTestId('lan-watch-button').click();
  await expect(page.getByTestId('nains-screen')).toBeVisible();
  await expect(page.getByTestId('lan-spectator-banner')).toBeVisible();
}

test('a late friend watches a running Nains table: the table, a spectator banner, no answers, no secret bid on the wire', async ({ page, browser }, testInfo: TestInfo) => {
  test.setTimeout(90_000);
  const h = await host();
  // The owner (another app) plays with two AI Lords; the AIs bid at once, the owner thinks: the
  // game waits there, with two secret bids on the table.
  const owner = nodeClient(h);
  await owner.connect();
  const { tableId } = await owner.createTable('Taverna da Ana', 3, 'Ana', undefined, 'nains');
  await owner.configureSeat(1, 'ai', 'easy');
  await owner.configureSeat(2, 'ai', 'normal');
  await owner.start();
  await expect.poll(() => {
    const bids = (owner.getSnapshot().game?.view as { bids?: SeenBid[] | null } | undefined)?.bids ?? [];
    return bids.filter((b) => b.committed).length;
    // The host's AI worker thread starts on the first decision: seconds on a busy machine.
  }, { timeout: 45_000 }).toBe(2);

  const { errors, views } = await openGuest(page, h, { language: 'en', speed: 'instant', views: true });
  await watchTable(page, tableId, 'Bia');
  await expect(page.getByTestId('nains-viewer')).toContainText('Spectator');
  await expect(page.getByTestId('nains-taverns')).toBeVisible();
  // Nothing to answer, no bid picker: a spectator only watches.
  await expect(page.getByTestId('nains-bid')).toHaveCount(0);
  await expect(page.getByTestId('nains-controls')).toHaveCount(0);
  await expect.poll(() => owner.getSnapshot().table?.spectators, { timeout: 5_000 }).toBe(1);
  // Chat both ways; the spectator's line has no seat.
  await page.getByTestId('lan-chat-input').fill('Boa sorte!');
  await page.getByTestId('lan-chat-send').click();
  await expect.poll(() => owner.getSnapshot().chat.find((l) => l.text === 'Boa sorte!')?.seat, { timeout: 5_000 }).toBeNull();
  await shot(page, testInfo, 'spectator-nains-en');
  // A reload watches again.
  await page.reload();
  await expect(page.getByTestId('lan-spectator-banner')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('nains-taverns')).toBeVisible();

  // pt-BR: another friend in another browser window.
  const other = await browser.newPage();
  const pt = await openGuest(other, h, { language: 'pt-BR', speed: 'instant', views: true });
  await watchTable(other, tableId, 'Caio');
  await expect(other.getByTestId('lan-spectator-banner')).toContainText('assistindo');
  // Spectators have their banner (with the count); the seated players' watcher badge is not theirs.
  await expect(other.getByTestId('lan-spectator-banner')).toContainText('2 assistindo');
  await expect(page.getByTestId('lan-watchers')).toHaveCount(0);
  await shot(other, testInfo, 'spectator-nains-pt-BR');

  // The wire: every view the spectators got is nobody's, and no committed bid shows its value.
  for (const v of [...views, ...pt.views]) {
    const view = v as { you: unknown; bids: SeenBid[] | null; placed: { pouch: unknown }[] | null };
    expect(view.you).toBeNull();
    expect((view.bids ?? []).filter((b) => b.committed && !b.hidden)).toEqual([]);
    expect((view.placed ?? []).filter((p) => p.pouch !== null)).toEqual([]);
  }
  expect(views.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  expect(pt.errors).toEqual([]);
  await other.close();
  owner.close();
});

test('a Nains LAN table created from the browser starts against an AI and takes answers by clicks', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const h = await host();
  const { errors } = await openGuest(page, h, { language: 'en', speed: 'instant', views: true });
  await createLanTable(page, { player: 'Bia', game: 'nains', seats: 2 });
  await page.getByTestId('lan-seat-kind-1-ai').click();
  await page.getByTestId('lan-start').click();
  await expect(page.getByTestId('nains-screen')).toBeVisible();
  await expect(page.getByTestId('nains-viewer')).toContainText('Bia');
  await expect(page.getByTestId('lan-spectator-banner')).toHaveCount(0);
  await expect(page.getByTestId('lan-watchers')).toHaveCount(0);
  const watcher = nodeClient(h);
  await watcher.connect();
  const tableId = (await watcher.listTables())[0]?.id ?? '';
  await watcher.watch(tableId, 'Caio');
  // The seated player learns that someone watches: who, for a moment, and how many, in the LAN bar.
  await expect(page.getByTestId('lan-watch-notice')).toHaveText('Caio is watching.');
  await expect(page.getByTestId('lan-watchers')).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('lan-bar').getByTestId('lan-watchers')).toContainText('1 watching');
  await expect(page.getByTestId('lan-chat')).toContainText('Caio is watching.');
  await shot(page, testInfo, 'nains-lan-bid');
  // A few answers by clicks; each is applied by the host (the spectator's move count follows).
  let answers = 0;
  for (let guard = 0; answers < 6 && guard < 400; guard++) {
    const before = watcher.getSnapshot().game?.moveNo ?? 0;
    if (await page.getByTestId('nains-bid').isVisible()) {
      await nainsBid(page);
      // The AI's bid may bump the move count first; the picker goes once the host has applied this one.
      await expect(page.getByTestId('nains-bid')).toBeHidden();
    } else if (await page.getByTestId('nains-move-0').isVisible()) {
      // The answers are redrawn when the host's AI moves: a click on a button just replaced is tried again.
      const clicked = await page.getByTestId('nains-move-0').click({ timeout: 3_000 }).then(() => true, () => false);
      if (!clicked) continue;
    } else {
      await page.waitForTimeout(50);
      continue;
    }
    await expect.poll(() => watcher.getSnapshot().game?.moveNo ?? 0, { timeout: 5_000 }).toBeGreaterThan(before);
    answers++;
  }
  expect(answers).toBe(6);
  await shot(page, testInfo, 'nains-lan-played');
  // The watcher goes: said so, and the count leaves the bar once the notice has faded.
  await watcher.leave();
  await expect(page.getByTestId('lan-watch-notice')).toHaveText('Caio stopped watching.');
  await expect(page.getByTestId('lan-watchers')).toHaveAttribute('data-count', '0');
  await expect(page.getByTestId('lan-watchers')).toHaveCount(0, { timeout: 10_000 });
  expect(errors).toEqual([]);
  watcher.close();
});

test('a LAN Nains table animates its moves, as the local table does', async ({ page }) => {
  test.setTimeout(90_000);
  const h = await host();
  const { errors } = await openGuest(page, h, { language: 'en', speed: 'fast', views: true });
  // Remembers whether the table ever played an animation (busy), however short.
  await page.evaluate(() => {
    const w = window as unknown as { animSeen: boolean };
    w.animSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="nains-screen"][data-anim="busy"]')) w.animSeen = true;
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-anim'] });
  });
  await createLanTable(page, { player: 'Bia', game: 'nains', seats: 2 });
  await page.getByTestId('lan-seat-kind-1-ai').click();
  await page.getByTestId('lan-start').click();
  await expect(page.getByTestId('nains-screen')).toHaveAttribute('data-mode', 'lan');
  for (let i = 0; i < 3 && !(await page.evaluate(() => (window as unknown as { animSeen: boolean }).animSeen)); i++) {
    await expect(page.getByTestId('nains-bid').or(page.getByTestId('nains-move-0')).first()).toBeVisible({ timeout: 20_000 });
    if (await page.getByTestId('nains-bid').isVisible()) {
      await nainsBid(page);
      await expect(page.getByTestId('nains-bid')).toBeHidden();
    } else await page.getByTestId('nains-move-0').click({ timeout: 3_000 }).catch(() => undefined);
    await page.waitForTimeout(500);
  }
  await expect.poll(() => page.evaluate(() => (window as unknown as { animSeen: boolean }).animSeen), { timeout: 15_000 }).toBe(true);
  // No local-only parts at the LAN: no Undo, no Save (the host keeps the game).
  await expect(page.getByTestId('nains-undo')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a LAN Miremarsh table offers the Hint and shows the dice a payment spent, as the local table does', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const h = await host();
  const { errors } = await openGuest(page, h, { language: 'en', speed: 'instant', views: true });
  await createLanTable(page, { player: 'Bia', game: 'miremarsh', seats: 2 });
  await page.getByTestId('lan-seat-kind-1-ai').click();
  await page.getByTestId('lan-start').click();
  await expect(page.getByTestId('mm-screen')).toHaveAttribute('data-mode', 'lan');
  await expect(page.getByTestId('mm-undo')).toHaveCount(0);
  let hinted = false;
  let walked = 0;
  let spent = false;
  for (let guard = 0; guard < 400 && !spent; guard++) {
    if (await page.getByTestId('mm-score').isVisible()) break;
    const pay = page.getByTestId('mm-pay-0');
    if (!(await pay.isVisible()) && !(await page.getByTestId('mm-move-0').isVisible())) {
      await page.waitForTimeout(50);
      continue;
    }
    if (!hinted && (await page.getByTestId('mm-hint').isVisible())) {
      await page.getByTestId('mm-hint').click();
      await expect(page.getByTestId('mm-hint-text')).toBeVisible({ timeout: 10_000 });
      hinted = true;
      continue;
    }
    if (await pay.isVisible()) {
      await pay.click({ timeout: 3_000 }).catch(() => undefined);
      // The host applies the payment and acks it: the slot shows the dice it took.
      spent = await page.getByTestId('mm-slot-spent').waitFor({ timeout: 3_000 }).then(() => true, () => false);
      continue;
    }
    if (await mmClickKind(page, ['respawn', 'pickItem', 'sneak', 'placeCreature', 'stepCreature', 'bribe', 'answerBribe', 'attempt'])) continue;
    if (walked < 1 && (await mmViaMap(page, 'move'))) {
      walked++;
      continue;
    }
    if ((await mmClickKind(page, ['endTurn'])) === null) await page.getByTestId('mm-move-0').click({ timeout: 3_000 }).catch(() => undefined);
    walked = 0;
  }
  expect(hinted, 'the LAN table offered the Hint').toBe(true);
  expect(spent, 'a payment at the LAN table showed its spent dice').toBe(true);
  await shot(page, testInfo, 'miremarsh-lan-spent');
  expect(errors).toEqual([]);
});
