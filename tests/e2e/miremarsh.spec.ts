/**
 * Miremarsh at the table, by clicks: a solo game to its end, the same in Portuguese, and a
 * 2-player hot-seat game where the curtain covers the swamp between goblins and the second player
 * never sees what the first one peeked at. Screenshots go to test-results/miremarsh-shots.
 */
import { expect, test, type Page } from '@playwright/test';
import { shotsIn } from './support/shots';
import { openModuleGame } from './support/moduleGame';

test.use({ actionTimeout: 10_000 });
const shot = shotsIn('test-results/miremarsh-shots');

function setUp(page: Page, seats: string[], seed: string, language = 'en', speed = 'instant'): Promise<string[]> {
  return openModuleGame(page, 'miremarsh', 'mm-screen', seats, seed, language, speed);
}

/** Everything the table shows lies inside the 1280x720 window (no scrolling needed to play). */
async function fitsOnScreen(page: Page): Promise<void> {
  for (const id of ['mm-map', 'mm-pool', 'mm-challenge', 'mm-controls', 'mm-goblins']) {
    const box = await page.getByTestId(id).boundingBox();
    if (!box) continue;
    expect(box.x, id).toBeGreaterThanOrEqual(0);
    expect(box.y, id).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, id).toBeLessThanOrEqual(1280);
    expect(box.y + box.height, id).toBeLessThanOrEqual(720);
  }
}

/** The first answer of these kinds on screen, if any. */
async function clickKind(page: Page, kinds: readonly string[]): Promise<string | null> {
  for (const kind of kinds) {
    const b = page.locator(`[data-testid^="mm-move-"][data-move="${kind}"]`).first();
    if (await b.count()) {
      await b.click();
      return kind;
    }
  }
  return null;
}

/** Clicks glowing spaces on the map until one offers an answer of `kind`, and gives it. */
async function viaMap(page: Page, kind: string, selector = '.mm-hex.target'): Promise<string | null> {
  const hexes = page.locator(selector);
  const n = await hexes.count();
  for (let k = 0; k < n; k++) {
    const hex = hexes.nth(k);
    const id = await hex.getAttribute('data-testid');
    await hex.click();
    if (await clickKind(page, [kind])) return id;
    if (await page.getByTestId('mm-unfocus').isVisible()) await page.getByTestId('mm-unfocus').click();
  }
  return null;
}

/**
 * Plays like a cautious goblin: each turn walk once, face up to two challenges, pay when it can,
 * re-roll once, then stop and eat. Returns how many answers were given.
 */
async function playToEnd(page: Page, shotAt: ReadonlySet<number>, prefix: string): Promise<number> {
  let answers = 0;
  let walked = 0;
  let faced = 0;
  let rerolled = 0;
  for (let guard = 0; guard < 3000; guard++) {
    if (await page.getByTestId('mm-score').isVisible()) return answers;
    if (await page.getByTestId('mm-curtain').isVisible()) {
      await page.getByTestId('mm-curtain-lift').click();
      continue;
    }
    const pay = page.getByTestId('mm-pay-0');
    const any = page.getByTestId('mm-move-0');
    if (!(await pay.isVisible()) && !(await any.isVisible())) {
      await page.waitForTimeout(30);
      continue;
    }
    if (shotAt.has(answers)) await shot(page, `${prefix}-${answers}`);
    answers++;
    if (await pay.isVisible()) {
      await pay.click();
      rerolled = 0;
      continue;
    }
    const step = await clickKind(page, ['respawn', 'pickItem', 'sneak', 'placeCreature', 'stepCreature', 'bribe', 'answerBribe']);
    if (step) continue;
    if (await clickKind(page, rerolled < 1 ? ['reroll'] : [])) {
      rerolled++;
      continue;
    }
    if (await clickKind(page, ['giveUp'])) continue;
    if (walked < 1 && (await viaMap(page, 'move'))) {
      walked++;
      continue;
    }
    walked = 1;
    const did = await clickKind(page, [...(faced < 2 ? ['attempt'] : []), 'endTurn']);
    if (did === 'attempt') faced++;
    if (did === 'endTurn') [walked, faced, rerolled] = [0, 0, 0];
    if (did === null) await any.click();
  }
  throw new Error('The game did not reach its end');
}

test('a solo Miremarsh game, played by clicks to its result, fits at 1280x720', async ({ page }) => {
  test.setTimeout(300_000);
  const errors = await setUp(page, ['human'], 'mm-e2e-solo');
  await expect(page.getByTestId('mm-curtain')).toHaveCount(0);
  await expect(page.getByTestId('mm-die-0')).toBeVisible();
  await expect(page.getByTestId('mm-prompt')).not.toBeEmpty();
  await fitsOnScreen(page);
  await shot(page, 'en-solo-start');
  const answers = await playToEnd(page, new Set([2, 6, 15, 30]), 'en-solo');
  expect(answers).toBeGreaterThan(8);
  await expect(page.getByTestId('mm-winners')).not.toBeEmpty();
  await expect(page.getByTestId('mm-score')).toContainText('Fish');
  await shot(page, 'en-solo-result');
  expect(errors).toEqual([]);
  await page.getByTestId('mm-new-game').click();
  await expect(page.getByTestId('new-game')).toBeVisible();
});

