/**
 * The card glossary, derived from the engine's catalog: one row per distinct card (each paladin
 * strength and each plague count apart), so no card number is written twice by hand.
 */
import type { CardDef } from '../../../../engine/games/mirianth';
import { factionCatalog, kingdomDef, LAST_ROUND_DEF, plagueCatalog } from '../../../../engine/games/mirianth/cards/catalog';
import { cardFacts } from '../hud/cardFacts';
import { cardName, cardRules, type T } from '../i18n/text';
import { accommodationOf, hasVariableVp } from '../table/cards/drawCardFace';
import type { RulesDoc } from './sections';

export type GlossaryGroup = keyof RulesDoc['groups'];
export const GLOSSARY_GROUPS: readonly GlossaryGroup[] = ['treasure', 'building', 'hero', 'monster', 'other'];

export interface GlossaryRow {
  key: string;
  group: GlossaryGroup;
  name: string;
  /** The inspector's rules text. */
  effect: string;
  /** The inspector's other facts (attack, resistance, penalties) that have no column. */
  facts: string;
  /** Printed points, "varies", or empty for cards that score nothing. */
  points: string;
  housing: string;
}

function groupOf(def: CardDef): GlossaryGroup {
  return def.type === 'treasure' || def.type === 'building' || def.type === 'hero' || def.type === 'monster' ? def.type : 'other';
}

/** The card kinds as one definition each (paladins by attack, plagues by penalty count), in catalog order. */
export function glossaryCards(): CardDef[] {
  const all = [...factionCatalog(), ...plagueCatalog(), LAST_ROUND_DEF, kingdomDef(0)];
  const seen = new Map<string, CardDef>();
  for (const def of all) {
    const key = `${def.kind}:${def.attack ?? ''}:${def.plague ?? ''}`;
    if (!seen.has(key)) seen.set(key, def);
  }
  return [...seen.values()];
}

export function glossaryRows(t: T): GlossaryRow[] {
  return glossaryCards().map((def) => {
    const scored = groupOf(def) !== 'other';
    const room = accommodationOf(def);
    return {
      key: `${def.kind}-${def.attack ?? def.plague ?? ''}`,
      group: groupOf(def),
      name: cardName(t, def),
      effect: cardRules(t, def),
      facts: cardFacts(t, def, ['vp', 'room', 'mark']).join(' · '),
      points: !scored ? '' : hasVariableVp(def) ? t('face.variable') : String(def.vp),
      housing: room > 0 ? String(room) : '',
    };
  });
}
