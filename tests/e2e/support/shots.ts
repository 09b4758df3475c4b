/** Screenshots saved for a person to look at, in a folder per spec (`SHOTS_DIR` overrides it). */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

export function shotsIn(folder: string): (page: Page, name: string) => Promise<void> {
  const dir = process.env['SHOTS_DIR'] ?? folder;
  return async (page, name) => {
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: `${dir}/${name}.png` });
  };
}
