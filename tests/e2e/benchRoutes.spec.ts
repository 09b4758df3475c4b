/**
 * The `bench:table` routes (scripts/benchTable.mjs): `?bench=nains` and `?bench=miremarsh` reach
 * their animated phase with the table's pieces moving, and while those screens cover Mirianth's
 * table its WebGL canvas draws nothing (issue 17: it used to draw, and be read back, every frame).
 * Outside the bench, the table draws again once such a game is left.
 * WebGL calls are counted by wrapping the context's draw and clear methods before the page loads.
 */
import { expect, test, type Page } from '@playwright/test';
import { openModuleGame } from './support/moduleGame';
import { collectPageErrors } from './support/pageErrors';
import { leaveTable } from './support/leave';

declare global {
  interface Window { __glCalls?: number }
}

async function countWebGlCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__glCalls = 0;
    for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
      for (const name of ['clear', 'drawElements', 'drawArrays'] as const) {
        const original = proto[name] as (...args: unknown[]) => void;
        Object.defineProperty(proto, name, {
          configurable: true,
          value(this: WebGLRenderingContext, ...args: unknown[]) {
            window.__glCalls = (window.__glCalls ?? 0) + 1;
            original.apply(this, args);
          },
        });
      }
    }
  });
}

/** WebGL draws and clears made over `ms`. */
async function glCallsOver(page: Page, ms: number): Promise<number> {
  const before = await page.evaluate(() => window.__glCalls ?? 0);
  await page.waitForTimeout(ms);
  return (await page.evaluate(() => window.__glCalls ?? 0)) - before;
}

const phase = (page: Page, wanted: string) => page.waitForFunction((p) => window.__bench?.phase === p, wanted, { timeout: 30_000 });

for (const [game, screen] of [['nains', 'nains-screen'], ['miremarsh', 'mm-screen']] as const) {
  test(`?bench=${game} plays its animated scene while Mirianth's covered table draws nothing`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await countWebGlCalls(page);
    await page.goto(`/?bench=${game}`);
    await phase(page, 'play');
    await expect(page.getByTestId(screen)).toBeVisible();
    // The bots' first moves come within a second or two at Normal speed, each with its animation.
    await page.waitForFunction(() => document.getAnimations().some((a) => a.playState === 'running'), undefined, { timeout: 15_000 });
    expect(await glCallsOver(page, 1500)).toBe(0);
    expect(errors).toEqual([]);
  });
}

test('?bench=1 draws the Mirianth table every frame (the WebGL counter sees its draws)', async ({ page }) => {
  await countWebGlCalls(page);
  await page.goto('/?bench=1');
  await phase(page, 'deal');
  expect(await glCallsOver(page, 1000)).toBeGreaterThan(10);
});

test('leaving a Nains game, Mirianth\'s table draws again behind the new-game screen', async ({ page }) => {
  await countWebGlCalls(page);
  const errors = await openModuleGame(page, 'nains', 'nains-screen', ['human', 'easy'], 'bench-routes', 'en', 'normal');
  expect(await glCallsOver(page, 1200)).toBe(0);
  await leaveTable(page, 'nains');
  await expect(page.getByTestId('new-game')).toBeVisible();
  // The idle table still draws its heartbeat (twice a second) and the frames after any change.
  expect(await glCallsOver(page, 1500)).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});
