/**
 * The guided first game by clicks (issue 14): "Learn to play" on the new-game screen, then the
 * coach's Next buttons and the glowing controls it asks for, from the first round to the score
 * sheet. Every coach step must show, in the script's order; the lesson is left mid-game (New game,
 * then a reload) and resumed at the same step; the coach never covers the control it asks for.
 * Screenshots of the coach in EN and pt-BR at 1280×720 are saved for a person to look at.
 */
import { expect, test, type Page } from '@playwright/test';
import { COACH_STEP_IDS, type CoachStepId } from '../../src/renderer/games/mirianth/coach/steps';
import { openPage } from './support/saves';
import { shotsIn } from './support/shots';
import { waitForTable } from './support/pageErrors';

test.use({ actionTimeout: 10_000 });

const shot = shotsIn('test-results/coach');
const SHOT_STEPS: readonly CoachStepId[] = ['welcome', 'promise', 'deal', 'noDeal', 'plagueTest', 'attach', 'lastRound', 'resolution', 'battles', 'scoring'];

interface Box { x: number; y: number; width: number; height: number }
const overlap = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The coach card lies in the window and covers neither the control it asks for nor the table's sidebar. */
async function checkCoachPlacement(page: Page, step: string): Promise<void> {
  const coach = await page.getByTestId('coach').boundingBox();
  expect(coach, step).not.toBeNull();
  if (!coach) return;
  expect(coach.x >= 0 && coach.y >= 46 && coach.x + coach.width <= 1280 && coach.y + coach.height <= 720, `${step}: coach inside the window`).toBe(true);
  const sidebar = await page.getByTestId('sidebar').boundingBox();
  if (sidebar) expect(overlap(coach, sidebar), `${step}: coach clear of the sidebar`).toBe(false);
  const glow = page.locator('[data-coach-glow]');
  if ((await glow.count()) > 0) {
    const box = await glow.first().boundingBox();
    if (box) expect(overlap(coach, box), `${step}: coach clear of the glowing control`).toBe(false);
    // Nothing covers it either (a sticky footer, a card above it): a click at its centre reaches it.
    const reached = await glow.first().evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && (hit === el || el.contains(hit));
    });
    expect(reached, `${step}: the glowing control is in sight`).toBe(true);
  }
  // The card's text fits: nothing scrolls or spills.
  expect(await page.getByTestId('coach').evaluate((el) => el.scrollHeight <= el.clientHeight + 1), `${step}: text fits`).toBe(true);
}

async function shootBothLanguages(page: Page, step: string): Promise<void> {
  await page.waitForTimeout(300);
  await checkCoachPlacement(page, step);
  await shot(page, `coach-${step}-en`);
  await page.getByTestId('lang-pt-BR').click();
  await expect(page.getByTestId('coach-count')).toContainText('Passo');
  await page.waitForTimeout(200);
  await checkCoachPlacement(page, `${step} pt-BR`);
  await shot(page, `coach-${step}-pt-BR`);
  await page.getByTestId('lang-en').click();
  await expect(page.getByTestId('coach-count')).toContainText('Step');
}

/** Follows the coach by clicks (Next, or the glowing control) until `stop` holds at a step, or the lesson ends. */
async function followCoach(page: Page, seen: string[], stop: (step: string) => boolean): Promise<string | null> {
  const coach = page.getByTestId('coach');
  for (let i = 0; i < 3000; i++) {
    if (!(await coach.isVisible())) {
      if (seen[seen.length - 1] === 'scoring') return null;
      await page.waitForTimeout(50);
      continue;
    }
    const step = await coach.getAttribute('data-step');
    if (!step) continue;
    // Every click the coach asked for kept the game on its script (the bots played theirs).
    expect(await coach.getAttribute('data-on-script'), `on script at ${step}`).toBe('true');
    if (seen[seen.length - 1] !== step) {
      seen.push(step);
      if (SHOT_STEPS.includes(step as CoachStepId)) await shootBothLanguages(page, step);
    }
    if (stop(step)) return step;
    // Next of this very step: the coach may have moved on since it was read.
    const next = page.locator(`[data-testid="coach"][data-step="${step}"] [data-testid="coach-next"]`);
    if (await next.isVisible()) {
      await next.click();
      continue;
    }
    const glow = page.locator('[data-coach-glow]');
    if ((await glow.count()) > 0) {
      // A new panel can light its control a frame before the coach's card turns to the step that
      // teaches it; a person never clicks that fast, so look again before clicking.
      await page.waitForTimeout(60);
      if ((await coach.getAttribute('data-step')) !== step) continue;
      await glow.first().click({ timeout: 2_000 }).catch(() => undefined);
      await page.waitForTimeout(30);
      continue;
    }
    await page.waitForTimeout(40);
  }
  throw new Error(`The coach did not get on; steps seen: ${seen.join(', ')}`);
}

