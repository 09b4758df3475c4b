/**
 * The interface scale (issue 14, Reach): 90–150% from the View popover, remembered across a reload;
 * at every scale the top bar still spans the window and nothing of the HUD spills outside it; the
 * browser build offers full screen. Screenshots at 1280×720 in EN and pt-BR for a person to look at.
 */
import { expect, test, type Page } from '@playwright/test';
import { openPage, playUntil } from './support/saves';
import { shotsIn } from './support/shots';

const shot = shotsIn('test-results/view-scale');

async function setScale(page: Page, percent: number): Promise<void> {
  // The View popover closes on a press outside it (the language buttons, say): open it again.
  if (!(await page.getByTestId('ui-scale').isVisible())) await page.getByTestId('view-toggle').click();
  await page.getByTestId('ui-scale').fill(String(percent));
  await expect(page.getByTestId('ui-scale-value')).toHaveText(`${percent}%`);
}

/** The top bar's box as the window shows it, and the rendered height of the new-game heading. */
function measure(page: Page): Promise<{ left: number; right: number; height: number; title: number; spill: number }> {
  return page.evaluate(() => {
    const bar = document.querySelector('[data-testid="hud"]')?.getBoundingClientRect();
    const title = document.querySelector('[data-testid="new-game"] h2')?.getBoundingClientRect();
    // Anything in the HUD whose box reaches past the window's right or bottom edge.
    let spill = 0;
    for (const el of Array.from(document.querySelectorAll('.hud .topbar > *'))) {
      const r = el.getBoundingClientRect();
      if (r.right > window.innerWidth + 1 || r.bottom > window.innerHeight + 1) spill += 1;
    }
    return { left: bar?.left ?? -1, right: bar?.right ?? -1, height: bar?.height ?? 0, title: title?.height ?? 0, spill };
  });
}

/**
 * Whether the round line shows whole: its text fits its own box, and no clipping ancestor (the
 * phase line hides what overflows it) nor the window cuts that box.
 */
function roundShown(page: Page): Promise<{ text: string; fits: boolean; uncut: boolean }> {
  return page.getByTestId('hud-round').evaluate((el) => {
    const r = el.getBoundingClientRect();
    let uncut = r.left >= 0 && r.top >= 0 && r.right <= window.innerWidth && r.bottom <= window.innerHeight;
    for (let a = el.parentElement; a; a = a.parentElement) {
      if (getComputedStyle(a).overflowX === 'visible') continue;
      const b = a.getBoundingClientRect();
      if (r.left < b.left - 0.5 || r.right > b.right + 0.5) uncut = false;
    }
    return { text: el.textContent ?? '', fits: el.scrollWidth <= el.clientWidth, uncut };
  });
}

async function expectRoundWhole(page: Page, lang: 'en' | 'pt-BR'): Promise<void> {
  await page.getByTestId(`lang-${lang}`).click();
  await expect(page.getByTestId('hud-round')).toContainText(lang === 'en' ? 'Round' : 'Rodada');
  const shown = await roundShown(page);
  expect(shown, `${lang}: "${shown.text}"`).toMatchObject({ fits: true, uncut: true });
}

test.setTimeout(90_000);

test('the interface scales from 90% to 150%, fills the window at each scale, and is remembered', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const errors = await openPage(page);
  await expect(page.getByTestId('hud')).toBeVisible();
  const base = await measure(page);
  await page.getByTestId('view-toggle').click();
  await expect(page.getByTestId('fullscreen')).toBeVisible();
  for (const lang of ['en', 'pt-BR'] as const) {
    await page.getByTestId(`lang-${lang}`).click();
    for (const percent of [90, 150]) {
      await setScale(page, percent);
      const m = await measure(page);
      expect(m.left).toBeCloseTo(0, 0);
      expect(m.right).toBeCloseTo(1280, 0);
      // Panels scale fully; the top bar at most to 115% so its controls fit.
      expect(m.title / base.title).toBeCloseTo(percent / 100, 1);
      expect(m.height / base.height).toBeCloseTo(Math.min(percent, 115) / 100, 1);
      expect(m.spill).toBe(0);
      await shot(page, `new-game-${lang}-${percent}`);
    }
  }
  await setScale(page, 150);
  await page.reload();
  await page.getByTestId('view-toggle').click();
  await expect(page.getByTestId('ui-scale-value')).toHaveText('150%');
  await page.getByTestId('view-toggle').click();
  // A game at 150%: the person's decision panel is on screen, whole, and the top bar's controls all fit.
  await page.getByTestId('players-2').click();
  await page.getByTestId('seat-0-human').click();
  await page.getByTestId('seat-1-easy').click();
  await page.getByTestId('seed').fill('scale-1');
  await page.getByTestId('start-game').click();
  const actions = page.getByTestId('actions');
  await expect(actions).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(1500);
  const box = await actions.boundingBox();
  expect(box && box.x >= 0 && box.y >= 0 && box.x + box.width <= 1281 && box.y + box.height <= 721).toBe(true);
  expect((await measure(page)).spill).toBe(0);
  // The table's canvas ends where the sidebar begins, and starts below the top bar.
  const layout = await page.evaluate(() => {
    const r = (sel: string) => document.querySelector(sel)?.getBoundingClientRect();
    return { table: r('[data-testid="table"]'), side: r('.sidebar'), bar: r('[data-testid="hud"]') };
  });
  expect(Math.abs((layout.table?.right ?? 0) - (layout.side?.left ?? -99))).toBeLessThan(2);
  expect(Math.abs((layout.table?.top ?? 0) - (layout.bar?.bottom ?? -99))).toBeLessThan(2);
  await shot(page, 'game-pt-BR-150');

  // The round line stays whole at 150%: the motion settings left the crowded bar for the View popover.
  for (const lang of ['en', 'pt-BR'] as const) await expectRoundWhole(page, lang);
  await expect(page.getByTestId('speed-instant')).toBeHidden();
  await page.getByTestId('view-toggle').click();
  await expect(page.getByTestId('view-motion')).toBeVisible();
  await page.getByTestId('speed-instant').click();
  await expect(page.getByTestId('speed-instant')).toHaveAttribute('aria-pressed', 'true');
  await shot(page, 'game-pt-BR-150-view-motion');
  await page.getByTestId('view-toggle').click();
  // The longest line: a later round with its Last Round notice ("Rodada 21 (falta uma rodada)").
  await playUntil(page, (_turn, state) => state?.lastRound === 'nextIsLast');
  await expect(page.getByTestId('hud-last-round')).toBeVisible();
  for (const lang of ['en', 'pt-BR'] as const) {
    await expectRoundWhole(page, lang);
    await shot(page, `game-${lang}-150-last-round`);
  }
  expect(errors).toEqual([]);
});
