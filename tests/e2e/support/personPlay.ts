/**
 * Plays the human seat as a person would at normal speed: acts on what the screen shows (the
 * prompt names the human and the controls are there), after a moment of thought, without waiting
 * for the table to fall still (with three bots fighting battles it rarely does).
 */
import type { Page } from '@playwright/test';
import type { Move } from '../../../src/engine/games/mirianth';
import { clickMove, readTurn, waitForChange, type Turn } from './driver';

/** Waits until the HUD shows the human's decision (the table has caught up with it). */
export async function shownToHuman(page: Page, turn: Turn, timeout = 30_000): Promise<boolean> {
  try {
    await page.waitForFunction((seat) => {
      const prompt = document.querySelector('[data-testid="hud-prompt"]');
      return prompt?.getAttribute('data-actor') === String(seat) && document.querySelector('[data-testid="actions"]') !== null;
    }, turn.actor, { timeout, polling: 50 });
    return true;
  } catch {
    return false;
  }
}

export interface PersonOptions {
  choose: (turn: Turn) => Promise<Move | null> | Move | null;
  /** Asked at each human decision the screen shows; true stops before choosing. */
  stop: (turn: Turn) => Promise<boolean> | boolean;
  /** A person's moment of thought before clicking. */
  thinkMs?: number;
  maxSteps?: number;
}

export async function playAsPerson(page: Page, o: PersonOptions): Promise<Turn> {
  for (let i = 0; i < (o.maxSteps ?? 400); i++) {
    let turn = await readTurn(page);
    if (turn.over) return turn;
    if (!turn.human || turn.moves.length === 0) {
      await waitForChange(page, turn.version, 20_000);
      continue;
    }
    if (!(await shownToHuman(page, turn))) continue;
    turn = await readTurn(page);
    if (!turn.human || turn.moves.length === 0) continue;
    if (await o.stop(turn)) return turn;
    await page.waitForTimeout(o.thinkMs ?? 250);
    const move = await o.choose(turn);
    if (!move) throw new Error(`playAsPerson: no move chosen at version ${turn.version}`);
    try {
      await clickMove(page, move);
    } catch {
      // The table moved on under the pointer: read the game again.
    }
    await waitForChange(page, turn.version, 5_000);
  }
  throw new Error('playAsPerson: too many steps');
}
