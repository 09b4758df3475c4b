/** A card as a clickable chip in HUD panels: type colour, name, key number. Hovering shows the card. */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardId, PublicState } from '../../../../engine/games/mirianth';
import { TYPE_COLORS } from '../table/cards/palette';
import { hoverStore } from '../table/hoverStore';
import { cardName } from '../i18n/text';

interface Props {
  view: PublicState;
  id: CardId;
  testId: string;
  selected?: boolean;
  disabled?: boolean;
  onClick?: () => void;
  children?: React.ReactNode;
}

function statOf(view: PublicState, id: CardId): string {
  const def = view.cards[id];
  if (!def) return '';
  if (def.type === 'monster') return String(def.resistance ?? 0);
  return '';
}

/**
 * "2/3" when the card's owner holds other cards of its kind: two Goblins or two Rogues are then
 * two different buttons, numbered in the order the table lays them out.
 */
export function sameKindOrdinal(view: PublicState, id: CardId): { n: number; of: number } | null {
  const def = view.cards[id];
  if (!def) return null;
  const owner = view.players.find((p) => p.faction.includes(id));
  if (!owner) return null;
  const attached = new Set(owner.attachments.map((a) => a.paladin));
  const same = owner.faction
    .filter((c) => view.cards[c]?.kind === def.kind && attached.has(c) === attached.has(id))
    .sort((a, b) => (view.cards[b]?.attack ?? 0) - (view.cards[a]?.attack ?? 0) || a.localeCompare(b));
  return same.length > 1 ? { n: same.indexOf(id) + 1, of: same.length } : null;
}

export function CardChip({ view, id, testId, selected = false, disabled = false, onClick, children }: Props) {
  const { t } = useTranslation();
  const def = view.cards[id];
  const color = def ? TYPE_COLORS[def.type].frame : '#777';
  const showing = useRef(false);
  const show = (e: React.SyntheticEvent<HTMLElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    showing.current = true;
    hoverStore.set({ id, x: r.x, y: r.y, w: r.width, h: r.height, source: 'chip' });
  };
  // Tabbing onto a chip shows its card as hovering does; a click's focus does not (the pointer already did).
  const showOnFocus = (e: React.FocusEvent<HTMLElement>) => {
    if (e.currentTarget.matches(':focus-visible')) show(e);
  };
  const hide = () => {
    if (showing.current && hoverStore.get()?.id === id) hoverStore.set(null);
    showing.current = false;
  };
  // A chip replaced while hovered (its decision moved on) never gets its mouseleave: its card goes with it.
  useEffect(() => hide, [id]); // eslint-disable-line react-hooks/exhaustive-deps
  const nth = sameKindOrdinal(view, id);
  return (
    <button
      type="button"
      className={`chip${selected ? ' selected' : ''}`}
      data-testid={testId}
      aria-pressed={selected}
      disabled={disabled}
      onClick={onClick}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={showOnFocus}
      onBlur={hide}
    >
      <span className="swatch" style={{ background: color }} />
      <span>{cardName(t, def)}</span>
      {statOf(view, id) && <span className="stat">{statOf(view, id)}</span>}
      {nth && <span className="nth" title={t('read.nthTitle', { n: nth.n, of: nth.of })}>{nth.n}/{nth.of}</span>}
      {children}
    </button>
  );
}
