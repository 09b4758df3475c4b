/**
 * Plays a move the way a keyboard user would: the number key shown on a button presses it, Enter
 * presses the decision's confirm button, Tab walks to a control. Tests read the game through the
 * debug hook and the DOM to decide WHAT to do; every action goes through `page.keyboard`.
 */
import { expect, type Page } from '@playwright/test';
import type { Move } from '../../../src/engine';

const WAIT = { timeout: 5_000 };

/** Presses Tab until `testId` has focus (reading focus only), then returns. */
export async function tabTo(page: Page, testId: string, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    const focused = await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.dataset['testid'] ?? '' : ''));
    if (focused === testId) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${testId}`);
}

/** Types the number the button shows (one or two digits). */
async function pressOption(page: Page, testId: string): Promise<void> {
  const button = page.locator(`[data-testid="actions"] [data-testid="${testId}"]`);
  await expect(button).toBeEnabled(WAIT);
  const n = await button.getAttribute('data-option', WAIT);
  if (!n) throw new Error(`${testId} shows no option number`);
  await page.keyboard.type(n);
}

async function pressOn(page: Page, testId: string): Promise<void> {
  const button = page.locator(`[data-testid="actions"] [data-testid="${testId}"]`);
  if ((await button.getAttribute('aria-pressed', WAIT)) === 'true') return;
  await pressOption(page, testId);
  await expect(button).toHaveAttribute('aria-pressed', 'true', WAIT);
}

/** Enter, once the decision's confirm button can be pressed. */
async function confirm(page: Page, testId: string): Promise<void> {
  await expect(page.getByTestId(testId)).toBeEnabled(WAIT);
  await page.keyboard.press('Enter');
}

async function proposeKeys(page: Page, move: Extract<Move, { type: 'propose' }>): Promise<void> {
  const { deal, seat } = move;
  await pressOn(page, `deal-to-${deal.to}`);
  await pressOn(page, deal.claimant === seat ? 'deal-claimant-me' : 'deal-claimant-them');
  for (const id of deal.give) await pressOn(page, `deal-give-${id}`);
  for (const id of deal.take) await pressOn(page, `deal-take-${id}`);
  for (const p of deal.promises) {
    await pressOn(page, p.promiser === seat ? 'deal-promise-by-me' : 'deal-promise-by-them');
    await pressOn(page, `deal-promise-kind-${p.kind}`);
    if (p.cardType) await pressOn(page, `deal-promise-type-${p.cardType}`);
    await pressOption(page, 'deal-promise-add');
  }
  await confirm(page, 'deal-propose');
}

/** Makes `move` with the keyboard only. */
export async function keyMove(page: Page, move: Move): Promise<void> {
  switch (move.type) {
    case 'announce':
      if (move.card === null) return pressOption(page, 'announce-pass');
      await pressOn(page, `announce-${move.card}`);
      if (move.lock) await confirm(page, 'lock-in');
      return;
    case 'lock': return confirm(page, 'lock-in');
    case 'propose': return proposeKeys(page, move);
    case 'accept': return pressOption(page, 'deal-accept');
    case 'reject': return pressOption(page, 'deal-reject');
    case 'noDeal': return pressOption(page, 'deal-nodeal');
    case 'invokePromise': return pressOption(page, `promise-invoke-${move.promise}`);
    case 'pick': return pressOption(page, `pick-${move.card}`);
    case 'playPeddler':
      await pressOn(page, `peddler-card-${move.card}`);
      await pressOn(page, `peddler-winner-${move.winner}`);
      await pressOn(page, `peddler-handto-${move.handTo}`);
      return confirm(page, 'peddler-play');
    case 'passPeddler': return pressOption(page, 'peddler-pass');
    case 'attach':
      await pressOn(page, `attach-paladin-${move.paladin}`);
      await pressOn(page, `attach-monster-${move.monster}`);
      return confirm(page, 'attach-confirm');
    case 'skipAttach': return pressOption(page, 'attach-skip');
    case 'aim':
      for (const a of move.aims) await pressOn(page, `aim-${a.archer}-${a.monster}`);
      return confirm(page, 'aim-confirm');
    case 'discardHeroes':
      for (const id of move.cards) await pressOn(page, `discard-${id}`);
      return confirm(page, 'discard-confirm');
    case 'resolvePlague':
      for (const id of move.priestesses) await pressOn(page, `priestess-${id}`);
      for (const id of move.walls) await pressOn(page, `wall-${id}-hero`);
      for (const id of move.discard) await pressOn(page, `discard-${id}`);
      return confirm(page, 'penalty-confirm');
    case 'fight': return pressOption(page, `fight-${move.monster}`);
    case 'rogue': return pressOption(page, `rogue-${move.rogue}-${move.monster}`);
    case 'resolveAttacks':
      for (const id of move.priestesses) await pressOn(page, `priestess-${id}`);
      for (const w of move.walls) await pressOn(page, `wall-${w.wall}-${w.cancels}`);
      for (const id of move.discard) await pressOn(page, `discard-${id}`);
      return confirm(page, 'penalty-confirm');
  }
}
