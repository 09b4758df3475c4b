/**
 * Plays the human seats of a game to the end by clicking, choosing each move from the legal
 * moves the debug hook lists. `choose` may steer particular decisions (a deal, a plague test).
 */
import type { Page } from '@playwright/test';
import type { Move } from '../../../src/engine/games/mirianth';
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

/** What the click loop needs from a look at the game (local or LAN). */
export interface LoopTurn { over: boolean; version: number; moves: readonly Move[] }

export interface ClickLoop<T extends LoopTurn> {
  read(): Promise<T>;
  /** Whether this turn is ours to play (a human seat here, our seat at a LAN table). */
  mine(turn: T): boolean;
  choose(turn: T): Promise<Move | null> | Move | null;
  /** Looks at every turn read first (screenshots, speed changes); true stops the loop. */
  onTurn?(turn: T, clicked: number): Promise<boolean | void> | boolean | void;
  /** Asked at each of our decisions, once the table is still; true stops before choosing. */
  stopAt?(turn: T): Promise<boolean> | boolean;
  maxSteps: number;
  what: string;
}

/**
 * The loop every scripted player runs: wait for our decision, let the table finish showing the
 * last move (as a person would), choose, click, repeat. Returns the turn it stopped at and the
 * number of moves it clicked.
 */
export async function clickThrough<T extends LoopTurn>(page: Page, loop: ClickLoop<T>): Promise<{ turn: T; clicked: number }> {
  let clicked = 0;
  // Clicks that failed in a row at one version: a control the person cannot reach, not a race.
  let stuck = { version: -1, failures: 0 };
  for (let i = 0; i < loop.maxSteps; i++) {
    let turn = await loop.read();
    if (await loop.onTurn?.(turn, clicked)) return { turn, clicked };
    if (turn.over) return { turn, clicked };
    if (!loop.mine(turn) || turn.moves.length === 0) {
      await waitForChange(page, turn.version, 20_000);
      continue;
    }
    await tableIdle(page, turn.version);
    turn = await loop.read();
    if (!loop.mine(turn) || turn.moves.length === 0) continue;
    if (await loop.stopAt?.(turn)) return { turn, clicked };
    const move = await loop.choose(turn);
    if (!move) throw new Error(`${loop.what}: no move chosen at version ${turn.version}`);
    try {
      await clickMove(page, move);
      clicked++;
    } catch (e) {
      // The table moved on under the pointer (an AI acted, an update arrived): read the game again.
      stuck = stuck.version === turn.version ? { version: turn.version, failures: stuck.failures + 1 } : { version: turn.version, failures: 1 };
      if (stuck.failures >= 6) throw new Error(`${loop.what}: could not click ${JSON.stringify(move)} at version ${turn.version}: ${String(e)}`);
    }
    await waitForChange(page, turn.version, 5_000);
  }
  throw new Error(`${loop.what}: the game did not end`);
}

/**
 * Waits, as a person would, for the table to finish showing what happened. At normal speed the
 * last round's resolution (plague tests, every battle) can play for a minute on a busy machine;
 * a table that never settles fails with the beat it was stuck on.
 */
async function tableIdle(page: Page, version: number): Promise<void> {
  try {
    await page.waitForFunction(() => window.__mirianth?.animating() === false, undefined, { timeout: 120_000, polling: 50 });
  } catch (e) {
    const beat = await page.evaluate(() => window.__mirianthTable?.beat() ?? null).catch(() => null);
    throw new Error(`the table was still animating after 120 s at version ${version} (beat ${String(beat)}): ${String(e)}`);
  }
}

export async function playToEnd(page: Page, options: PlayOptions = {}): Promise<number> {
  const choose = options.choose ?? peacefulChoice;
  const { clicked } = await clickThrough(page, {
    read: () => readTurn(page),
    mine: (turn) => turn.human,
    choose: (turn) => choose(turn, page),
    onTurn: async (turn) => {
      await options.onTurn?.(turn);
    },
    maxSteps: options.maxSteps ?? 4000,
    what: 'playToEnd',
  });
  return clicked;
}
