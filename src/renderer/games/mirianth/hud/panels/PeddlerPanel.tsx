/** Bargaining failed: play a Peddler or Merchant to decide who gets the card, then hand it over; or pass. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardId, SeatId } from '../../../../../engine/games/mirianth';
import { cardLabel, seatName } from '../../i18n/text';
import { CardChip } from '../CardChip';
import { currentDispute, dealersOf } from '../rules';
import { play, type PanelProps } from './common';

export function PeddlerPanel({ view, seat }: PanelProps) {
  const { t } = useTranslation();
  const d = currentDispute(view);
  const cards = dealersOf(view, seat);
  const [card, setCard] = useState<CardId | null>(cards.length === 1 ? cards[0] ?? null : null);
  const [winner, setWinner] = useState<SeatId | null>(null);
  const handTargets = (d?.disputants ?? []).filter((s) => s !== seat);
  const [handTo, setHandTo] = useState<SeatId | null>(handTargets.length === 1 ? handTargets[0] ?? null : null);
  if (!d) return null;
  return (
    <div className="panel" data-testid="peddler-panel">
      <div className="label">{t('panel.peddlerCard')}</div>
      <div className="row">
        {cards.map((id) => <CardChip key={id} view={view} id={id} testId={`peddler-card-${id}`} selected={card === id} onClick={() => setCard(id)} />)}
      </div>
      <div className="label">{t('panel.winner', { card: cardLabel(t, view, d.card) })}</div>
      <div className="row">
        {d.disputants.map((s) => (
          <button key={s} type="button" data-testid={`peddler-winner-${s}`} aria-pressed={winner === s} onClick={() => setWinner(s)}>{seatName(view, s)}</button>
        ))}
      </div>
      <div className="label">{t('panel.handTo')}</div>
      <div className="row">
        {handTargets.map((s) => (
          <button key={s} type="button" data-testid={`peddler-handto-${s}`} aria-pressed={handTo === s} onClick={() => setHandTo(s)}>{seatName(view, s)}</button>
        ))}
      </div>
      <div className="row">
        <button type="button" className="primary" data-testid="peddler-play" disabled={card === null || winner === null || handTo === null}
          onClick={() => card && winner !== null && handTo !== null && play({ type: 'playPeddler', seat, card, winner, handTo })}>{t('action.play')}</button>
        <button type="button" data-testid="peddler-pass" onClick={() => play({ type: 'passPeddler', seat })}>{t('action.pass')}</button>
      </div>
    </div>
  );
}
