/**
 * The in-app rules: every game step links to a section that exists, both languages tell the same
 * sections, and the glossary lists every card of the catalog with its own words in each language.
 */
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { CARD_RULES } from '../../src/engine/games/mirianth/cards/cardRules';
import { factionCatalog, kingdomDef, LAST_ROUND_DEF, plagueCatalog } from '../../src/engine/games/mirianth/cards/catalog';
import { STEP_RULES } from '../../src/engine/games/mirianth/steps/registry';
import { glossaryCards, glossaryRows } from '../../src/renderer/games/mirianth/rules/glossary';
import { SECTION_IDS, STEP_SECTION, type RulesDoc } from '../../src/renderer/games/mirianth/rules/sections';
import { rulesEn } from '../../src/renderer/games/mirianth/rules/text.en';
import { rulesPtBR } from '../../src/renderer/games/mirianth/rules/text.ptBR';
import en from '../../src/renderer/i18n/en.json';
import ptBR from '../../src/renderer/i18n/pt-BR.json';
import { playedGame } from './fixtures';

/** The engine's own exhaustive step registry names every step. */
const STEP_IDS = Object.keys(STEP_RULES) as (keyof typeof STEP_RULES)[];

function translator(lng: 'en' | 'pt-BR'): TFunction {
  const i = i18next.createInstance();
  void i.init({ lng, resources: { en: { translation: en }, 'pt-BR': { translation: ptBR } }, interpolation: { escapeValue: false }, initAsync: false });
  return i.t.bind(i) as TFunction;
}

const LANGS = { en: { t: translator('en'), doc: rulesEn }, 'pt-BR': { t: translator('pt-BR'), doc: rulesPtBR } } as const;

/** Keys of an object tree, as dotted paths, so two languages can be compared shape for shape. */
function shape(value: unknown, path = ''): string[] {
  if (value === null || typeof value !== 'object') return [path];
  if (Array.isArray(value)) return [`${path}[${value.length}]`];
  return Object.entries(value).flatMap(([k, v]) => shape(v, path ? `${path}.${k}` : k)).sort();
}

describe('the rules screen', () => {
  it('maps every step of the game to a section of the contents', () => {
    for (const step of STEP_IDS) {
      expect(SECTION_IDS, step).toContain(STEP_SECTION[step]);
    }
    expect(Object.keys(STEP_SECTION).sort()).toEqual([...STEP_IDS].sort());
    // And every step a real game rests on has its section.
    for (const { state } of playedGame(3)) expect(SECTION_IDS, state.step).toContain(STEP_SECTION[state.step]);
  });

  it('has the same sections (and paragraph counts) in English and Portuguese, each with text', () => {
    expect(shape(rulesPtBR)).toEqual(shape(rulesEn));
    for (const doc of [rulesEn, rulesPtBR] as RulesDoc[]) {
      expect(Object.keys(doc.sections).sort()).toEqual([...SECTION_IDS].sort());
      for (const id of SECTION_IDS) {
        const section = doc.sections[id];
        expect(section.title.trim(), id).not.toBe('');
        if ('paragraphs' in section) for (const p of section.paragraphs) expect(p.trim().length, id).toBeGreaterThan(20);
      }
    }
  });

  it('is written in each language, not copied from the other', () => {
    for (const id of SECTION_IDS) {
      expect(rulesPtBR.sections[id].title, id).not.toBe(rulesEn.sections[id].title);
    }
  });

  it('covers the contents the issue asks for', () => {
    for (const id of ['overview', 'round', 'announcements', 'disputes', 'promises', 'plague', 'lastRound', 'resolution', 'scoring', 'glossary']) {
      expect(SECTION_IDS).toContain(id);
    }
  });

  it('lists every card kind, each paladin strength and each plague count in the glossary', () => {
    const all = [...factionCatalog(), ...plagueCatalog(), LAST_ROUND_DEF, kingdomDef(0)];
    const listed = glossaryCards();
    for (const def of all) {
      expect(listed.some((g) => g.kind === def.kind && g.attack === def.attack && g.plague === def.plague), def.id).toBe(true);
    }
    expect(listed.filter((g) => g.kind === 'paladin').map((g) => g.attack).sort()).toEqual([2, 3, 4, 5]);
    expect(listed.filter((g) => g.kind === 'plague').map((g) => g.plague).sort()).toEqual([0, 1, 2]);
  });

  it('gives every glossary card a translated name and effect in both languages', () => {
    const enRows = glossaryRows(LANGS.en.t);
    const ptRows = glossaryRows(LANGS['pt-BR'].t);
    expect(ptRows.map((r) => r.key)).toEqual(enRows.map((r) => r.key));
    for (const rows of [enRows, ptRows]) {
      for (const r of rows) {
        expect(r.name, r.key).not.toMatch(/^card\./);
        expect(r.effect, r.key).not.toMatch(/^card\./);
        expect(r.effect.length, r.key).toBeGreaterThan(10);
      }
    }
    // Different words, same numbers: the rows come from one card table.
    enRows.forEach((r, i) => {
      const pt = ptRows[i];
      expect(pt?.housing, r.key).toBe(r.housing);
      if (r.points !== LANGS.en.t('face.variable')) expect(pt?.points, r.key).toBe(r.points);
    });
  });

  it('shows the catalog numbers: points, housing and monster resistance', () => {
    const rows = glossaryRows(LANGS.en.t);
    const row = (key: string) => rows.find((r) => r.key === key);
    expect(row('castle-')).toMatchObject({ points: '-2', housing: '4' });
    expect(row('cabin-')).toMatchObject({ points: '3', housing: '1' });
    expect(row('orc-')?.facts).toContain('Resistance 9');
    expect(row('paladin-2')).toMatchObject({ name: 'Paladin 2', points: '2' });
    expect(row('king-')?.points).toBe(LANGS.en.t('face.variable'));
    expect(row('plague-2')?.points).toBe('');
  });

  it('keeps the numbers written in the cards\' words equal to the catalog (monsters, buildings)', () => {
    for (const { t } of Object.values(LANGS)) {
      for (const def of glossaryCards()) {
        const words = t(`card.${def.kind}.rules`, { count: def.plague ?? 0 });
        const numbers = (words.match(/-?\d+/g) ?? []).map(Number);
        if (def.type === 'monster') expect(numbers, `${def.kind}: ${words}`).toEqual(expect.arrayContaining([def.resistance, def.vp]));
        if (def.type === 'building' && def.kind !== 'wall') expect(numbers, `${def.kind}: ${words}`).toContain(CARD_RULES[def.kind].accommodation);
        if (def.type === 'building' && def.vp !== 0) expect(numbers, `${def.kind}: ${words}`).toContain(Math.abs(def.vp));
      }
    }
  });
});
