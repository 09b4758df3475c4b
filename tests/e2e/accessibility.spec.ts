/**
 * Screen-reader reach (issue 14): axe-core finds no serious or critical violation on the new-game
 * screen, a game in progress, the score sheet and a LAN lobby.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { playToEnd } from './support/autoplay';
import { nodeClient, startLanHost, type LanHostProcess } from './support/lanHost';
import { nearEnd } from './support/nearEnd';
import { collectPageErrors, waitForTable } from './support/pageErrors';
import { openPage, startGame } from './support/saves';

test.use({ actionTimeout: 10_000 });

/** Serious and critical findings, one line each (rule, impact, first target), so a failure reads plainly. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.target.join(' ') ?? '?'}: ${v.help}`);
}

test('the new-game screen and a game in progress have no serious axe violations', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = await openPage(page);
  await expect(page.getByTestId('start-game')).toBeVisible();
  expect(await seriousViolations(page), 'new-game screen').toEqual([]);

  await startGame(page, ['human', 'easy'], 'axe-1');
  expect(await seriousViolations(page), 'game in progress').toEqual([]);
  // The table in words: a named region with a line per seat, for screen readers only.
  const mirror = page.getByRole('region', { name: 'The table in words' });
  await expect(mirror.getByRole('listitem').first()).toContainText(/^Player 1: /);
  await expect(mirror.getByRole('listitem')).not.toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the score sheet at the end of a game has no serious axe violations', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = await openPage(page);
  // A save stopped at the person's last decision (built in Node): the rest of the game is played here, at instant speed.
  await page.getByTestId('speed-instant').click();
  await page.getByTestId('open-saves').click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('saves-import').click();
  await (await chooser).setFiles({ name: 'near-end.json', mimeType: 'application/json', buffer: nearEnd(7).bytes });
  await expect(page.locator('[data-testid^="save-row-save-"]')).toHaveCount(1);
  await page.getByTestId('saves-close').click();
  await page.getByTestId('continue-game').click();
  await expect(page.getByTestId('sidebar')).toBeVisible();

  expect(await playToEnd(page)).toBeGreaterThan(0);
  await expect(page.getByTestId('score-sheet')).toHaveAttribute('data-final', 'true', { timeout: 30_000 });
  expect(await seriousViolations(page), 'score sheet').toEqual([]);
  expect(errors).toEqual([]);
});

test('a LAN lobby has no serious axe violations', async ({ page }) => {
  test.setTimeout(120_000);
  const hosts: LanHostProcess[] = [];
  try {
    const h = await startLanHost([]);
    hosts.push(h);
    const owner = nodeClient(h);
    await owner.connect();
    const { tableId } = await owner.createTable('Mesa', 2, 'Ana');
    const errors = collectPageErrors(page);
    await page.goto(`${h.url}?e2e`);
    await waitForTable(page, errors);
    await page.getByTestId('lan-name').fill('Bia');
    await page.getByTestId(`lan-table-${tableId}`).click();
    await page.getByTestId('lan-seat-1').click();
    await page.getByTestId('lan-join-button').click();
    await expect(page.getByTestId('lan-lobby')).toBeVisible();
    expect(await seriousViolations(page), 'LAN lobby').toEqual([]);
    owner.close();
  } finally {
    for (const h of hosts) await h.stop();
  }
});
