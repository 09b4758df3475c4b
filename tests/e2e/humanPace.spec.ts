/**
 * Issue 11, "the human at the table", played at a person's pace (normal animation speed, real
 * waits): the words never run ahead of the table, a half-made choice survives the AI's moves,
 * and a person has time to compose an offer in a dispute with a normal AI.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Move } from '../../src/engine/games/mirianth';
import { clickThrough, peacefulChoice } from './support/autoplay';
import { readTurn, type Turn } from './support/driver';
import { aheadOfFlip, midMove, readPace, watchPace } from './support/paceWatch';
import { playAsPerson } from './support/personPlay';
import { gameState, openPage, playUntil, startGame } from './support/saves';
import { shotsIn } from './support/shots';

test.use({ actionTimeout: 10_000 });

/** Seeks disputes and lets them go to the plague test: announce what another seat announced, reject offers, no deal. */
async function disputing(turn: Turn, page: Page): Promise<Move | null> {
  const moves = turn.moves;
  const taken = await page.evaluate(() => window.__mirianth?.state()?.round?.announcements ?? []);
  const contest = moves.find((m) => m.type === 'announce' && m.lock && m.card !== null && taken.includes(m.card));
  if (contest) return contest;
  return moves.find((m) => m.type === 'reject') ?? moves.find((m) => m.type === 'noDeal') ?? peacefulChoice(turn, page);
}

async function playAtPace(page: Page, stop: (turn: Turn) => boolean | Promise<boolean>, choose = disputing): Promise<Turn> {
  const { turn } = await clickThrough(page, {
    read: () => readTurn(page),
    mine: (t) => t.human,
    choose: (t) => choose(t, page),
    stopAt: stop,
    maxSteps: 400,
    what: 'playAtPace',
  });
  return turn;
}

/** The lines that tell a fate test's outcome (the face-down deal may be told before the flip). */
const FATE_LINE = /receives .* from the deck of fate|cards of fate are turned over/;

test('at a person\'s pace the log, round and prompt wait for the table: fate winners after the flip, no round or prompt mid-move', async ({ page }) => {
  test.setTimeout(150_000);
  const errors = await openPage(page);
  // A seed whose resolution gives the human a discard of two or more cards while another seat's move is still to come.
  await startGame(page, ['human', 'easy', 'easy', 'easy'], process.env['PACE_DISCARD_SEED'] ?? 'pace-1');
  await page.getByTestId('speed-normal').click();
  await watchPace(page);
  const started = Date.now();
  await playAtPace(page, async () => ((await gameState(page))?.roundNo ?? 0) >= 3);
  const early = await readPace(page);
  console.log(`rounds 1-2 at normal speed: ${((Date.now() - started) / 1000).toFixed(1)} s, ${early.hud.length} HUD changes, ${early.table.length} beats`);
  const fateLines = early.hud.filter((c) => c.what === 'log' && FATE_LINE.test(c.text));
  expect(fateLines.length).toBeGreaterThan(0);
  expect(early.table.some((b) => b.name === 'fateRevealed')).toBe(true);
  // Shown after the flip, the card each disputant received has a name (not "?" until the move ends).
  expect(fateLines.filter((c) => c.text.includes('receives ?')).map((c) => c.text)).toEqual([]);
  expect(aheadOfFlip(early, (c) => c.what === 'log' && FATE_LINE.test(c.text))).toEqual([]);
  expect(aheadOfFlip(early, (c) => c.what !== 'log')).toEqual([]);
  expect(early.hud.some((c) => c.what === 'round' && /Round 2/.test(c.text))).toBe(true);
  expect(midMove(early, (c) => c.what !== 'log')).toEqual([]);
  expect(errors).toEqual([]);
});

type Pick = Extract<Move, { type: 'resolveAttacks' | 'resolvePlague' | 'discardHeroes' }>;

/** A discard decision paid with two or more cards and nothing else (no Priestess, no Wall). */
function plainDiscard(moves: readonly Move[]): Pick | undefined {
  for (const m of moves) {
    if (m.type === 'discardHeroes' && m.cards.length >= 2) return m;
    if ((m.type === 'resolveAttacks' || m.type === 'resolvePlague') && m.priestesses.length === 0 && m.walls.length === 0 && m.discard.length >= 2) return m;
  }
  return undefined;
}

const cardsOf = (m: Pick) => (m.type === 'discardHeroes' ? m.cards : m.discard);

