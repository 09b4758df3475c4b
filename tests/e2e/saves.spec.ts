/**
 * Saves in the browser build (IndexedDB): reload and Continue, the saved-games list, damaged
 * files, the replay viewer and undo against the AI. Every action goes through the UI; the debug
 * hooks (`?e2e`) are only read.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { seatId, type Move } from '../../src/engine/games/mirianth';
import type { SaveSetup } from '../../src/shared/save';
import {
  buildSave, buildTimeline, decodeSaveBytes, isAutosavePoint, positionHash, readSaveHeader, replayFrame, replayMoves, undoFloor,
} from '../../src/engine/games/mirianth/save';
import { sampleGame } from '../../src/cli/games/mirianth/sampleGame';
import { peacefulChoice, playToEnd } from './support/autoplay';
import { clickMove, readTurn, waitForChange } from './support/driver';
import { gameState, liveMoves, liveSetup, openPage, playOne, playUntil, startGame, stateHash, waitForSaved } from './support/saves';

test.use({ actionTimeout: 10_000 });

/** How many moves the newest autosave holds: up to the last move that ended a round, a step or the game. */
function lastAutosaveLength(setup: SaveSetup, moves: readonly Move[]): number {
  const built = buildTimeline(setup, moves);
  if (!built.ok) throw new Error(built.message);
  let last = 0;
  built.timeline.states.forEach((state, i) => {
    if (i > 0 && isAutosavePoint(state.events)) last = i;
  });
  return last;
}

async function sheetTotals(page: Page, seats: number): Promise<number[]> {
  await expect(page.getByTestId('score-sheet')).toHaveAttribute('data-final', 'true', { timeout: 20_000 });
  const out: number[] = [];
  for (let s = 0; s < seats; s++) out.push(Number(await page.getByTestId(`score-total-${s}`).textContent()));
  return out;
}

async function importFile(page: Page, name: string, bytes: Buffer): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('saves-import').click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: bytes });
}

test('reload, Continue and finish: the same game as one played without a break', async ({ page }) => {
  test.setTimeout(300_000);
  const errors = await openPage(page);
  await startGame(page, ['human', 'easy'], 'saves-continue-1');
  await playUntil(page, (_, state) => (state?.roundNo ?? 0) >= 4);
  const setup = await liveSetup(page);
  const before = await liveMoves(page);
  const gameId = await page.evaluate(() => window.__mirianthSaves?.gameId() ?? null);
  const saved = lastAutosaveLength(setup, before);
  expect(saved).toBeGreaterThan(0);
  await waitForSaved(page, saved);

  await page.reload();
  await expect(page.getByTestId('continue-game')).toBeVisible();
  await expect(page.getByTestId('continue-what')).toContainText('round 4');
  await page.getByTestId('continue-game').click();
  await expect(page.getByTestId('sidebar')).toBeVisible();
  expect(await page.evaluate(() => window.__mirianthSaves?.gameId() ?? null)).toBe(gameId);
  // The moves after the last autosave were kept as the page went away: nothing is lost.
  expect(await liveMoves(page)).toEqual(before);

  await page.getByTestId('speed-instant').click();
  await playToEnd(page);
  const totals = await sheetTotals(page, 2);
  const moves = await liveMoves(page);
  expect(moves.slice(0, saved)).toEqual(before.slice(0, saved));

  // The uninterrupted game: the same seed and moves, replayed by the engine in Node.
  const replayed = replayMoves(setup, moves);
  if (!replayed.ok) throw new Error(replayed.message);
  expect(await stateHash(page)).toBe(positionHash(replayed.state));
  expect(totals).toEqual(replayed.state.result?.scores.map((s) => s.total));
  expect(errors).toEqual([]);
});

