/**
 * The rules screen in the browser build, in English and Brazilian Portuguese: opened from the top
 * bar on the new-game screen and from the "?" beside a game's prompt (at that step's section), its
 * contents and card glossary are checked, it closes with Esc and with Close, nothing of it falls
 * outside a 1280×720 window, and screenshots are saved for a person to look at.
 */
import { expect, test, type Page } from '@playwright/test';
import { factionCatalog, kingdomDef, LAST_ROUND_DEF, plagueCatalog } from '../../src/engine/games/mirianth/cards/catalog';
import { SECTION_IDS } from '../../src/renderer/games/mirianth/rules/sections';
import { rulesEn } from '../../src/renderer/games/mirianth/rules/text.en';
import { rulesPtBR } from '../../src/renderer/games/mirianth/rules/text.ptBR';
import { openPage, startGame } from './support/saves';
import { shotsIn } from './support/shots';

test.use({ actionTimeout: 10_000 });

const LANGS = [{ code: 'en', doc: rulesEn, castle: 'Castle', king: 'King' }, { code: 'pt-BR', doc: rulesPtBR, castle: 'Castelo', king: 'Rei' }] as const;

/** One glossary row per distinct card: each kind once, paladins by attack, plague cards by penalty count. */
const GLOSSARY_SIZE = new Set([...factionCatalog(), ...plagueCatalog(), LAST_ROUND_DEF, kingdomDef(0)].map((d) => `${d.kind}:${d.attack ?? ''}:${d.plague ?? ''}`)).size;

const shot = shotsIn('test-results/rules');

/** The element lies wholly inside the window. */
async function inViewport(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).boundingBox();
  const size = page.viewportSize();
  return box !== null && size !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width + 0.5 && box.y + box.height <= size.height + 0.5;
}

/** Contents, sections and glossary are there in the chosen language, and the sheet fits the window. */
async function checkRules(page: Page, lang: (typeof LANGS)[number]): Promise<void> {
  const screen = page.getByTestId('rules-screen');
  await expect(screen).toBeVisible();
  await expect(screen).toContainText(lang.doc.title);
  const contents = page.getByTestId('rules-contents');
  for (const id of SECTION_IDS) {
    await expect(page.getByTestId(`rules-toc-${id}`)).toHaveText(lang.doc.sections[id].title);
    await expect(page.getByTestId(`rules-section-${id}`)).toBeAttached();
  }
  await expect(contents.locator('a')).toHaveCount(SECTION_IDS.length);
  await expect(page.locator('[data-testid^="glossary-row-"]')).toHaveCount(GLOSSARY_SIZE);
  await expect(page.getByTestId('glossary-row-castle-')).toContainText(lang.castle);
  await expect(page.getByTestId('glossary-row-castle-')).toContainText('-2');
  await expect(page.getByTestId('glossary-row-king-')).toContainText(lang.king);
  for (const id of ['rules-screen', 'rules-close', 'rules-contents']) expect(await inViewport(page, id), id).toBe(true);
  // The contents list fits without its own scroll bar at 1280×720.
  expect(await contents.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
}

test('the rules open from the top bar and from the prompt, in EN and pt-BR, with contents and glossary', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = await openPage(page);
  for (const lang of LANGS) {
    await page.getByTestId(`lang-${lang.code}`).click();
    // From the menu, on the new-game screen.
    await page.getByTestId('open-rules').click();
    await checkRules(page, lang);
    await shot(page, `rules-menu-${lang.code}`);
    await page.getByTestId('rules-toc-glossary').click();
    await expect(page.getByTestId('rules-screen')).toHaveAttribute('data-section', 'glossary');
    expect(await inViewport(page, 'glossary-row-ruby-')).toBe(true);
    await shot(page, `rules-glossary-${lang.code}`);
    await page.getByTestId('glossary-monster').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('glossary-row-orc-')).toContainText('9');
    await shot(page, `rules-monsters-${lang.code}`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('rules-screen')).toBeHidden();
  }

  await startGame(page, ['human', 'easy'], 'rules-screen');
  await expect(page.getByTestId('hud-step')).toHaveText(/Anúncios|Announcements/);
  for (const lang of LANGS) {
    await page.getByTestId(`lang-${lang.code}`).click();
    const link = page.getByTestId('prompt-rules');
    await expect(link).toHaveAttribute('data-section', 'announcements');
    expect(await inViewport(page, 'prompt-rules')).toBe(true);
    await shot(page, `prompt-link-${lang.code}`);
    await link.click();
    await checkRules(page, lang);
    await expect(page.getByTestId('rules-screen')).toHaveAttribute('data-section', 'announcements');
    // Scrolled to the section the step needs: its heading is at the top of the visible text.
    const heading = page.getByTestId('rules-section-announcements').locator('h3');
    await expect(heading).toHaveText(lang.doc.sections.announcements.title);
    await expect(heading).toBeInViewport();
    await shot(page, `rules-prompt-${lang.code}`);
    await page.getByTestId('rules-close').click();
    await expect(page.getByTestId('rules-screen')).toBeHidden();
    await expect(link).toBeFocused();
    // The game goes on where it was.
    await expect(page.getByTestId('hud-prompt')).toBeVisible();
  }
  expect(errors).toEqual([]);
});
