/**
 * The browser build's "Join a LAN table" by typed address: a host lets in only pages it served
 * itself (DNS-rebinding guard), so a page from elsewhere gets one sentence and the link to the
 * host's own page, which then joins. Loopback only; screenshots in EN and pt-BR.
 */
import { mkdir } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { startLanHost, type LanHostProcess } from './support/lanHost';
import { collectPageErrors, waitForTable } from './support/pageErrors';

test.use({ actionTimeout: 10_000, viewport: { width: 1280, height: 720 } });

const SHOTS = '/work/notes/shots/lan-security';
let host: LanHostProcess | null = null;
test.afterEach(async () => {
  await host?.stop();
  host = null;
});

for (const lang of ['en', 'pt-BR'] as const) {
  test(`a browser page from elsewhere is told to open the host's own page, with the link (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    host = await startLanHost();
    const errors = collectPageErrors(page);
    await page.goto('./?e2e');
    await waitForTable(page, errors);
    await page.getByTestId(`lang-${lang}`).click();
    await page.getByTestId('lan-open-join').click();
    await page.getByTestId('lan-address').fill(`127.0.0.1:${host.port}`);
    await page.getByTestId('lan-lookup').click();
    const link = page.getByTestId('lan-host-page-link');
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', host.url);
    await expect(page.getByTestId('lan-host-page')).toContainText(lang === 'en' ? "join from the host's own page" : 'página do próprio anfitrião');
    await mkdir(SHOTS, { recursive: true }).catch(() => undefined);
    await page.screenshot({ path: `${SHOTS}/browser-join-by-address-${lang}.png` }).catch(() => undefined);
    // The link works: the host's own page lists its tables as a guest.
    await link.click();
    await expect(page).toHaveURL(host.url);
    await expect(page.getByTestId('lan-join')).toBeVisible({ timeout: 15_000 });
    // The refused socket shows up as a console error; nothing else may.
    expect(errors.filter((e) => !/WebSocket|ERR_|403/.test(e))).toEqual([]);
  });
}
