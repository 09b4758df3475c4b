/** Helpers for the Nains and Miremarsh learning aids: open the new-game screen, follow a guided game by its glow, read text sizes. */
import { expect, type Page } from '@playwright/test';
import { collectPageErrors, waitForTable } from './pageErrors';

/** A fresh page at 1280x720 in `language` and `speed`, on the new-game screen with `game` picked; returns the page's errors. */
export async function openPicked(page: Page, game: string, language: string, speed: string): Promise<string[]> {
  const errors = collectPageErrors(page);
  await page.addInitScript(([lang, sp]) => {
    localStorage.setItem('mirianth.settings', JSON.stringify({ language: lang, speed: sp, reduceMotion: false }));
  }, [language, speed]);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('./?e2e');
  await waitForTable(page, errors);
  await page.getByTestId(`new-game-game-${game}`).click();
  return errors;
}

/**
 * Follows the lesson as a person would: Next when the coach waits for it, else the glowing control,
 * at `pause` ms between clicks; stops when the coach reaches a step of `stopAt` (returned) or leaves.
 */
export async function followLesson(page: Page, stopAt: readonly string[], pause: number, onStep?: (step: string) => Promise<void>): Promise<string | null> {
  const coach = page.getByTestId('coach');
  await expect(coach).toBeVisible();
  let seen = '';
  for (let guard = 0; guard < 1500; guard++) {
    if (!(await coach.isVisible())) return null;
    const step = (await coach.getAttribute('data-step')) ?? '';
    if (step !== seen) {
      seen = step;
      await onStep?.(step);
    }
    if (stopAt.includes(step)) return step;
    // Next only on the step just read: a step reached meanwhile (one of `stopAt`, say) is not clicked past.
    const next = page.locator(`[data-testid="coach"][data-step="${step}"] [data-testid="coach-next"]`);
    const glow = page.locator('[data-coach-glow]').first();
    if (await next.isVisible()) await next.click({ timeout: 2_000 }).catch(() => undefined);
    else if (await glow.isVisible()) await glow.click();
    await page.waitForTimeout(pause);
  }
  throw new Error(`The lesson did not reach ${stopAt.join(' or ')} (last step ${seen})`);
}

/** Visible text under `root` drawn smaller than `min` px: "size px: text" lines. */
export async function smallText(page: Page, root: string, min: number): Promise<string[]> {
  return page.evaluate(([sel, least]) => {
    const out: string[] = [];
    const base = document.querySelector(String(sel));
    if (!base) return ['(root not found)'];
    const walker = document.createTreeWalker(base, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent ?? '').trim();
      const el = n.parentElement;
      if (!text || !el || el.closest('svg')) continue;
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue;
      const size = parseFloat(style.fontSize);
      if (size < Number(least)) out.push(`${size}px: ${text.slice(0, 40)}`);
    }
    return out;
  }, [root, min] as const);
}

export async function expectNoErrors(errors: readonly string[]): Promise<void> {
  expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
}
