/**
 * Issue 24, late game at 1280×720: a round-24 table of a 4-player game (every seat holding twenty
 * cards or more) where the person composes a deal. In English and Brazilian Portuguese the whole deal
 * drawer shows without scrolling, and every one of its choices, past the 33rd too, answers a key.
 */
import { expect, test, type Page } from '@playwright/test';
import { tabTo } from './support/keyPlay';
import { lateDeal, loadSave } from './support/lateDeal';
import { openPage } from './support/saves';
import { shotsIn } from './support/shots';

test.use({ actionTimeout: 10_000 });

const shot = shotsIn('test-results/late-deal');

async function loadLateDeal(page: Page): Promise<void> {
  const late = lateDeal(13);
  if (!late) throw new Error('seed 13 reaches no late dispute');
  await loadSave(page, late.bytes);
  await expect(page.getByTestId('bargain-panel')).toBeVisible({ timeout: 20_000 });
  await page.waitForFunction(() => window.__mirianth?.animating() === false);
}

interface Box { x: number; y: number; width: number; height: number }

function inWindow(box: Box | null, page: Page): boolean {
  const size = page.viewportSize();
  return box !== null && size !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width + 0.5 && box.y + box.height <= size.height + 0.5;
}

/** The drawer does not scroll, and its sections, buttons and every card chip lie inside the window. */
async function checkWholeForm(page: Page, tag: string): Promise<void> {
  const drawer = page.locator('.actions.deal-drawer');
  await expect(drawer).toBeVisible();
  const { scroll, client } = await drawer.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
  console.log(`${tag}: drawer scrollHeight ${scroll}, clientHeight ${client}`);
  expect(scroll, `${tag}: the drawer scrolls`).toBeLessThanOrEqual(client);
  for (const id of ['deal-give-list', 'deal-take-list', 'promise-builder', 'deal-promise-add', 'deal-propose', 'deal-nodeal', 'deal-claimant-them']) {
    expect(inWindow(await page.getByTestId(id).boundingBox(), page), `${tag}: ${id} in the window`).toBe(true);
  }
  const chips = drawer.locator('[data-testid="deal-give-list"] .chip, [data-testid="deal-take-list"] .chip');
  for (const chip of await chips.all()) expect(inWindow(await chip.boundingBox(), page), `${tag}: ${await chip.getAttribute('data-testid')}`).toBe(true);
}

test('late game: the whole deal drawer shows at 1280×720 in EN and pt-BR, and every choice answers a key', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = await openPage(page);
  await loadLateDeal(page);
  const round = await page.evaluate(() => window.__mirianth?.state()?.roundNo ?? 0);
  const give = await page.locator('[data-testid="deal-give-list"] .chip').count();
  const take = await page.locator('[data-testid="deal-take-list"] .chip').count();
  console.log(`round ${round}: ${give} cards to give, ${take} to ask for`);
  expect(round).toBeGreaterThanOrEqual(20);
  expect(give + take).toBeGreaterThanOrEqual(30);
  await checkWholeForm(page, 'en');
  await shot(page, 'en-drawer');

  // More buttons than keys: M moves the keys on, and the last chip (past the 33rd button) is pressed by its key.
  const buttons = page.locator('[data-testid="actions"] button');
  expect(await buttons.count()).toBeGreaterThan(33);
  await expect(page.getByTestId('deal-propose')).toHaveAttribute('data-option', 'p');
  await expect(page.getByTestId('deal-nodeal')).toHaveAttribute('data-option', 'n');
  await expect(page.getByTestId('keys-more')).toBeVisible();
  const last = page.locator('[data-testid="deal-take-list"] .chip').last();
  expect(await last.evaluate((el) => Array.from(document.querySelectorAll('[data-testid="actions"] button')).indexOf(el as HTMLButtonElement))).toBeGreaterThanOrEqual(33);
  await expect(last).not.toHaveAttribute('data-option');
  await page.keyboard.press('m');
  const key = await last.getAttribute('data-option');
  expect(key ?? '').toMatch(/^([1-9]|[a-z])$/);
  await page.keyboard.press(key ?? '');
  await expect(last).toHaveAttribute('aria-pressed', 'true');
  // The shortcut list names the page key and the deal's own keys.
  await page.keyboard.press('?');
  await expect(page.getByTestId('key-help')).toContainText('More keys');
  await shot(page, 'en-keys');
  await page.keyboard.press('Escape');

  await page.getByTestId('lang-pt-BR').click();
  await expect(page.getByTestId('deal-propose')).toHaveText('Propor acordo');
  await checkWholeForm(page, 'pt');
  await shot(page, 'pt-drawer');

  // Tab onto the table's cards, then the arrows: the focused card grows whole on top, and settles when the focus moves on.
  const width = (id: string) => page.evaluate((card) => window.__mirianthTable?.locate(card)?.w ?? 0, id);
  const cards = await page.getByTestId('table-cards').locator('button').evaluateAll((bs) => bs.map((b) => (b as HTMLElement).dataset['testid'] ?? ''));
  expect(cards.length).toBeGreaterThan(60);
  const [first, second] = [cards[0] ?? '', cards[1] ?? ''];
  const card = (testId: string) => testId.replace('table-card-', '');
  const [rest1, rest2] = [await width(card(first)), await width(card(second))];
  expect(rest1).toBeGreaterThan(0);
  await tabTo(page, first, 150);
  await expect.poll(() => width(card(first))).toBeGreaterThan(rest1 * 1.3);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId(second)).toBeFocused();
  await expect.poll(() => width(card(second))).toBeGreaterThan(rest2 * 1.3);
  await expect.poll(() => width(card(first))).toBeLessThan(rest1 * 1.1);
  await expect(page.getByTestId('card-inspector')).toBeVisible();
  await shot(page, 'pt-focus');
  // The pointer still zooms a card too: the rightmost card of the person's row, clear of the drawer.
  const mine = await page.evaluate(() => {
    const state = window.__mirianth?.state();
    const table = window.__mirianthTable;
    const boxes = (state?.players[0]?.faction ?? []).flatMap((id) => {
      const b = table?.locate(id);
      return b && b.y > 560 ? [{ id, ...b }] : [];
    });
    return boxes.sort((a, b) => b.x - a.x)[0] ?? null;
  });
  expect(mine).not.toBeNull();
  if (mine) {
    await page.mouse.move(mine.x + mine.w / 2, mine.y + mine.h / 2);
    await expect.poll(() => width(mine.id)).toBeGreaterThan(mine.w * 1.3);
    await page.mouse.move(5, 700);
    await expect.poll(() => width(mine.id)).toBeLessThan(mine.w * 1.1);
  }
  expect(errors).toEqual([]);
});
