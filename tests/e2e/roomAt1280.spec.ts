/**
 * Issue 24 at 1280×720, in English and Brazilian Portuguese: room to bargain (the whole deal form in
 * sight without scrolling, at a local table and at a LAN table with its chat open), six lines of log,
 * option keys that stop at 9, the promise sentence while choosing, the top bar whole; and a
 * late-game table whose card names can all be read (whole, or zoomed under the pointer).
 */
import { expect, test, type Page } from '@playwright/test';
import type { Move } from '../../src/engine/games/mirianth';
import { createBot } from '../../src/ai/games/mirianth/bots';
import { driveWithBot } from '../../src/shared/lan/botDriver';
import { clickThrough, peacefulChoice } from './support/autoplay';
import { readTurn, type Turn } from './support/driver';
import { readLanTurn } from './support/lanPlay';
import { lanHosts, nodeClient } from './support/lanHost';
import { collectPageErrors, waitForTable } from './support/pageErrors';
import { gameState, openPage, startGame } from './support/saves';
import { shotsIn } from './support/shots';

test.use({ actionTimeout: 10_000 });

const shot = shotsIn('test-results/room-1280');
const host = lanHosts();

/** Contests a card another seat announced (a dispute), declines offers; otherwise plays peacefully. */
async function disputing(turn: Turn, page: Page): Promise<Move | null> {
  const taken = await page.evaluate(() => window.__mirianth?.state()?.round?.announcements ?? []);
  const contest = turn.moves.find((m) => m.type === 'announce' && m.lock && m.card !== null && taken.includes(m.card));
  return contest ?? turn.moves.find((m) => m.type === 'reject') ?? turn.moves.find((m) => m.type === 'noDeal') ?? peacefulChoice(turn, page);
}

interface Box { x: number; y: number; width: number; height: number }

function inWindow(box: Box | null, page: Page): boolean {
  const size = page.viewportSize();
  return box !== null && size !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width + 0.5 && box.y + box.height <= size.height + 0.5;
}

/** Log lines whose whole box shows inside the log's scroll box. */
function shownLogLines(page: Page): Promise<number> {
  return page.getByTestId('game-log-lines').evaluate((ol) => {
    const box = ol.getBoundingClientRect();
    return Array.from(ol.querySelectorAll('li')).filter((li) => {
      const r = li.getBoundingClientRect();
      return r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
    }).length;
  });
}

/** Whether the log shows its newest line (scrolled to the end). */
function logAtEnd(page: Page): Promise<boolean> {
  return page.getByTestId('game-log-lines').evaluate((ol) => ol.scrollHeight - ol.clientHeight - ol.scrollTop <= 6);
}

async function clipped(page: Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
}

/** Everything the deal form needs in sight, no scrolling; option keys 1–9 then letters; the log and panels readable. */
async function checkRoomToBargain(page: Page, tag: string): Promise<void> {
  const form = page.getByTestId('actions');
  await expect(page.getByTestId('bargain-panel')).toBeVisible();
  expect(await form.evaluate((el) => el.scrollHeight <= el.clientHeight + 1), `${tag}: the deal form scrolls`).toBe(true);
  expect(inWindow(await form.boundingBox(), page), `${tag}: the deal form leaves the window`).toBe(true);
  for (const id of ['deal-claimant-them', 'deal-promise-add', 'deal-promise-draft', 'deal-propose', 'deal-nodeal']) {
    expect(inWindow(await page.getByTestId(id).boundingBox(), page), `${tag}: ${id}`).toBe(true);
  }
  const keys = await form.evaluate((el) => Array.from(el.querySelectorAll<HTMLElement>('button[data-option]')).map((b) => b.dataset['option'] ?? ''));
  expect(keys.length).toBeGreaterThan(9);
  for (const k of keys) expect(k, `${tag}: option key`).toMatch(/^([1-9]|[a-z])$/);
  expect(await shownLogLines(page), `${tag}: log lines in sight`).toBeGreaterThanOrEqual(6);
  expect(await logAtEnd(page), `${tag}: log at its newest line`).toBe(true);
  const ledger = await page.getByTestId('promise-ledger').boundingBox();
  expect(ledger?.height ?? 0, `${tag}: open promises`).toBeGreaterThanOrEqual(50);
  expect(await clipped(page, 'hud-step'), `${tag}: step name`).toBe(false);
  expect(await clipped(page, 'hud-round'), `${tag}: round`).toBe(false);
}