test('a reload between autosaves loses nothing: Continue opens the game at the same move', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = await openPage(page);
  await startGame(page, ['human', 'normal', 'easy'], 'saves-round-one');
  // At normal speed the AIs think for a while, so the reload comes between two autosave points.
  await page.getByTestId('speed-normal').click();
  const setup = await liveSetup(page);
  let before = await liveMoves(page);
  for (let tries = 0; tries < 12 && before.length <= lastAutosaveLength(setup, before); tries++) {
    const turn = await playUntil(page, () => true);
    const move = await peacefulChoice(turn, page);
    if (!move) throw new Error('no move to make');
    await clickMove(page, move);
    await waitForChange(page, turn.version);
    before = await liveMoves(page);
  }
  // Some moves exist that no autosave holds: only the stash written as the page went away keeps them.
  const saved = lastAutosaveLength(setup, before);
  expect(before.length).toBeGreaterThan(saved);
  await page.reload();
  await expect(page.getByTestId('continue-game')).toBeVisible();
  await page.getByTestId('continue-game').click();
  await expect(page.getByTestId('sidebar')).toBeVisible();
  // Every move made before the reload is back (an AI may have moved once more meanwhile).
  expect((await liveMoves(page)).slice(0, before.length)).toEqual(before);
  expect(errors).toEqual([]);
});

