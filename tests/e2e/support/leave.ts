/** Leaves a Nains or Miremarsh table by its bar button, answering the question a running game asks. */
import type { Page } from '@playwright/test';

export async function leaveTable(page: Page, game: 'nains' | 'mm'): Promise<void> {
  await page.getByTestId(`${game}-leave`).click();
  const ask = page.getByTestId('new-game-ask');
  const asked = await ask.waitFor({ state: 'visible', timeout: 1500 }).then(() => true, () => false);
  if (asked) await page.getByTestId('new-game-leave').click();
}