test('at 1280×720 the whole deal form, six log lines and the promise sentence show in EN and pt-BR', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = await openPage(page);
  await startGame(page, ['human', 'easy', 'easy', 'easy'], 'room-deal-1');
  await clickThrough(page, { read: () => readTurn(page), mine: (t) => t.human, choose: (t) => disputing(t, page), stopAt: (t) => t.step === 'bargaining', maxSteps: 600, what: 'to a dispute' });
  await page.waitForFunction(() => window.__mirianth?.animating() === false);
  // The promise's meaning while the toggles are set, before "Add promise".
  const draft = page.getByTestId('deal-promise-draft');
  await page.getByTestId('deal-promise-by-them').click();
  await page.getByTestId('deal-promise-kind-once').click();
  const them = (await page.getByTestId('deal-promise-by-them').innerText()).trim();
  await expect(draft).toContainText(`${them} will give up a dispute against`);
  await page.getByTestId('deal-promise-kind-cardType').click();
  await expect(draft).toContainText('card, in the first later round that reveals one');
  await checkRoomToBargain(page, 'en');
  await shot(page, 'en-deal');
  await page.getByTestId('lang-pt-BR').click();
  await expect(draft).toContainText(`${them} abrirá mão`);
  await checkRoomToBargain(page, 'pt');
  await shot(page, 'pt-deal');
  // At a person's pace the drawer closes, the sidebar's panels change, and the log still ends on its newest line.
  await page.getByTestId('speed-normal').click();
  await clickThrough(page, {
    read: () => readTurn(page), mine: (t) => t.human, choose: (t) => disputing(t, page),
    stopAt: async (t) => t.step === 'announcing' && ((await gameState(page))?.roundNo ?? 0) >= 3, maxSteps: 200, what: 'on at normal speed',
  });
  await page.waitForFunction(() => window.__mirianth?.animating() === false);
  await page.waitForTimeout(300);
  expect(await logAtEnd(page), 'log at its newest line after the drawer closed').toBe(true);
  expect(await shownLogLines(page)).toBeGreaterThanOrEqual(6);
  expect(errors).toEqual([]);
});

