/** The shell bar at 1280×720: every control whole, in order, inside the bar (shell.spec, lanShell.spec). */
import { expect, type Locator } from '@playwright/test';

/** Each control whole inside the bar, left of the next one, none cut short; the bar itself not wider than its box. */
export async function expectFits(bar: Locator, ids: readonly string[], label: string): Promise<void> {
  const box = await bar.boundingBox();
  expect(box, `${label}: the bar`).not.toBeNull();
  if (!box) return;
  let right = -1;
  for (const id of ids) {
    const el = bar.getByTestId(id);
    await expect(el, `${label}: ${id} in the bar`).toBeVisible();
    const r = await el.boundingBox();
    expect(r, `${label}: ${id}`).not.toBeNull();
    if (!r) continue;
    expect(r.x, `${label}: ${id} starts inside the bar`).toBeGreaterThanOrEqual(box.x - 0.5);
    expect(r.x + r.width, `${label}: ${id} ends inside the bar`).toBeLessThanOrEqual(box.x + box.width + 0.5);
    expect(r.y, `${label}: ${id} top inside the bar`).toBeGreaterThanOrEqual(box.y - 0.5);
    expect(r.y + r.height, `${label}: ${id} bottom inside the bar`).toBeLessThanOrEqual(box.y + box.height + 0.5);
    expect(r.x, `${label}: ${id} after the control before it`).toBeGreaterThanOrEqual(right - 0.5);
    right = r.x + r.width;
    expect(await el.evaluate((e) => e.scrollWidth <= e.clientWidth + 1), `${label}: ${id}'s words are cut`).toBe(true);
  }
  // The game's name reads whole where the bar shows it (its line gives way first); one pixel short already ends it in "…".
  for (const title of await bar.locator('.hud-title').all()) {
    if (await title.isVisible()) expect(await title.evaluate((e) => e.scrollWidth <= e.clientWidth), `${label}: the game's name is cut`).toBe(true);
  }
  expect(await bar.evaluate((e) => e.scrollWidth <= e.clientWidth + 1), `${label}: the bar spills over`).toBe(true);
  expect(await bar.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${label}: the page scrolls sideways`).toBe(true);
}
