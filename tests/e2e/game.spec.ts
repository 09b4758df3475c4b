import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { collectPageErrors, waitForTable } from './support/pageErrors';
import { peacefulChoice, playToEnd } from './support/autoplay';
import type { Move, SeatId } from '../../src/engine/games/mirianth';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';

test.use({ actionTimeout: 10_000 });

const RESOLUTION = ['archerTargets', 'initialAccommodation', 'plagueEffect', 'battles'];

async function setUp(page: Page, seats: string[], seed: string): Promise<string[]> {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('./?e2e');
  await waitForTable(page, errors);
  await page.getByTestId(`players-${seats.length}`).click();
  for (const [i, kind] of seats.entries()) await page.getByTestId(`seat-${i}-${kind}`).click();
  await page.getByTestId('seed').fill(seed);
  return errors;
}

async function snap(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
  return path;
}

/** The score sheet's totals, once its tally has finished counting. */
async function sheetTotals(page: Page, seats: number): Promise<number[]> {
  await expect(page.getByTestId('score-sheet')).toHaveAttribute('data-final', 'true', { timeout: 20_000 });
  const out: number[] = [];
  for (let s = 0; s < seats; s++) out.push(Number(await page.getByTestId(`score-total-${s}`).textContent()));
  return out;
}

test('a 4-seat game against three AIs, played by clicks from the new-game screen to the score sheet', async ({ page }, testInfo) => {
  test.setTimeout(420_000);
  const errors = await setUp(page, ['human', 'easy', 'normal', 'hard'], 'table-e2e-4');
  await page.getByTestId('speed-fast').click();
  await page.getByTestId('start-game').click();

  // The reveal: the first round's cards face up on the row.
  await expect(page.getByTestId('announce-panel')).toBeVisible();
  await page.waitForFunction(() => window.__mirianth?.animating() === false);
  await snap(page, testInfo, 'reveal');
  await page.getByTestId('speed-instant').click();

  // From the last round on, the table plays at normal speed until one battle has been photographed.
  let battle: Promise<void> | null = null;
  const started = Date.now();
  const humanMoves = await playToEnd(page, {
    onTurn: async (turn) => {
      if (battle) return;
      if (turn.lastRound !== 'thisIsLast' && !RESOLUTION.includes(turn.step)) return;
      await page.getByTestId('speed-normal').click();
      battle = (async () => {
        await page.waitForFunction(() => window.__mirianthTable?.beat() === 'battleCount', undefined, { timeout: 180_000 });
        await page.mouse.move(2, 700);
        await page.waitForTimeout(500);
        // A battle in full swing; with README_SHOT=1 it becomes the README's picture of the table
        // (off by default, so a test run leaves the checkout as it found it).
        const shot = await snap(page, testInfo, 'battle');
        if (process.env['README_SHOT'] === '1') {
          mkdirSync('docs', { recursive: true });
          copyFileSync(shot, 'docs/screenshot.png');
        }
        await page.getByTestId('speed-instant').click();
      })();
    },
  });
  await battle;

  console.log(`4-seat game: ${((Date.now() - started) / 1000).toFixed(1)} s, ${humanMoves} human moves`);
  const totals = await sheetTotals(page, 4);
  const engine = await page.evaluate(() => window.__mirianth?.state()?.result?.scores.map((s) => s.total) ?? []);
  expect(totals).toEqual(engine);
  expect(engine).toHaveLength(4);
  for (const cat of ['heroes', 'buildings', 'treasures', 'monsters']) {
    const expected = await page.evaluate((c) => window.__mirianth?.state()?.result?.scores.map((s) => s[c as 'heroes']) ?? [], cat);
    for (let s = 0; s < 4; s++) await expect(page.getByTestId(`score-${cat}-${s}`)).toHaveText(String(expected[s]));
  }
  await snap(page, testInfo, 'score-sheet');
  expect(battle, 'a battle was watched').not.toBeNull();
  expect(errors).toEqual([]);
});

