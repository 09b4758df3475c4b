/**
 * A whole solo Miremarsh game at human pace (Normal speed, real pauses), each answer taken from
 * the Hint: press H, read, click the answer or payment it marks. Opt-in (it takes minutes): set
 * MM_HUMAN_GAME=<folder> for the screenshots; the console gets the game's course (round, fish,
 * quests, goblins lost) and its end.
 */
import { expect, test } from '@playwright/test';
import { openModuleGame } from './support/moduleGame';

const folder = process.env['MM_HUMAN_GAME'];
test.use({ viewport: { width: 1280, height: 720 } });
test.skip(!folder, 'a whole game at human pace takes minutes: set MM_HUMAN_GAME=<folder> to run it');

test('a solo game played from the hints at human pace reaches its result sheet', async ({ page }) => {
  test.setTimeout(1_200_000);
  const errors = await openModuleGame(page, 'miremarsh', 'mm-screen', ['human'], process.env['MM_SEED'] ?? 'human-pace-1', 'en', 'normal');
  let answers = 0;
  let lastRound = '';
  for (let guard = 0; guard < 1500; guard++) {
    if (await page.getByTestId('mm-score').isVisible()) break;
    const hint = page.getByTestId('mm-hint');
    if (!(await hint.isVisible())) {
      await page.waitForTimeout(250);
      continue;
    }
    const round = (await page.getByTestId('mm-round').textContent()) ?? '';
    if (round !== lastRound) {
      lastRound = round;
      const stock = (await page.getByTestId('mm-seat-0').locator('.stock').textContent()) ?? '';
      console.log(`${round} · ${stock.replace(/\s+/g, ' ').trim()}`);
      await page.screenshot({ path: `${folder ?? '.'}/turn-${round.replace(/\D+/g, '')}.png` });
    }
    await hint.click();
    await page.waitForTimeout(900);
    const text = (await page.getByTestId('mm-hint-text').textContent()) ?? '';
    const marked = page.locator('[data-suggested="yes"]').first();
    if (!(await marked.isVisible())) {
      console.log(`no marked answer for: ${text}`);
      await page.waitForTimeout(500);
      continue;
    }
    console.log(`  ${answers + 1}. ${text}`);
    await marked.click();
    answers++;
    await page.waitForTimeout(700);
  }
  await expect(page.getByTestId('mm-score')).toBeVisible();
  await page.screenshot({ path: `${folder ?? '.'}/result.png` });
  console.log(`result: ${((await page.getByTestId('mm-score').textContent()) ?? '').replace(/\s+/g, ' ')}`);
  console.log(`answers: ${answers}; page errors: ${errors.length}`);
});
