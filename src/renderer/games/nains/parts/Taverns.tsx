/** The three taverns: their cards, and under each the Lords' coins (face down until its reveal). */
import { useTranslation } from 'react-i18next';
import type { NainsMove, NainsView } from '../../../../engine/games/nains/types';
import { seatTone as seatColor } from '../../shared/seatTone';
import { Card } from './Card';
import { Coin } from './Coin';
import { seenBid } from './bids';

interface TavernsProps {
  view: NainsView;
  legal: readonly NainsMove[];
  onPlay(move: NainsMove): void;
}

export function Taverns({ view, legal, onPlay }: TavernsProps) {
  const { t } = useTranslation();
  const current = view.run?.tavern ?? null;
  const deck = view.era === 1 ? view.decks.era1.length : view.decks.era2.length;
  return (
    <section className="nains-taverns" data-testid="nains-taverns">
      {/* Where dealt dwarves come from. */}
      <div className="nains-deck" data-testid="nains-deck" title={t('nains.table.deck', { n: deck })}><span className="back" /><b>{deck}</b></div>
      {[0, 1, 2].map((tv) => {
        const cards = view.taverns[tv] ?? [];
        const open = tv < view.revealed;
        return (
          <div key={tv} className={`tavern${current === tv ? ' current' : ''}`} data-testid={`nains-tavern-${tv}`}>
            <h3>{t(`nains.tavern.${tv}`)}{open && <small> · {t('nains.revealed')}</small>}</h3>
            <div className="tavern-cards">
              {cards.length === 0 && <span className="empty">{t('nains.emptyTavern')}</span>}
              {cards.map((id) => {
                const move = current === tv ? legal.find((m) => (m.type === 'pick' || m.type === 'discard') && m.card === id) : undefined;
                return <Card key={`${view.era}-${view.turn}-${id}`} id={id} size="full" testId={`nains-card-${id}`} onClick={move ? () => onPlay(move) : undefined} />;
              })}
            </div>
            <div className="tavern-bids">
              {view.names.map((name, seat) => {
                const b = seenBid(view, seat, tv);
                return (
                  <span key={seat} className="bid" title={name} data-testid={`nains-bid-${tv}-${seat}`} data-bid={b.kind}>
                    <i style={{ background: seatColor(seat) }} />
                    {b.kind === 'none' ? <span className="slot" /> : <Coin key={`${b.kind}-${view.turn}`} coin={b.kind === 'up' ? b.coin : null} size={24} flip={b.kind === 'up' && open} />}
                  </span>
                );
              })}
            </div>
          </div>
        );
      })}
    </section>
  );
}
