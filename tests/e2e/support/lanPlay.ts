/**
 * Plays this page's LAN seat to the end by clicking, like a person at a LAN table. It reads only
 * what the seat may know (the LAN debug hook has no full state: its view and its own legal
 * moves) to decide WHAT to click; `clickMove` does the clicking.
 */
import { expect, type Page, type TestInfo } from '@playwright/test';
import type { Move } from '../../../src/engine/games/mirianth';
import { clickThrough } from './autoplay';
import { collectPageErrors, waitForTable } from './pageErrors';

export interface LanTurn {
  version: number;
  /** The game waits for this page's seat. */
  mine: boolean;
  over: boolean;
  step: string;
  moves: Move[];
  /** Cards other seats have announced this round. */
  taken: string[];
}

export function readLanTurn(page: Page): Promise<LanTurn> {
  return page.evaluate(() => {
    const hook = window.__mirianth;
    const view = hook?.view() ?? null;
    const seat = hook?.lan()?.seat ?? null;
    const actor = hook?.actor() ?? null;
    const mine = view !== null && seat !== null && actor === seat && view.awaiting.includes(seat as never);
    return {
      version: hook?.version() ?? 0,
      mine,
      over: view?.step === 'gameOver',
      step: view?.step ?? 'setup',
      moves: mine && hook && seat !== null ? hook.legalMoves(seat as never) : [],
      taken: (view?.round?.announcements ?? []).filter((c, s) => c !== null && s !== seat).map(String),
    };
  });
}

/** Announce a card nobody else wants and lock in; take what is offered; otherwise the first legal move. */
export function lanPeacefulChoice(turn: LanTurn): Move | null {
  const moves = turn.moves;
  const locks = moves.filter((m) => m.type === 'announce' && m.lock);
  if (locks.length > 0) {
    return locks.find((m) => m.type === 'announce' && m.card !== null && !turn.taken.includes(m.card)) ?? locks[0] ?? null;
  }
  const prefer = (type: Move['type']) => moves.find((m) => m.type === type);
  return prefer('accept') ?? prefer('noDeal') ?? prefer('passPeddler') ?? prefer('attach') ?? moves[0] ?? null;
}

export interface LanPlayOptions {
  /** Called on every look at the game; return true to stop early. */
  onTurn?: (turn: LanTurn, moves: number) => Promise<boolean | void>;
  maxSteps?: number;
}

/** Plays until the game is over (or `onTurn` stops it); returns the number of moves clicked. */
export async function lanPlayToEnd(page: Page, options: LanPlayOptions = {}): Promise<number> {
  const { clicked } = await clickThrough(page, {
    read: () => readLanTurn(page),
    mine: (turn) => turn.mine,
    choose: lanPeacefulChoice,
    ...(options.onTurn ? { onTurn: options.onTurn } : {}),
    maxSteps: options.maxSteps ?? 4000,
    what: 'lanPlayToEnd',
  });
  return clicked;
}

/** The score sheet's totals, once its tally has finished counting. */
export async function sheetTotals(page: Page, seats: number): Promise<number[]> {
  await expect(page.getByTestId('score-sheet')).toHaveAttribute('data-final', 'true', { timeout: 30_000 });
  const out: number[] = [];
  for (let s = 0; s < seats; s++) out.push(Number(await page.getByTestId(`score-total-${s}`).textContent()));
  return out;
}

/** The final totals in this seat's own view (public once the game is over). */
export function viewTotals(page: Page): Promise<number[]> {
  return page.evaluate(() => window.__mirianth?.view()?.result?.scores.map((s) => s.total) ?? []);
}

/** A screenshot attached to the test's report. */
export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

export interface NewLanTable {
  /** The person's name at the host. */
  player: string;
  /** The table's name; omitted keeps the form's default. */
  table?: string;
  /** A game other than the form's default. */
  game?: string;
  seats: number;
}

/** Creates a table from the LAN screen by clicks and waits for its lobby (this page owns seat 1). */
export async function createLanTable(page: Page, t: NewLanTable): Promise<void> {
  await page.getByTestId('lan-name').fill(t.player);
  await page.getByTestId('lan-create-open').click();
  if (t.game) await page.getByTestId(`lan-create-game-${t.game}`).click();
  if (t.table) await page.getByTestId('lan-create-name').fill(t.table);
  await page.getByTestId(`lan-create-seats-${t.seats}`).click();
  await page.getByTestId('lan-create').click();
  await expect(page.getByTestId('lan-lobby')).toBeVisible();
}

export interface GuestOptions {
  /** The app's language and animation speed, set before the page loads (none: the page's own settings). */
  language?: string;
  speed?: string;
  /** Keep the views of the game frames the page receives (`views` in the answer). */
  views?: boolean;
}

/**
 * A browser at a LAN host: the page at 1280×720 (`?e2e`), on the host's join screen. Returns the
 * page's errors and, with `views`, the views of the game frames it receives. A test that routes the
 * page's websocket does so before.
 */
export async function openGuest(page: Page, host: { url: string }, options: GuestOptions = {}): Promise<{ errors: string[]; views: unknown[] }> {
  const errors = collectPageErrors(page);
  const views: unknown[] = [];
  if (options.views) {
    page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => {
      const msg = JSON.parse(String(payload)) as { type: string; view?: unknown };
      if (msg.type === 'game') views.push(msg.view);
    }));
  }
  const { language, speed } = options;
  if (language !== undefined || speed !== undefined) {
    await page.addInitScript(([lang, pace]) => {
      localStorage.setItem('mirianth.settings', JSON.stringify({ language: lang, speed: pace, reduceMotion: false }));
    }, [language ?? 'en', speed ?? 'normal']);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${host.url}?e2e`);
  await waitForTable(page, errors);
  await expect(page.getByTestId('lan-join')).toBeVisible();
  return { errors, views };
}
