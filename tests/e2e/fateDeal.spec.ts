/**
 * Issue 24 item 2 at the table: a plague test between two people, watched at normal speed. Until
 * the flip the cards of fate look alike; screenshots through the shuffle and the face-down deal
 * go to test-results/fate-deal-shots (looked at by eye), and the beat timeline shows the flip came
 * after them.
 */
import { expect, test } from '@playwright/test';
import type { Move } from '../../src/engine/games/mirianth';
import { clickThrough, peacefulChoice } from './support/autoplay';
import { clickMove, readTurn } from './support/driver';
import { openPage } from './support/saves';
import { shotsIn } from './support/shots';

const shot = shotsIn('test-results/fate-deal-shots');

test('the cards of fate are dealt face down alike, then flip', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = await openPage(page);
  await page.getByTestId('players-2').click();
  for (const i of [0, 1]) await page.getByTestId(`seat-${i}-human`).click();
  await page.getByTestId('seed').fill('fate-alike');
  await page.getByTestId('speed-instant').click();
  await page.getByTestId('start-game').click();

  const noDeals = () => page.evaluate(() => window.__mirianth?.events().filter((e) => e.type === 'noDeal').length ?? 0);
  // Both want the first revealed card and refuse every deal, until one "no deal" is left to say.
  const { turn } = await clickThrough(page, {
    read: () => readTurn(page),
    mine: (t) => t.human,
    choose: async (t): Promise<Move | null> => {
      const lock = t.moves.find((m) => m.type === 'announce' && m.lock);
      if (lock?.type === 'announce') {
        const card = await page.evaluate(() => window.__mirianth?.state()?.round?.revealed[0] ?? null);
        return { ...lock, card };
      }
      return t.moves.find((m) => m.type === 'noDeal') ?? peacefulChoice(t, page);
    },
    stopAt: async (t) => t.moves.some((m) => m.type === 'noDeal') && (await noDeals()) > 0,
    maxSteps: 60,
    what: 'to the last no deal',
  });
  const last = turn.moves.find((m) => m.type === 'noDeal');
  if (!last) throw new Error('no dispute to end');
  await page.getByTestId('speed-normal').click();
  await page.mouse.move(2, 700);
  const from = await page.evaluate(() => window.__mirianthTable?.timeline().at(-1)?.n ?? -1);
  await clickMove(page, last);
  // Shots through the gather, the shuffle and the face-down deal, then the flip.
  for (let i = 0; i < 8; i++) {
    await page.waitForTimeout(450);
    await shot(page, `fate-${String(i).padStart(2, '0')}-${await page.evaluate(() => window.__mirianthTable?.beat() ?? '')}`);
  }
  await page.waitForFunction(() => window.__mirianthTable?.beats().includes('fateRevealed'), undefined, { timeout: 30_000 });
  const beats = await page.evaluate((n) => window.__mirianthTable?.timeline(n).map((b) => b.name) ?? [], from);
  expect(beats).toContain('fateRevealed');
  expect(errors).toEqual([]);
});