test('a half-made discard survives the AI\'s battles arriving: picks stay, Confirm stays on; the prompt waits for the battles', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = await openPage(page);
  // A seed whose resolution gives the human a discard of two or more cards while another seat's move is still to come.
  await startGame(page, ['human', 'easy', 'easy', 'easy'], process.env['PACE_DISCARD_SEED'] ?? 'pace-1');
  await playUntil(page, (turn) => turn.lastRound === 'over');
  await page.getByTestId('speed-normal').click();
  await watchPace(page);
  // Stop at a discard while some other seat still has a move to make or to show (else no AI move can arrive meanwhile).
  // The table's last beat is read in the same step: the table has shown the human's own moves by
  // now, and the pending seat's move cannot have been shown yet.
  let before = { beat: -1 };
  const othersPending = async (seat: number | null) => {
    const seen = await page.evaluate((s) => ({
      others: (window.__mirianth?.awaiting() ?? []).some((a) => a !== s),
      beat: (window.__mirianthTable?.timeline() ?? []).pop()?.n ?? -1,
    }), seat);
    before = { beat: seen.beat };
    return seen.others;
  };
  const turn = await playAsPerson(page, { choose: (t) => peacefulChoice(t, page), stop: async (t) => plainDiscard(t.moves) !== undefined && await othersPending(t.actor) });
  const move = plainDiscard(turn.moves);
  if (!move) throw new Error('The human never had a discard decision to make while another seat still had to move: try another seed');
  const confirm = page.getByTestId(move.type === 'discardHeroes' ? 'discard-confirm' : 'penalty-confirm');
  // The engine is ahead of the table: the controls come once the table has shown the human's battles.
  await expect(page.getByTestId(move.type === 'discardHeroes' ? 'discard-panel' : 'penalty-panel')).toBeVisible({ timeout: 30_000 });
  // From here on the human does not move, so every move the table shows is another seat's (an AI
  // may finish while the person is still clicking, which the picks must survive too).
  for (const id of cardsOf(move)) await page.getByTestId(`discard-${id}`).click();
  await expect(confirm).toBeEnabled();
  // An AI's move is shown on the table (the engine may have played it already) while the picks are pending.
  // The human has not moved, so every move shown from here on is another seat's.
  await page.waitForFunction((beat) => (window.__mirianthTable?.timeline() ?? []).some((b) => b.n > beat && b.name === 'settle'), before.beat, { timeout: 60_000, polling: 50 });
  const engine = await page.evaluate(() => window.__mirianth?.awaiting() ?? []);
  expect(engine).toContain(turn.actor);
  for (const id of cardsOf(move)) await expect(page.getByTestId(`discard-${id}`)).toHaveAttribute('aria-pressed', 'true');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await page.waitForFunction(({ seat, cards }) => cards.every((c) => window.__mirianth?.events().some((e) => e.type === 'cardDiscarded' && e.seat === seat && e.card === c)),
    { seat: turn.actor, cards: cardsOf(move) }, { timeout: 10_000 });
  const late = await readPace(page);
  expect(late.hud.some((c) => c.what === 'prompt' && /Choose the cards you lose|Choose \d+ to discard|choose\./.test(c.text))).toBe(true);
  expect(midMove(late, (c) => c.what === 'prompt')).toEqual([]);
  expect(errors).toEqual([]);
});

const shot = shotsIn('test-results/human-pace');

/** Whether the element is wholly inside the window (seen without scrolling anything). */
async function inView(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).boundingBox();
  const size = page.viewportSize();
  return box !== null && size !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height;
}

/** Text that does not fit its box: wider or taller than shown. */
async function clipped(page: Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
}

async function checkDealForm(page: Page, tag: string): Promise<void> {
  for (const lang of ['en', 'pt-BR'] as const) {
    await page.getByTestId(`lang-${lang}`).click();
    await expect(page.getByTestId('deal-promise-0')).toContainText(lang === 'en' ? 'will give up' : 'abrirá mão');
    expect(await inView(page, 'deal-propose')).toBe(true);
    expect(await inView(page, 'deal-nodeal')).toBe(true);
    expect(await inView(page, 'promise-ledger')).toBe(true);
    expect(await inView(page, 'hud-round')).toBe(true);
    expect(await clipped(page, 'hud-round')).toBe(false);
    expect(await clipped(page, 'hud-prompt')).toBe(false);
    await shot(page, `${tag}-${lang}-deal-form`);
  }
  await page.getByTestId('lang-en').click();
}

test('a person composes and sends an offer to a normal AI, which waits for it; the form fits at 1280×720 and 1920×1080', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = await openPage(page);
  await startGame(page, ['human', 'normal', 'normal'], 'pace-deal-2');
  await page.getByTestId('speed-normal').click();
  const turn = await playAsPerson(page, { choose: (t) => disputing(t, page), stop: (t) => t.moves.some((m) => m.type === 'propose') });
  const seat = turn.actor;
  await expect(page.getByTestId('deal-propose')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('floor')).toBeVisible();
  // A person reads the form and thinks: the AI must not end the dispute meanwhile.
  const events = await page.evaluate(() => window.__mirianth?.events().length ?? 0);
  await page.waitForTimeout(4_000);
  const meanwhile = await page.evaluate((n) => window.__mirianth?.events().slice(n).map((e) => e.type) ?? [], events);
  expect(meanwhile).toEqual([]);
  // Compose: the AI keeps the card and promises to give up a later dispute once.
  const propose = turn.moves.find((m) => m.type === 'propose');
  if (!propose || propose.type !== 'propose') throw new Error('No offer to make');
  const other = propose.deal.to;
  await page.getByTestId(`deal-to-${other}`).click();
  await page.getByTestId('deal-claimant-them').click();
  await page.getByTestId('deal-promise-by-them').click();
  await page.getByTestId('deal-promise-kind-once').click();
  await page.getByTestId('deal-promise-add').click();
  await expect(page.getByTestId('deal-propose')).toBeEnabled();
  await checkDealForm(page, '1280x720');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await checkDealForm(page, '1920x1080');
  await page.setViewportSize({ width: 1280, height: 720 });
  expect(await page.evaluate((n) => window.__mirianth?.events().length === n, events)).toBe(true);
  await page.getByTestId('deal-propose').click();
  await page.waitForFunction((s) => window.__mirianth?.events().some((e) => e.type === 'dealProposed' && e.proposal.from === s), seat, { timeout: 5_000 });
  // The log tells the whole offer, in words, once the table has shown it.
  await expect(page.getByTestId('game-log')).toContainText(/will give up/, { timeout: 10_000 });
  // The AI answers; whatever it says, the ledger tells the promises that are open.
  await page.waitForFunction((s) => window.__mirianth?.events().some((e) => (e.type === 'dealAccepted' || e.type === 'dealRejected') && e.proposal.from === s), seat, { timeout: 15_000 });
  await page.waitForFunction(() => window.__mirianth?.animating() === false, undefined, { timeout: 20_000 });
  await shot(page, '1280x720-en-after-offer');
  expect(errors).toEqual([]);
});
