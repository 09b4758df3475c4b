/**
 * Card faces print what the engine's card rules say: a star exactly on the cards whose VP counts
 * something at scoring time, and each building's room from the engine's accommodation.
 */
import { describe, expect, it } from 'vitest';
import { CARD_RULES, type CardDef, type ScoreContext } from '../../src/engine/games/mirianth';
import { factionCatalog, kingdomDef, LAST_ROUND_DEF, plagueCatalog } from '../../src/engine/games/mirianth/cards/catalog';
import { accommodationOf, hasVariableVp } from '../../src/renderer/games/mirianth/table/cards/drawCardFace';

const ALL_CARDS: readonly CardDef[] = [...factionCatalog(), ...plagueCatalog(), kingdomDef(0), LAST_ROUND_DEF];
const MONSTERS = factionCatalog().filter((d) => d.type === 'monster');
const SCORED = new Set(['hero', 'building', 'treasure', 'monster']);

const EMPTY: ScoreContext = { heroes: 0, buildings: 0, treasures: 0, plagues: 0, defeated: [] };
const FULL: ScoreContext = { heroes: 5, buildings: 4, treasures: 3, plagues: 2, defeated: MONSTERS };

describe('card faces follow the engine card rules', () => {
  it.each(ALL_CARDS.filter((d) => SCORED.has(d.type)).map((d) => [d.id, d] as const))('stars the VP of %s only when scoring varies it', (_id, def) => {
    const rules = CARD_RULES[def.kind];
    const varies = [EMPTY, FULL].some((ctx) => rules.points(def, ctx) !== def.vp);
    expect(hasVariableVp(def)).toBe(varies);
  });

  it.each(ALL_CARDS.map((d) => [d.id, d] as const))('prints the room of %s from the engine', (_id, def) => {
    expect(accommodationOf(def)).toBe(CARD_RULES[def.kind].accommodation);
  });
});
