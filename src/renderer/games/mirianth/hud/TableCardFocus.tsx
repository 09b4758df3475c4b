/**
 * The table's cards for the keyboard: one Tab stop, then the arrow keys (Home, End) walk the seats'
 * cards in order. The focused card grows on the table, whole and on top, as under the pointer, and
 * the card inspector shows it: late in a 4-player game, a name its neighbour covers is read this way.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { seatId, type CardId, type PlayerView } from '../../../../engine/games/mirianth';
import { useShownSession } from '../game/useSession';
import { cardName, seatName } from '../i18n/text';
import { tableFocus } from '../table/focusStore';

const TYPE_ORDER = ['hero', 'building', 'treasure', 'monster', 'plague'];

/** Every face-up card of every seat, seat by seat, grouped by type as the table lays them out. */
function tableCards(view: PlayerView): { id: CardId; seat: number }[] {
  return view.players.flatMap((p, seat) => {
    const rank = (id: CardId) => TYPE_ORDER.indexOf(view.cards[id]?.type ?? '');
    return [...p.faction].filter((id) => view.cards[id]).sort((a, b) => rank(a) - rank(b)).map((id) => ({ id, seat }));
  });
}

const STEPS: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => Math.min(n - 1, i + 1),
  ArrowDown: (i, n) => Math.min(n - 1, i + 1),
  ArrowLeft: (i) => Math.max(0, i - 1),
  ArrowUp: (i) => Math.max(0, i - 1),
  Home: () => 0,
  End: (_, n) => n - 1,
};

export function TableCardFocus() {
  const { t } = useTranslation();
  const view = useShownSession((s) => s.view);
  const [at, setAt] = useState(0);
  const list = useRef<HTMLDivElement>(null);
  if (!view) return null;
  const cards = tableCards(view);
  if (cards.length === 0) return null;
  const current = Math.min(at, cards.length - 1);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[e.key];
    if (e.key === 'Escape' && document.activeElement instanceof HTMLElement) document.activeElement.blur();
    if (!step) return;
    e.preventDefault();
    const next = step(current, cards.length);
    setAt(next);
    list.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };
  const release = (id: CardId) => {
    if (tableFocus.get() === id) tableFocus.set(null);
  };
  return (
    <div ref={list} className="visually-hidden" role="group" aria-label={t('a11y.tableCards')} data-testid="table-cards" onKeyDown={onKeyDown}>
      {cards.map(({ id, seat }, i) => (
        <button
          key={id}
          type="button"
          tabIndex={i === current ? 0 : -1}
          data-testid={`table-card-${id}`}
          aria-label={t('a11y.tableCard', { card: cardName(t, view.cards[id]), seat: seatName(view, seatId(seat)) })}
          onFocus={() => {
            setAt(i);
            tableFocus.set(id);
          }}
          onBlur={() => release(id)}
        />
      ))}
    </div>
  );
}
