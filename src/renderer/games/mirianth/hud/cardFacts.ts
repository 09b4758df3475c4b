/**
 * A card's numbers in words (points, attack, resistance, housing, penalties, player count), shared
 * by the card inspector and the rules screen's glossary so both say the same thing.
 */
import type { CardDef } from '../../../../engine/games/mirianth';
import type { T } from '../i18n/text';
import { accommodationOf, hasVariableVp } from '../table/cards/drawCardFace';

export type FactKind = 'vp' | 'attack' | 'resistance' | 'room' | 'penalties' | 'mark';

const SCORED_TYPES: readonly string[] = ['hero', 'building', 'treasure', 'monster'];

/** The facts about `def`, leaving out the kinds in `omit` (the glossary shows points and housing in columns). */
export function cardFacts(t: T, def: CardDef, omit: readonly FactKind[] = []): string[] {
  const out: string[] = [];
  const want = (kind: FactKind) => !omit.includes(kind);
  if (want('vp') && SCORED_TYPES.includes(def.type)) out.push(hasVariableVp(def) ? t('inspector.vpVaries') : t('inspector.vp', { vp: def.vp }));
  if (want('attack') && def.attack !== undefined) out.push(t('inspector.attack', { n: def.attack }));
  if (want('resistance') && def.resistance !== undefined) out.push(t('inspector.resistance', { n: def.resistance }));
  if (want('room') && accommodationOf(def) > 0) out.push(t('inspector.room', { n: accommodationOf(def) }));
  if (want('penalties') && def.penalties?.length) out.push(t('inspector.penalties', { list: def.penalties.map((p) => t(`penalty.${p}`)).join(', ') }));
  if (want('mark') && def.mark) out.push(t('inspector.mark', { n: { II: 2, III: 3, IV: 4 }[def.mark] }));
  return out;
}
