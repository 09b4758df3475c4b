import { expect, test } from '@playwright/test';
import { FELT_COLOR } from '../../src/renderer/games/mirianth/table/theme';
import { collectPageErrors, waitForTable } from './support/pageErrors';
import { colorDistance, decodePng, hexToRgb, pixelAt } from './support/png';

/** `npm run web` / `npm start` serve the page from Vite's dev server; see playwright.config.ts. */
const DEV_SERVER_URL = `http://127.0.0.1:${Number(process.env['E2E_PORT'] ?? 4173) + 1}/`;
/** The top bar's height: the canvas starts below it (src/renderer/styles.css). */
const TOP_BAR = 46;

test('the table opens on green felt under the new-game screen, with no errors', async ({ page }, testInfo) => {
  const errors = collectPageErrors(page);

  await page.goto('./');
  await waitForTable(page, errors);

  await expect(page.getByTestId('hud-title')).toHaveText('Mirianth Wars');
  await expect(page.getByTestId('hud-version')).toContainText('web');

  const canvas = page.getByTestId('table').locator('canvas');
  await expect(canvas).toHaveAttribute('data-renderer', 'webgl');
  const box = await canvas.boundingBox();
  expect(box).toMatchObject({ x: 0, y: TOP_BAR, width: 1280, height: 800 - TOP_BAR });
  await expect(page.getByTestId('new-game')).toBeVisible();
  await expect(page.getByTestId('start-game')).toBeEnabled();

  const image = decodePng(await canvas.screenshot());
  const felt = hexToRgb(FELT_COLOR);
  // Open felt beside and below the new-game dialog, away from the darkened edge.
  for (const [fx, fy] of [[0.15, 0.5], [0.85, 0.5], [0.12, 0.8], [0.88, 0.25]] as const) {
    const pixel = pixelAt(image, image.width * fx, image.height * fy);
    expect(colorDistance(pixel, felt), `pixel at ${fx},${fy} is ${JSON.stringify(pixel)}`).toBeLessThanOrEqual(4);
  }
  // The corner is darker than the middle: the vignette was drawn, the canvas is not a flat fill.
  const corner = pixelAt(image, 2, image.height - 3);
  expect(corner.g).toBeLessThan(felt.g - 20);

  // Kept with the test's artifacts (the README's picture comes from game.spec.ts, a game in progress).
  const screenshot = testInfo.outputPath('table.png');
  await page.screenshot({ path: screenshot });
  await testInfo.attach('table', { path: screenshot, contentType: 'image/png' });

  expect(errors).toEqual([]);
});

test('the table follows window resizes and pixel-ratio changes', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('./');
  await waitForTable(page, errors);

  await page.setViewportSize({ width: 1000, height: 640 });
  const canvas = page.getByTestId('table').locator('canvas');
  await expect.poll(async () => (await canvas.boundingBox())?.width).toBe(1000);
  await expect.poll(async () => (await canvas.boundingBox())?.height).toBe(640 - TOP_BAR);

  // Pixi redraws the felt for the new size: the new bottom-right corner is vignetted again.
  await expect
    .poll(async () => {
      const image = decodePng(await canvas.screenshot());
      return pixelAt(image, image.width - 3, image.height - 3).g;
    })
    .toBeLessThan(hexToRgb(FELT_COLOR).g - 20);

  // Moving to a 2x screen doubles the backing store, not the CSS size. (Emulating a ratio change
  // alone fires no media-query event in headless Chromium, so the size changes with it.)
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', { width: 900, height: 600, deviceScaleFactor: 2, mobile: false });
  await expect.poll(() => canvas.evaluate((element: HTMLCanvasElement) => [element.width, element.height])).toEqual([1800, (600 - TOP_BAR) * 2]);
  expect(await canvas.boundingBox()).toMatchObject({ width: 900, height: 600 - TOP_BAR });

  expect(errors).toEqual([]);
});

test('the dev server page loads the same table without errors', async ({ page }) => {
  // Development runs StrictMode and Vite's client, which the production build does not.
  const errors = collectPageErrors(page);
  await page.goto(DEV_SERVER_URL);
  await waitForTable(page, errors);
  await expect(page.getByTestId('hud-title')).toHaveText('Mirianth Wars');
  expect(errors).toEqual([]);
});
