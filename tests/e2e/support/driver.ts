/**
 * Plays a move the way a person would: by clicking the HUD's controls. Tests read the game through
 * the read-only debug hook to decide WHAT to do; this file turns that decision into clicks.
 */
import type { Page } from '@playwright/test';
import type { Move, SeatId } from '../../../src/engine/games/mirianth';
import { moveControls } from './moveControls';

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

/** Clicks through the UI to make `move`. */
export async function clickMove(page: Page, move: Move): Promise<void> {
  for (const control of moveControls(move)) {
    if (control.act === 'toggle') await ensureOn(page, control.id);
    else await click(page, control.id);
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
