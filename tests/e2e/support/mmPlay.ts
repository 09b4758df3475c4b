/** Clicks on a Miremarsh table's answers by kind, and through the map's glowing spaces. */
import type { Page } from '@playwright/test';

/** Clicks the first answer of the first of `kinds` offered; which one, or null. */
export async function mmClickKind(page: Page, kinds: readonly string[]): Promise<string | null> {
  for (const kind of kinds) {
    const b = page.locator(`[data-testid^="mm-move-"][data-move="${kind}"]`).first();
    if (await b.count()) {
      await b.click();
      return kind;
    }
  }
  return null;
}

/** Clicks glowing spaces on the map until one offers an answer of `kind`, and gives it. */
export async function mmViaMap(page: Page, kind: string, selector = '.mm-hex.target'): Promise<string | null> {
  const hexes = page.locator(selector);
  const n = await hexes.count();
  for (let k = 0; k < n; k++) {
    const hex = hexes.nth(k);
    const id = await hex.getAttribute('data-testid');
    await hex.click();
    if (await mmClickKind(page, [kind])) return id;
    if (await page.getByTestId('mm-unfocus').isVisible()) await page.getByTestId('mm-unfocus').click();
  }
  return null;
}