test('hot-seat: two humans share the screen; one dispute ends in a deal, another in the plague test', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const errors = await setUp(page, ['human', 'human'], 'hotseat-2');
  await page.getByTestId('seat-name-0').fill('Ana');
  await page.getByTestId('seat-name-1').fill('Bruno');
  await page.getByTestId('speed-instant').click();
  await page.getByTestId('start-game').click();

  let stage: 'deal' | 'plague' | 'peace' = 'deal';
  let fateShot: Promise<void> | null = null;
  const names = ['Ana', 'Bruno'];
  const events = () => page.evaluate(() => window.__mirianth?.events().map((e) => e.type) ?? []);

  await playToEnd(page, {
    choose: async (turn, p) => {
      // The prompt always names whose decision it is.
      await expect(p.getByTestId('hud-prompt')).toContainText(names[turn.actor ?? 0] ?? '');
      const seen = await events();
      if (stage === 'deal' && seen.includes('dealAccepted')) stage = 'plague';
      if (stage === 'plague' && seen.includes('fateRevealed')) stage = 'peace';
      if (stage === 'peace') return peacefulChoice(turn, p);
      const me = turn.actor as SeatId;
      const other = (1 - me) as SeatId;
      const first = turn.moves.find((m) => m.type === 'announce' && m.lock);
      if (first?.type === 'announce') {
        // Both players want the first revealed card.
        const card = await p.evaluate(() => window.__mirianth?.state()?.round?.revealed[0] ?? null);
        if (stage === 'plague' && !fateShot) {
          await p.getByTestId('speed-normal').click();
          fateShot = (async () => {
            await p.waitForFunction(() => window.__mirianthTable?.beat() === 'fateRevealed', undefined, { timeout: 120_000 });
            await p.mouse.move(2, 700);
            await p.waitForTimeout(350);
            await snap(p, testInfo, 'fate-reveal');
            await p.getByTestId('speed-instant').click();
          })();
        }
        return { type: 'announce', seat: me, card, lock: true } as Move;
      }
      if (stage === 'deal' && turn.moves.some((m) => m.type === 'propose')) {
        // Ana lets Bruno keep the card in exchange for a priority promise.
        return { type: 'propose', seat: me, deal: { to: other, claimant: other, give: [], take: [], promises: [{ promiser: other, kind: 'once' }] } };
      }
      const pick = (type: Move['type']) => turn.moves.find((m) => m.type === type);
      if (stage === 'deal') return pick('accept') ?? pick('pick') ?? turn.moves[0] ?? null;
      return pick('noDeal') ?? pick('passPeddler') ?? pick('reject') ?? turn.moves[0] ?? null;
    },
  });
  await fateShot;

  const types = await events();
  expect(types).toContain('dealAccepted');
  expect(types).toContain('promiseMade');
  expect(types).toContain('fateRevealed');
  const claims = await page.evaluate(() => window.__mirianth?.events().flatMap((e) => (e.type === 'cardClaimed' ? [e.how] : [])) ?? []);
  expect(claims).toContain('deal');
  expect(claims).toContain('fate');

  const totals = await sheetTotals(page, 2);
  const engine = await page.evaluate(() => window.__mirianth?.state()?.result?.scores.map((s) => s.total) ?? []);
  expect(totals).toEqual(engine);
  await snap(page, testInfo, 'hotseat-score-sheet');
  expect(errors).toEqual([]);
});

test('Portuguese, reduced motion and the card inspector, with no errors', async ({ page }) => {
  const errors = await setUp(page, ['human', 'easy'], 'pt-br-1');
  await page.getByTestId('lang-pt-BR').click();
  await page.getByTestId('reduce-motion').click();
  await expect(page.getByTestId('start-game')).toHaveText('Começar partida');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('app')).toHaveClass(/reduce-motion/);
  await expect(page.getByTestId('hud-phase')).toHaveText('Negociação');
  await expect(page.getByTestId('hud-prompt')).toContainText('anuncie a carta');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt-BR');

  // Hovering a revealed card on the table enlarges it and shows its rules in Portuguese.
  await page.waitForFunction(() => window.__mirianth?.animating() === false);
  const card = await page.evaluate(() => window.__mirianth?.state()?.round?.revealed[0] ?? '');
  const box = await page.evaluate((id) => window.__mirianthTable?.locate(id) ?? null, card);
  expect(box).not.toBeNull();
  if (!box) return;
  await page.mouse.move(box.x + box.w / 2, box.y + box.h / 2);
  const inspector = page.getByTestId('card-inspector');
  await expect(inspector).toBeVisible();
  const kind = card.replace(/-\d+$/, '');
  const pt = JSON.parse(readFileSync('src/renderer/i18n/pt-BR.json', 'utf8')) as { card: Record<string, { name: string; rules: string }> };
  const rules = pt.card[kind]?.rules ?? '';
  await expect(inspector).toContainText(pt.card[kind]?.name ?? '?');
  await expect(inspector).toContainText(rules.split('{{')[0]?.slice(0, 40) ?? '');
  await expect.poll(async () => (await page.evaluate((id) => window.__mirianthTable?.locate(id)?.w ?? 0, card))).toBeGreaterThan(box.w * 1.3);

  // The hint button asks the AI what it would do here, and says it in words.
  await page.mouse.move(2, 700);
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-text')).toContainText(/Anunciar|Passar|Confirmar/, { timeout: 15_000 });
  expect(errors).toEqual([]);
});