test('the guided first game, by clicks from Learn to play to the score sheet, left and resumed on the way', async ({ page }) => {
  test.setTimeout(300_000);
  const errors = await openPage(page);
  // "Learn to play" sits on the new-game screen, which still fits the window in both languages.
  for (const lang of ['pt-BR', 'en']) {
    await page.getByTestId(`lang-${lang}`).click();
    await expect(page.getByTestId('coach-learn')).toBeVisible();
    const box = await page.getByTestId('new-game').boundingBox();
    expect(box && box.y >= 46 && box.y + box.height <= 720, `new-game screen fits (${lang})`).toBe(true);
    await shot(page, `new-game-${lang}`);
  }
  await page.getByTestId('speed-instant').click();
  await page.getByTestId('coach-learn').click();
  await expect(page.getByTestId('coach')).toHaveAttribute('data-step', 'welcome');
  // The coach links each step to its section of the rules.
  await expect(page.getByTestId('coach-rules')).toHaveAttribute('data-section', 'overview');
  // While the coach waits for Next, the panel rests: neither a click nor a number key acts.
  await expect(page.getByTestId('lock-in')).toBeVisible();
  expect(await page.getByTestId('lock-in').evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
  await page.locator('body').press('1');
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.__mirianth?.state()?.round?.announcements[0] ?? null)).toBeNull();

  const seen: string[] = [];
  const left = await followCoach(page, seen, (step) => step === 'attach');
  expect(left).toBe('attach');
  await expect(page.locator('[data-coach-glow]')).toHaveCount(1);

  // Leave mid-game, come back later (a reload), and resume where the coach was.
  await page.getByTestId('menu-new-game').click();
  await page.getByTestId('new-game-leave').click();
  await expect(page.getByTestId('new-game')).toBeVisible();
  await expect(page.getByTestId('coach')).toHaveCount(0);
  await page.reload();
  await waitForTable(page, errors);
  await page.getByTestId('coach-resume').click();
  await expect(page.getByTestId('coach')).toHaveAttribute('data-step', 'attach');

  await followCoach(page, seen, () => false);
  expect(seen).toEqual([...COACH_STEP_IDS]);
  await expect(page.getByTestId('score-sheet')).toBeVisible();
  // The lesson is over: nothing of the coach stays on the page (Undo is back, every control clickable).
  await expect(page.locator('html.coach-on, html.coach-steer, html.coach-hold, [data-coach-glow]')).toHaveCount(0);
  const final = await page.evaluate(() => window.__mirianth?.state()?.step);
  expect(final).toBe('gameOver');
  // The situations the lesson promised happened at the table.
  const events = await page.evaluate(() => window.__mirianth?.events() ?? []);
  expect(events.some((e) => e.type === 'dealAccepted' && e.proposal.from === 0 && e.proposal.promises.length > 0)).toBe(true);
  expect(events.some((e) => e.type === 'fateRevealed' && e.results.some((r) => r.seat === 0))).toBe(true);
  expect(events.some((e) => e.type === 'paladinAttached' && e.seat === 0)).toBe(true);
  expect(events.some((e) => e.type === 'lastRoundRevealed')).toBe(true);
  expect(events.find((e) => e.type === 'gameEnded')).toMatchObject({ winners: [0] });

  // Finished: the menu offers to replay the guided game, which starts it over.
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('coach-learn')).toHaveCount(0);
  await page.getByTestId('coach-replay').click();
  await expect(page.getByTestId('coach')).toHaveAttribute('data-step', 'welcome');
  expect(await page.evaluate(() => window.__mirianth?.state()?.roundNo)).toBe(1);
  expect(errors).toEqual([]);
});