test('pt-BR: the swamp, its answers and the result speak Portuguese', async ({ page }) => {
  test.setTimeout(300_000);
  const errors = await setUp(page, ['human', 'hard'], 'mm-e2e-pt', 'pt-BR');
  await expect(page.getByTestId('mm-screen')).toContainText('Toca');
  await fitsOnScreen(page);
  await shot(page, 'pt-start');
  await playToEnd(page, new Set([3, 12]), 'pt');
  await expect(page.getByTestId('mm-score')).toContainText('Como o pântano terminou');
  await shot(page, 'pt-result');
  expect(errors).toEqual([]);
});

test('hot-seat: the curtain covers the swamp between goblins and the second player never sees the first one\'s peek', async ({ page }) => {
  test.setTimeout(300_000);
  const errors = await setUp(page, ['human', 'human'], 'mm-e2e-hot', 'en', 'normal');
  await expect(page.getByTestId('mm-curtain')).toBeVisible();
  await expect(page.getByTestId('mm-map')).toHaveCount(0);
  await page.getByTestId('mm-curtain-lift').click();
  let peeked: string | null = null;
  // Take turns until the seat at the screen can peek at a face-down tile; everyone else just stops.
  for (let guard = 0; guard < 200 && peeked === null; guard++) {
    if (await page.getByTestId('mm-curtain').isVisible()) {
      await page.getByTestId('mm-curtain-lift').click();
      continue;
    }
    if (await page.getByTestId('mm-map-note').isVisible()) {
      const target = await viaMap(page, 'spy', '.mm-hex.target.down');
      if (target) {
        peeked = target.replace('mm-space-', '');
        break;
      }
    }
    if (!(await clickKind(page, ['endTurn', 'respawn', 'placeCreature', 'stepCreature', 'pickItem', 'sneak']))) {
      if (await page.getByTestId('mm-pay-0').isVisible()) await page.getByTestId('mm-pay-0').click();
      else if (await page.getByTestId('mm-move-0').isVisible()) await page.getByTestId('mm-move-0').click();
      else await page.waitForTimeout(50);
    }
  }
  expect(peeked, 'some turn offered a peek').not.toBeNull();
  const spyName = (await page.getByTestId('mm-viewer').textContent()) ?? '';
  await expect(page.getByTestId(`mm-peek-${peeked}`)).toBeVisible();
  const secret = (await page.getByTestId(`mm-peek-${peeked}`).textContent()) ?? '';
  await shot(page, 'hot-peek');
  // Stop; the creature and the next turn follow until the other player is asked for the screen.
  for (let guard = 0; guard < 50 && !(await page.getByTestId('mm-curtain').isVisible()); guard++) {
    if (!(await clickKind(page, ['endTurn', 'placeCreature', 'stepCreature']))) await page.waitForTimeout(50);
  }
  await expect(page.getByTestId('mm-curtain')).toBeVisible();
  await expect(page.getByTestId('mm-curtain')).toContainText('Hand the screen to');
  await expect(page.locator('[data-testid^="mm-peek-"]')).toHaveCount(0);
  await shot(page, 'hot-curtain');
  await page.getByTestId('mm-curtain-lift').click();
  await expect(page.getByTestId('mm-viewer')).not.toHaveText(spyName);
  // The other player sees the space still face down, with no trace of what was seen.
  await expect(page.getByTestId(`mm-space-${peeked}`)).toHaveAttribute('data-down', 'yes');
  await expect(page.locator('[data-testid^="mm-peek-"]')).toHaveCount(0);
  await expect(page.getByTestId('mm-peeks')).toHaveCount(0);
  expect(await page.getByTestId('mm-screen').textContent()).not.toContain(secret.replace('◉', '').trim());
  await fitsOnScreen(page);
  await shot(page, 'hot-second-player');
  expect(errors).toEqual([]);
});

test('five goblins: every seat, the dice and the swamp fit at 1280x720', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = await setUp(page, ['human', 'easy', 'normal', 'easy', 'hard'], 'mm-e2e-5');
  await expect(page.getByTestId('mm-move-0').or(page.getByTestId('mm-pay-0')).first()).toBeVisible({ timeout: 60_000 });
  for (const s of [0, 1, 2, 3, 4]) await expect(page.getByTestId(`mm-seat-${s}`)).toBeInViewport();
  await fitsOnScreen(page);
  await shot(page, 'five-goblins');
  expect(errors).toEqual([]);
});
