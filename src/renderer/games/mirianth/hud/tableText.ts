/**
 * The public table as text, for screen readers: each seat's cards grouped by type (monsters with
 * their resistance and any paladin attached), plague and defeated counts, and the round's revealed
 * cards. Built from the view the table shows, so it never runs ahead of the animation.
 */
import type { TFunction } from 'i18next';
import type { CardId, PlayerView } from '../../../../engine/games/mirianth';

const GROUPS = ['hero', 'building', 'treasure', 'monster'] as const;

function nameOf(t: TFunction, view: PlayerView, id: CardId): string {
  const def = view.cards[id];
  if (!def) return t('a11y.unknownCard');
  const name = t(`card.${def.kind}.name`);
  return def.attack !== undefined ? `${name} ${def.attack}` : name;
}

/** "Orc (resistance 9, Paladin 4 attached)". */
function monsterText(t: TFunction, view: PlayerView, seat: number, id: CardId): string {
  const def = view.cards[id];
  const attached = view.players[seat]?.attachments.filter((a) => a.monster === id).map((a) => nameOf(t, view, a.paladin)) ?? [];
  const parts = [t('a11y.resistance', { value: def?.resistance ?? 0 }), ...attached.map((p) => t('a11y.attached', { paladin: p }))];
  return `${nameOf(t, view, id)} (${parts.join(', ')})`;
}

/** One line per seat, then the revealed cards (when a round has any). */
export function tableText(t: TFunction, view: PlayerView): string[] {
  const lines = view.players.map((p, seat) => {
    const groups: string[] = [];
    for (const type of GROUPS) {
      const ids = p.faction.filter((id) => view.cards[id]?.type === type);
      if (ids.length === 0) continue;
      const items = type === 'monster' ? ids.map((id) => monsterText(t, view, seat, id)) : ids.map((id) => nameOf(t, view, id));
      groups.push(`${t(`types.${type}`)}: ${items.join(', ')}`);
    }
    const plague = p.faction.filter((id) => view.cards[id]?.type === 'plague').length;
    if (plague > 0) groups.push(t('a11y.plague', { count: plague }));
    if (p.defeated.length > 0) groups.push(t('a11y.defeated', { count: p.defeated.length }));
    return t('a11y.seat', { name: p.name, cards: groups.length > 0 ? groups.join('; ') : t('a11y.noCards') });
  });
  const revealed = view.round?.revealed ?? [];
  if (revealed.length > 0) lines.push(t('a11y.revealed', { cards: revealed.map((id) => nameOf(t, view, id)).join(', ') }));
  return lines;
}
