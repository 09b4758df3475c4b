/**
 * Plays the human seats of a game to the end by clicking, choosing each move from the legal
 * moves the debug hook lists. `choose` may steer particular decisions (a deal, a plague test).
 */
import type { Page } from '@playwright/test';
import type { Move } from '../../../src/engine';
import { clickMove, readTurn, waitForChange, type Turn } from './driver';

export type Chooser = (turn: Turn, page: Page) => Promise<Move | null>;

/** Announce a card nobody else wants yet and lock in; decline deals; otherwise the first legal move. */
export const peacefulChoice: Chooser = async (turn, page) => {
  const moves = turn.moves;
  const locks = moves.filter((m) => m.type === 'announce' && m.lock);
  if (locks.length > 0) {
    const taken = await page.evaluate(() => window.__mirianth?.state()?.round?.announcements ?? []);
    const free = locks.find((m) => m.type === 'announce' && m.card !== null && !taken.includes(m.card));
    return free ?? locks[0] ?? null;
  }
  const prefer = (type: Move['type']) => moves.find((m) => m.type === type);
  return prefer('accept') ?? prefer('noDeal') ?? prefer('passPeddler') ?? prefer('attach') ?? moves[0] ?? null;
};

export interface PlayOptions {
  choose?: Chooser;
  /** Called on every look at the game (screenshots, speed changes). */
  onTurn?: (turn: Turn) => Promise<void>;
  maxSteps?: number;
}

export async function playToEnd(page: Page, options: PlayOptions = {}): Promise<number> {
  const choose = options.choose ?? peacefulChoice;
  let humanMoves = 0;
  for (let i = 0; i < (options.maxSteps ?? 4000); i++) {
    let turn = await readTurn(page);
    await options.onTurn?.(turn);
    if (turn.over) return humanMoves;
    if (!turn.human || turn.moves.length === 0) {
      await waitForChange(page, turn.version, 20_000);
      continue;
    }
    // A person waits for the table to finish showing the last move before deciding.
    await page.waitForFunction(() => window.__mirianth?.animating() === false, undefined, { timeout: 30_000, polling: 50 });
    turn = await readTurn(page);
    if (!turn.human || turn.moves.length === 0) continue;
    const move = await choose(turn, page);
    if (!move) throw new Error(`No move chosen at version ${turn.version}`);
    try {
      await clickMove(page, move);
      humanMoves++;
    } catch {
      // The table moved on under the pointer (an AI acted in parallel): read the game again.
    }
    await waitForChange(page, turn.version, 5_000);
  }
  throw new Error('The game did not end');
}
