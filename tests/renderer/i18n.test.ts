import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { HERO_KINDS, BUILDING_KINDS, MONSTER_KINDS, TREASURE_KINDS, type DomainEventType, type StepId } from '../../src/engine/games/mirianth';
import { MIRIANTH_STEPS } from '../../src/engine/games/mirianth/phases';
import { describeEvent } from '../../src/renderer/games/mirianth/i18n/describeEvent';
import { describeMove } from '../../src/renderer/games/mirianth/i18n/describeMove';
import en from '../../src/renderer/i18n/en.json';
import ptBR from '../../src/renderer/i18n/pt-BR.json';
import { playedGame } from './fixtures';
import { legalMoves, playerView } from '../../src/engine/games/mirianth';

type Tree = { [key: string]: string | string[] | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else if (Array.isArray(v)) v.forEach((x, i) => out.set(`${prefix}${k}.${i}`, x));
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

function translator(lng: 'en' | 'pt-BR'): TFunction {
  const i = i18next.createInstance();
  void i.init({ lng, resources: { en: { translation: en }, 'pt-BR': { translation: ptBR } }, interpolation: { escapeValue: false }, initAsync: false });
  return i.t.bind(i) as TFunction;
}

describe('translations', () => {
  const a = flatten(en as Tree);
  const b = flatten(ptBR as Tree);

  it('English and Brazilian Portuguese have the same keys, none empty', () => {
    // Refusal reasons are the one exception: their English is the engine's own message (refusals/reasons.ts).
    const own = (k: string) => !k.startsWith('refusal.');
    expect([...a.keys()].sort()).toEqual([...b.keys()].filter(own).sort());
    for (const [k, v] of [...a, ...b]) expect(v.trim(), k).not.toBe('');
  });

  it('use the same placeholders in both languages', () => {
    for (const [k, v] of a) expect(vars(b.get(k) ?? ''), k).toEqual(vars(v));
  });

  it('name and explain every card, step and phase', () => {
    const kinds = [...TREASURE_KINDS, ...BUILDING_KINDS, ...HERO_KINDS, ...MONSTER_KINDS, 'plague', 'lastRound', 'kingdom'];
    // Every step of the statechart (derived from it, so a new step needs its text at once).
    const steps: readonly StepId[] = MIRIANTH_STEPS;
    for (const map of [a, b]) {
      for (const k of kinds) {
        expect(map.has(`card.${k}.name`), k).toBe(true);
        expect(map.has(`card.${k}.rules`), k).toBe(true);
      }
      for (const s of steps) expect(map.has(`step.${s}`), s).toBe(true);
    }
  });

  for (const lng of ['en', 'pt-BR'] as const) {
    it(`tells every event and hint of a whole game in ${lng}, with nothing left untranslated`, () => {
      const t = translator(lng);
      const seen = new Set<DomainEventType>();
      for (const { events, state } of playedGame(4)) {
        for (const e of events) {
          seen.add(e.type);
          const line = describeEvent(t, state, e);
          if (line === null) continue;
          expect(line).not.toMatch(/\{\{|log\.|reason\.|undefined/);
        }
        for (const seat of state.players.map((p) => p.seat)) {
          for (const m of legalMoves(playerView(state, seat), seat).slice(0, 5)) expect(describeMove(t, state, m)).not.toMatch(/\{\{|hint\.|undefined/);
        }
      }
      expect(seen.size).toBeGreaterThan(20);
    });
  }
});