test('at a LAN table with the chat open the deal form keeps its room at 1280×720', async ({ page }) => {
  test.setTimeout(300_000);
  const h = await host();
  const owner = nodeClient(h);
  await owner.connect();
  const { tableId } = await owner.createTable('Mesa larga', 4, 'Ana');
  await owner.configureSeat(2, 'ai', 'easy');
  await owner.configureSeat(3, 'ai', 'easy');
  await owner.chat('Bem-vindos!');
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${h.url}?e2e`);
  await waitForTable(page, errors);
  await page.getByTestId('lan-name').fill('Bia');
  await page.getByTestId(`lan-table-${tableId}`).click();
  await page.getByTestId('lan-seat-1').click();
  await page.getByTestId('lan-join-button').click();
  await page.getByTestId('lan-ready').click();
  const driver = driveWithBot({ client: owner, bot: createBot('easy', 7), thinkMs: () => 30 });
  await owner.start();
  await expect(page.getByTestId('announce-panel')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('speed-instant').click();
  // Contest what another seat announced until this seat bargains.
  await clickThrough(page, {
    read: () => readLanTurn(page),
    mine: (t) => t.mine,
    choose: (t) => t.moves.find((m) => m.type === 'announce' && m.lock && m.card !== null && t.taken.includes(m.card))
      ?? t.moves.find((m) => m.type === 'reject') ?? t.moves.find((m) => m.type === 'noDeal') ?? t.moves[0] ?? null,
    // An AI may offer first: answer it, and stop once this seat composes a deal.
    stopAt: (t) => t.step === 'bargaining' && t.mine && t.moves.some((m) => m.type === 'propose'),
    maxSteps: 600,
    what: 'LAN dispute',
  });
  await expect(page.getByTestId('lan-chat')).toBeVisible();
  await checkRoomToBargain(page, 'lan en');
  await shot(page, 'lan-en-deal');
  await page.getByTestId('lang-pt-BR').click();
  await checkRoomToBargain(page, 'lan pt');
  await shot(page, 'lan-pt-deal');
  driver.stop();
  owner.close();
  expect(errors).toEqual([]);
});

interface Cut { id: string; x: number; y: number; strip: number; h: number }

/**
 * The cards on top of the seats' fans (a stack counts once, by its top card; tucked paladins are
 * left out) and those whose printed name the next card of their row covers: with where to point.
 */
async function cutNames(page: Page): Promise<{ cut: Cut[]; tops: number }> {
  return page.evaluate(() => {
    const state = window.__mirianth?.state();
    const table = window.__mirianthTable;
    if (!state || !table) return { cut: [], tops: 0 };
    const cut: Cut[] = [];
    let tops = 0;
    for (const p of state.players) {
      const tucked = new Set(p.attachments.map((a) => a.paladin));
      type Placed = { id: string; x: number; y: number; w: number; h: number };
      const boxes: Placed[] = p.faction.filter((id) => !tucked.has(id)).flatMap((id): Placed[] => {
        const box = table.locate(id);
        return box ? [{ id, ...box }] : [];
      }).sort((a, b) => a.x - b.x);
      // A stack's cards peek out up and to the left of its top card: the top is the rightmost.
      const stacks: Placed[][] = [];
      for (const b of boxes) {
        const home = stacks.find((st) => st.some((o) => Math.abs(o.x - b.x) < 0.2 * b.w && Math.abs(o.y - b.y) < 0.2 * b.h));
        if (home) home.push(b);
        else stacks.push([b]);
      }
      const top: Placed[] = stacks.map((st) => st.reduce((a, b) => (b.x > a.x ? b : a)));
      tops += top.length;
      for (const a of top) {
        const next = top.filter((b) => b.x > a.x + 1 && Math.abs(b.y - a.y) < 0.3 * a.h).sort((m, n) => m.x - n.x)[0];
        if (next && next.x - a.x < 0.95 * a.w) cut.push({ id: a.id, x: a.x, y: a.y, strip: next.x - a.x, h: a.h });
      }
    }
    return { cut, tops };
  });
}

test('a late 4-player table at 1280×720 keeps every card name readable, whole or zoomed, in EN and pt-BR', async ({ page }) => {
  test.setTimeout(420_000);
  const errors = await openPage(page);
  await startGame(page, ['human', 'easy', 'easy', 'easy'], 'room-late-1');
  await clickThrough(page, {
    read: () => readTurn(page), mine: (t) => t.human, choose: (t) => disputing(t, page),
    stopAt: async () => ((await gameState(page))?.roundNo ?? 0) >= 20, maxSteps: 2000, what: 'to round 20',
  });
  await page.waitForFunction(() => window.__mirianth?.animating() === false);
  await page.waitForTimeout(500);
  const { cut, tops } = await cutNames(page);
  console.log(`round 20: ${tops} cards or stacks in the seats' fans, ${cut.length} with a name under the next card: ${cut.map((c) => c.id).join(', ')}`);
  expect(tops).toBeGreaterThan(20);
  // A name under its neighbour is read by pointing at the card: it grows whole, on top.
  for (const c of cut) {
    const before = await page.evaluate((id) => window.__mirianthTable?.locate(id)?.w ?? 0, c.id);
    await page.mouse.move(c.x + c.strip / 2, c.y + c.h / 2);
    await expect.poll(async () => (await page.evaluate((id) => window.__mirianthTable?.locate(id)?.w ?? 0, c.id)), c.id).toBeGreaterThan(before * 1.3);
    await page.mouse.move(5, 700);
    await expect.poll(async () => (await page.evaluate((id) => window.__mirianthTable?.locate(id)?.w ?? 0, c.id))).toBeLessThan(before * 1.1);
  }
  await page.mouse.move(5, 700);
  // Seat plates stay inside the table: no promise token runs under the sidebar.
  const tableBox = await page.locator('.table-overlay.with-sidebar').first().boundingBox();
  for (let s = 0; s < 4; s++) {
    const plate = await page.getByTestId(`seat-plate-${s}`).boundingBox();
    expect(plate && tableBox && plate.x + plate.width <= tableBox.x + tableBox.width + 0.5, `plate ${s}`).toBe(true);
  }
  await shot(page, 'en-late');
  await page.getByTestId('lang-pt-BR').click();
  await expect(page.getByTestId('hud-round')).toContainText('Rodada');
  for (const id of ['hud-round', 'hud-phase', 'hud-step']) expect(await clipped(page, id), id).toBe(false);
  await page.waitForTimeout(400);
  await shot(page, 'pt-late');
  expect(errors).toEqual([]);
});
