/**
 * The bots' value tables against the engine's card rules: for every card of the game and a spread
 * of factions, the resolution solver values a card exactly as scoring does.
 */
import { describe, expect, it } from 'vitest';
import { CARD_RULES, SABOTEUR_PENALTY, type CardDef, type ScoreContext } from '../../../../src/engine/games/mirianth';
import { factionCatalog, kingdomDef, LAST_ROUND_DEF, plagueCatalog } from '../../../../src/engine/games/mirianth/cards/catalog';
import { distinctCount, heroValue, treasureValue } from '../../../../src/ai/games/mirianth/resolution/endValue';
import { accommodationOfKind, monsterUnit, sabotageValue } from '../../../../src/ai/games/mirianth/side';

const ALL_CARDS: readonly CardDef[] = [...factionCatalog(), ...plagueCatalog(), kingdomDef(0), LAST_ROUND_DEF];
const MONSTERS = factionCatalog().filter((d) => d.type === 'monster');

/** Factions of every size from empty to crowded, with repeated and distinct defeated monsters. */
function contexts(): ScoreContext[] {
  const out: ScoreContext[] = [];
  for (let i = 0; i < 24; i++) {
    const defeated = MONSTERS.filter((_, j) => (i * 7 + j * 3) % 5 < i % 4);
    out.push({ heroes: i % 7, buildings: (i * 3) % 5, treasures: (i * 5) % 6, plagues: i % 4, defeated });
  }
  const goblins = MONSTERS.filter((d) => d.kind === 'goblin');
  out.push({ heroes: 0, buildings: 0, treasures: 0, plagues: 0, defeated: goblins });
  return out;
}

/** What the resolution solver counts a card as worth in a faction like `ctx`. */
function solverValue(def: CardDef, ctx: ScoreContext): number {
  const unit = { id: def.id, kind: def.kind, vp: def.vp, attack: def.attack ?? 0, target: -1, acc: 0 };
  switch (def.type) {
    case 'hero': return heroValue(unit, ctx.heroes, ctx.buildings, ctx.treasures, ctx.plagues, 0);
    case 'treasure': return treasureValue(unit, ctx.defeated.length, distinctCount(ctx.defeated.map((d) => d.kind)));
    case 'monster': return monsterUnit(def, false).vp;
    case 'building': return def.vp;
    default: return 0;
  }
}

describe('the bots read card values from the engine card rules', () => {
  it('has cards of every kind in the catalog it checks', () => {
    const kinds = new Set(ALL_CARDS.map((d) => d.kind));
    expect([...kinds].sort()).toEqual(Object.keys(CARD_RULES).sort());
  });

  it.each(ALL_CARDS.map((d) => [d.id, d] as const))('values %s as the engine scores it', (_id, def) => {
    for (const ctx of contexts()) expect(solverValue(def, ctx)).toBe(CARD_RULES[def.kind].points(def, ctx));
  });

  it.each(ALL_CARDS.map((d) => [d.id, d] as const))('houses as many heroes with %s as the engine', (_id, def) => {
    expect(accommodationOfKind(def.kind)).toBe(CARD_RULES[def.kind].accommodation);
  });

  it('prices a Saboteur at the harm the engine does to each neighbour', () => {
    expect(sabotageValue(2)).toBe(SABOTEUR_PENALTY);
    expect(sabotageValue(4)).toBeCloseTo((2 * SABOTEUR_PENALTY) / 3);
  });
});
