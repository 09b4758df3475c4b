/** A card as a clickable chip in HUD panels: type colour, name, key number. Hovering shows the card. */
import { useTranslation } from 'react-i18next';
import type { CardId, PublicState } from '../../engine';
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

export function CardChip({ view, id, testId, selected = false, disabled = false, onClick, children }: Props) {
  const { t } = useTranslation();
  const def = view.cards[id];
  const color = def ? TYPE_COLORS[def.type].frame : '#777';
  const show = (e: React.MouseEvent<HTMLElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    hoverStore.set({ id, x: r.x, y: r.y, w: r.width, h: r.height, source: 'chip' });
  };
  return (
    <button
      type="button"
      className={`chip${selected ? ' selected' : ''}`}
      data-testid={testId}
      aria-pressed={selected}
      disabled={disabled}
      onClick={onClick}
      onMouseEnter={show}
      onMouseLeave={() => hoverStore.set(null)}
    >
      <span className="swatch" style={{ background: color }} />
      <span>{cardName(t, def)}</span>
      {statOf(view, id) && <span className="stat">{statOf(view, id)}</span>}
      {children}
    </button>
  );
}