test('the saved-games list shows date, players, round and phase; rename and delete work', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = await openPage(page);
  await page.getByTestId('seat-name-0').fill('Ana');
  await startGame(page, ['human', 'easy'], 'saves-list-1');
  await playUntil(page, (_, state) => (state?.roundNo ?? 0) >= 2);
  await page.getByTestId('save-game').click();
  await expect(page.getByTestId('notice-info')).toContainText('Saved as');

  await page.getByTestId('open-saves-top').click();
  const row = page.locator('[data-testid^="save-row-save-"]');
  await expect(row).toHaveCount(1);
  const id = (await row.getAttribute('data-testid'))?.replace('save-row-', '') ?? '';
  const year = String(new Date().getFullYear());
  await expect(page.getByTestId(`save-date-${id}`)).toContainText(year);
  await expect(page.getByTestId(`save-players-${id}`)).toHaveText('Ana (Human) · Brisa (AI · easy)');
  await expect(page.getByTestId(`save-round-${id}`)).toHaveText('Round 2');
  await expect(page.getByTestId(`save-phase-${id}`)).toHaveText('Negotiation');
  // The autosaves of the same game are folded under its newest save (one row per game), and open.
  await expect(page.locator('[data-testid^="save-row-autosave-"]').first()).toBeHidden();
  await page.getByTestId(`save-older-${id}`).locator('summary').click();
  await expect(page.locator('[data-testid^="save-row-autosave-"]').first()).toBeVisible();

  // Export is a download of the very file: it reads back as the same game.
  const download = page.waitForEvent('download');
  await page.getByTestId(`save-export-${id}`).click();
  const file = await (await download).path();
  const exported = decodeSaveBytes(new Uint8Array(readFileSync(file)));
  expect(exported.ok && exported.save.moves).toEqual(await page.evaluate(() => window.__mirianthSaves?.moves() ?? []));

  await page.getByTestId(`save-rename-${id}`).click();
  await page.getByTestId(`save-rename-input-${id}`).fill('Before the big dispute');
  await page.getByTestId(`save-rename-ok-${id}`).click();
  await expect(page.getByTestId(`save-name-${id}`)).toHaveText('Before the big dispute');

  await page.getByTestId(`save-delete-${id}`).click();
  await page.getByTestId(`save-delete-confirm-${id}`).click();
  await expect(page.getByTestId(`save-row-${id}`)).toHaveCount(0);
  await page.getByTestId('saves-close').click();
  await expect(page.getByTestId('saves-list')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('damaged files get their own message, are left alone, and the app keeps running', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = await openPage(page);
  const good = buildSave(sampleGame(77, 3, 60).draft);
  if (!good.ok) throw new Error(good.message);
  const text = good.text;
  const bad: Record<string, Buffer> = {
    corrupt: Buffer.from([0x7b, 0xff, 0xfe, 0x00, 0x81, 0x7d]),
    truncated: Buffer.from(text.slice(0, Math.floor(text.length * 0.6))),
    wrongGame: Buffer.from(JSON.stringify({ format: 'chess-save', version: 1, moves: [] })),
    futureVersion: Buffer.from(text.replace('"version": 2', '"version": 7')),
    handEdited: Buffer.from(text.replace(/"name": "[^"]*"/, '"name": "Edited by hand"')),
  };
  await page.getByTestId('open-saves').click();
  await expect(page.getByTestId('saves-empty')).toBeVisible();
  const messages = new Set<string>();
  for (const [name, bytes] of Object.entries(bad)) {
    const expected = decodeSaveBytes(new Uint8Array(bytes));
    if (expected.ok) throw new Error(`${name} should not decode`);
    await importFile(page, `${name}.json`, bytes);
    await expect(page.getByTestId('saves-error'), name).toHaveText(expected.message);
    messages.add(expected.message);
    // Nothing was copied in.
    await expect(page.getByTestId('saves-empty')).toBeVisible();
  }
  expect(messages.size).toBe(Object.keys(bad).length);

  // A good file still imports, and a save damaged in storage is listed with its reason, never removed.
  await importFile(page, 'good.json', Buffer.from(text));
  await expect(page.locator('[data-testid^="save-row-save-"]')).toHaveCount(1);
  const cutOff = '{"format": "mirianth-wars-save", "vers';
  const header = readSaveHeader(new TextEncoder().encode(cutOff));
  if (header.ok) throw new Error('the cut-off file should not read');
  await page.evaluate((damaged) => new Promise<void>((resolve, reject) => {
    const open = indexedDB.open('mirianth-saves', 1);
    open.onerror = () => reject(new Error('cannot open the saves database'));
    open.onsuccess = () => {
      const tx = open.result.transaction('files', 'readwrite');
      tx.objectStore('files').put({ id: 'autosave-000042', text: damaged, bytes: damaged.length, modifiedAt: new Date().toISOString() });
      tx.oncomplete = () => resolve();
    };
  }), cutOff);
  await page.getByTestId('saves-close').click();
  await page.getByTestId('open-saves').click();
  await expect(page.getByTestId('save-damaged-autosave-000042')).toHaveText(header.message);
  await page.reload();
  await page.getByTestId('open-saves').click();
  await expect(page.getByTestId('save-row-autosave-000042')).toHaveAttribute('data-status', 'damaged');
  await page.getByTestId('saves-close').click();
  // Continue passes over the newer damaged autosave, says so, and opens the imported game.
  await page.getByTestId('continue-game').click();
  await expect(page.getByTestId('notice-error').locator('span')).toHaveText(`Skipped autosave-000042: ${header.message}`);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  // The imported game is the one running: its moves lead the live record. (Bots may already
  // have moved on from it, so the live state itself is not compared.)
  const draftMoves = sampleGame(77, 3, 60).draft.moves;
  expect((await liveMoves(page)).slice(0, draftMoves.length)).toEqual(draftMoves);
  await page.getByTestId('open-saves-top').click();
  await expect(page.getByTestId('save-row-autosave-000042')).toHaveAttribute('data-status', 'damaged');
  expect(errors).toEqual([]);
});

test('a replay steps forward and back, plays on, and ends on the final scores', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = await openPage(page);
  const sample = sampleGame(2024, 2);
  const built = buildSave(sample.draft);
  if (!built.ok) throw new Error(built.message);
  const timeline = buildTimeline(sample.draft.setup, sample.draft.moves);
  if (!timeline.ok) throw new Error(timeline.message);
  const frameHash = (i: number) => positionHash(replayFrame(timeline.timeline, i).state);

  await page.getByTestId('open-saves').click();
  await importFile(page, 'sample.json', Buffer.from(built.text));
  const row = page.locator('[data-testid^="save-row-save-"]');
  const id = (await row.getAttribute('data-testid'))?.replace('save-row-', '') ?? '';
  await expect(page.getByTestId(`save-load-${id}`)).toHaveCount(0);
  await page.getByTestId(`save-replay-${id}`).click();

  const frame = page.getByTestId('replay-frame');
  await expect(frame).toHaveAttribute('data-index', '0');
  await expect(frame).toHaveAttribute('data-last', String(sample.draft.moves.length));
  expect(await stateHash(page)).toBe(frameHash(0));
  await page.getByTestId('replay-forward').click();
  await expect(frame).toHaveAttribute('data-index', '1');
  await page.getByTestId('replay-forward').click();
  await expect(frame).toHaveAttribute('data-index', '2');
  expect(await stateHash(page)).toBe(frameHash(2));
  await page.getByTestId('replay-back').click();
  await expect(frame).toHaveAttribute('data-index', '1');
  expect(await stateHash(page)).toBe(frameHash(1));
  await page.waitForFunction(() => window.__mirianth?.animating() === false);

  await page.getByTestId('speed-instant').click();
  await page.getByTestId('replay-speed-8').click();
  await page.getByTestId('replay-play').click();
  await expect.poll(async () => Number(await frame.getAttribute('data-index')), { timeout: 15_000 }).toBeGreaterThan(4);
  await page.getByTestId('replay-pause').click();
  const paused = Number(await frame.getAttribute('data-index'));
  expect(await stateHash(page)).toBe(frameHash(paused));

  await page.getByTestId('replay-end').click();
  await expect(frame).toHaveAttribute('data-index', String(sample.draft.moves.length));
  const scores = sample.final.result?.scores.map((s) => String(s.total)) ?? [];
  for (const [seat, total] of scores.entries()) await expect(page.getByTestId(`replay-score-${seat}`)).toHaveText(total);
  expect(await stateHash(page)).toBe(positionHash(sample.final));
  // The last frame is the finished game, and nothing on the page offers a move.
  expect((await gameState(page))?.step).toBe('gameOver');
  await expect(page.getByTestId('actions')).toHaveCount(0);
  await page.getByTestId('replay-close').click();
  await expect(page.getByTestId('new-game')).toBeVisible();
  expect(errors).toEqual([]);
});

test('undo against the AI returns to the human decision and never crosses a reveal', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = await openPage(page);
  await startGame(page, ['human', 'easy'], 'saves-undo-3');
  // Bots move at a watchable pace, so the human's last decision is still undoable when the button is clicked.
  await page.getByTestId('speed-normal').click();
  const undo = page.getByTestId('undo');
  const human = seatId(0);
  const humanMoves = (moves: { seat: number }[]) => moves.filter((m) => m.seat === human).length;

  let undone = 0;
  for (let attempt = 0; attempt < 30 && undone < 3; attempt++) {
    // At a human decision: Undo is offered exactly when the human decided since the last reveal.
    await playUntil(page, () => true);
    const setup = await liveSetup(page);
    const moves = await liveMoves(page);
    const built = buildTimeline(setup, moves);
    if (!built.ok) throw new Error(built.message);
    const floor = undoFloor(built.timeline.revealed);
    const lastHuman = moves.map((m) => m.seat).lastIndexOf(human);
    if (lastHuman < floor) {
      await expect(undo).toBeDisabled();
      // Make one decision, then look again.
      await playOne(page);
      continue;
    }
    await expect(undo).toBeEnabled();
    await undo.click();
    const after = await liveMoves(page);
    expect(after.slice(0, lastHuman)).toEqual(moves.slice(0, lastHuman));
    expect(humanMoves(after)).toBe(humanMoves(moves) - 1);
    expect(after.length).toBeGreaterThanOrEqual(floor);
    // The same game, at the human's decision again: the undone move is on offer once more.
    const turn = await readTurn(page);
    expect(turn.human && turn.actor === human).toBe(true);
    expect(turn.moves).toContainEqual(moves[lastHuman]);
    const replayed = replayMoves(setup, await liveMoves(page));
    expect(replayed.ok && positionHash(replayed.state)).toBe(await stateHash(page));
    undone++;
  }
  expect(undone).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});
