/**
 * Plays a move the way a person would: by clicking the HUD's controls. Tests read the game through
 * the read-only debug hook to decide WHAT to do; this file turns that decision into clicks.
 */
import type { Page } from '@playwright/test';
import type { Move, SeatId } from '../../../src/engine';

const CLICK = { timeout: 4_000 };

async function click(page: Page, testId: string): Promise<void> {
  await page.getByTestId(testId).click(CLICK);
}

async function pressed(page: Page, testId: string): Promise<boolean> {
  return (await page.getByTestId(testId).getAttribute('aria-pressed', CLICK)) === 'true';
}

/** Clicks a toggle only when it is not on yet. */
async function ensureOn(page: Page, testId: string): Promise<void> {
  if (!(await pressed(page, testId))) await click(page, testId);
}

async function proposeClicks(page: Page, move: Extract<Move, { type: 'propose' }>): Promise<void> {
  const { deal, seat } = move;
  await ensureOn(page, `deal-to-${deal.to}`);
  await ensureOn(page, deal.claimant === seat ? 'deal-claimant-me' : 'deal-claimant-them');
  for (const id of deal.give) await click(page, `deal-give-${id}`);
  for (const id of deal.take) await click(page, `deal-take-${id}`);
  for (const p of deal.promises) {
    await ensureOn(page, p.promiser === seat ? 'deal-promise-by-me' : 'deal-promise-by-them');
    await ensureOn(page, `deal-promise-kind-${p.kind}`);
    if (p.cardType) await ensureOn(page, `deal-promise-type-${p.cardType}`);
    await click(page, 'deal-promise-add');
  }
  await click(page, 'deal-propose');
}

/** Clicks through the UI to make `move`. */
export async function clickMove(page: Page, move: Move): Promise<void> {
  switch (move.type) {
    case 'announce':
      if (move.card === null) return click(page, 'announce-pass');
      if (!(await pressed(page, `announce-${move.card}`))) await click(page, `announce-${move.card}`);
      if (move.lock) await click(page, 'lock-in');
      return;
    case 'lock': return click(page, 'lock-in');
    case 'propose': return proposeClicks(page, move);
    case 'accept': return click(page, 'deal-accept');
    case 'reject': return click(page, 'deal-reject');
    case 'noDeal': return click(page, 'deal-nodeal');
    case 'invokePromise': return click(page, `promise-invoke-${move.promise}`);
    case 'pick': return click(page, `pick-${move.card}`);
    case 'playPeddler':
      await ensureOn(page, `peddler-card-${move.card}`);
      await ensureOn(page, `peddler-winner-${move.winner}`);
      await ensureOn(page, `peddler-handto-${move.handTo}`);
      return click(page, 'peddler-play');
    case 'passPeddler': return click(page, 'peddler-pass');
    case 'attach':
      await ensureOn(page, `attach-paladin-${move.paladin}`);
      await ensureOn(page, `attach-monster-${move.monster}`);
      return click(page, 'attach-confirm');
    case 'skipAttach': return click(page, 'attach-skip');
    case 'aim':
      for (const a of move.aims) await ensureOn(page, `aim-${a.archer}-${a.monster}`);
      return click(page, 'aim-confirm');
    case 'discardHeroes':
      for (const id of move.cards) await ensureOn(page, `discard-${id}`);
      return click(page, 'discard-confirm');
    case 'resolvePlague':
      for (const id of move.priestesses) await ensureOn(page, `priestess-${id}`);
      for (const id of move.walls) await ensureOn(page, `wall-${id}-hero`);
      for (const id of move.discard) await ensureOn(page, `discard-${id}`);
      return click(page, 'penalty-confirm');
    case 'fight': return click(page, `fight-${move.monster}`);
    case 'rogue': return click(page, `rogue-${move.rogue}-${move.monster}`);
    case 'resolveAttacks':
      for (const id of move.priestesses) await ensureOn(page, `priestess-${id}`);
      for (const w of move.walls) await ensureOn(page, `wall-${w.wall}-${w.cancels}`);
      for (const id of move.discard) await ensureOn(page, `discard-${id}`);
      return click(page, 'penalty-confirm');
  }
}

export interface Turn { actor: SeatId | null; human: boolean; version: number; step: string; lastRound: string; over: boolean; moves: Move[] }

/** Reads (never changes) what the game waits for. */
export function readTurn(page: Page): Promise<Turn> {
  return page.evaluate(() => {
    const hook = window.__mirianth;
    const state = hook?.state();
    const actor = hook?.actor() ?? null;
    const human = actor !== null && hook?.config()?.seats[actor]?.kind === 'human';
    return {
      actor, human, version: hook?.version() ?? 0, step: state?.step ?? 'setup', lastRound: state?.lastRound ?? 'notYet', over: state?.step === 'gameOver',
      moves: human && actor !== null && hook ? hook.legalMoves(actor) : [],
    };
  });
}

/** Waits until the session moved on from `version` (a move was applied, or an AI started thinking). */
export async function waitForChange(page: Page, version: number, timeout = 10_000): Promise<boolean> {
  try {
    await page.waitForFunction((v) => (window.__mirianth?.version() ?? v) !== v, version, { timeout, polling: 20 });
    return true;
  } catch {
    return false;
  }
}
