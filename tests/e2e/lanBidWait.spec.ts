/**
 * A Nains bid laid at a LAN table waits for the host: between the click and the host's answer the
 * picker is locked and says so, instead of opening empty again as if asking for a second bid (a
 * second bid would only earn the host's refusal). The host's answers are held back here by routing
 * the page's WebSocket, as a slow network would.
 */
import { expect, test } from '@playwright/test';
import { lanHosts } from './support/lanHost';
import { createLanTable, openGuest } from './support/lanPlay';

test.use({ actionTimeout: 10_000 });

const host = lanHosts();

test('a LAN bid once laid locks the picker and says it waits for the table, until the host answers', async ({ page }) => {
  test.setTimeout(90_000);
  const h = await host();
  // Host → page frames go through this gate; while `hold` is set they queue.
  let hold = false;
  const held: (string | Buffer)[] = [];
  let toPage: ((m: string | Buffer) => void) | null = null;
  await page.routeWebSocket(/.*/, (ws) => {
    const server = ws.connectToServer();
    toPage = (m) => ws.send(m);
    server.onMessage((m) => (hold ? held.push(m) : ws.send(m)));
    ws.onMessage((m) => server.send(m));
  });
  const { errors } = await openGuest(page, h, { language: 'en', speed: 'instant' });
  await createLanTable(page, { player: 'Bia', game: 'nains', seats: 2 });
  await page.getByTestId('lan-seat-kind-1-ai').click();
  await page.getByTestId('lan-start').click();
  await expect(page.getByTestId('nains-bid')).toBeVisible({ timeout: 20_000 });
  for (const tv of [0, 1, 2]) await page.getByTestId(`nains-bid-${tv}-coin-${tv}`).click();
  const submit = page.getByTestId('nains-bid-submit');
  await expect(submit).toBeEnabled();

  hold = true;
  await submit.click();
  // Locked and saying so while the host has not answered; the coins chosen stay shown.
  await expect(submit).toHaveText('Coins laid, waiting for the table…');
  await expect(submit).toBeDisabled();
  await expect(page.getByTestId('nains-bid-0-coin-0')).toHaveAttribute('aria-pressed', 'true');
  for (const tv of [0, 1, 2]) await expect(page.getByTestId(`nains-bid-${tv}-coin-${(tv + 1) % 3}`)).toBeDisabled();
  await page.waitForTimeout(600);
  await expect(submit).toBeDisabled();

  // The host's answer comes through: the bid is taken and the picker goes.
  hold = false;
  const send = toPage as ((m: string | Buffer) => void) | null;
  for (const m of held.splice(0)) send?.(m);
  await expect(page.getByTestId('nains-bid')).toBeHidden({ timeout: 10_000 });
  await expect(page.getByTestId('lan-refusal')).toHaveCount(0);
  expect(errors).toEqual([]);
});
