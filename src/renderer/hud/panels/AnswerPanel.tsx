/** A proposal waits for you: read its terms, then accept or reject. */
import { useTranslation } from 'react-i18next';
import type { Proposal } from '../../../engine';
import { cardLabel, cardList, promiseKind, seatName } from '../../i18n/text';
import { play, type PanelProps } from './common';

export function DealTerms({ view, deal, card }: { view: PanelProps['view']; deal: Proposal; card: string }) {
  const { t } = useTranslation();
  return (
    <ul className="note" data-testid="deal-terms">
      <li>{t('panel.keepsClaim', { name: seatName(view, deal.claimant), card })}</li>
      {deal.give.length > 0 && <li>{t('panel.gives', { name: seatName(view, deal.from), cards: cardList(t, view, deal.give) })}</li>}
      {deal.take.length > 0 && <li>{t('panel.gives', { name: seatName(view, deal.to), cards: cardList(t, view, deal.take) })}</li>}
      {deal.promises.map((p, i) => <li key={i}>{t('panel.promisesLine', { name: seatName(view, p.promiser), kind: promiseKind(t, p) })}</li>)}
    </ul>
  );
}

export function AnswerPanel({ view, seat, deal, card }: PanelProps & { deal: Proposal; card: string }) {
  const { t } = useTranslation();
  return (
    <div className="panel" data-testid="answer-panel">
      <div className="label">{t('panel.pending', { from: seatName(view, deal.from), to: seatName(view, deal.to) })}</div>
      <DealTerms view={view} deal={deal} card={cardLabel(t, view, card)} />
      <div className="row">
        <button type="button" className="primary" data-testid="deal-accept" onClick={() => play({ type: 'accept', seat })}>{t('action.accept')}</button>
        <button type="button" className="danger" data-testid="deal-reject" onClick={() => play({ type: 'reject', seat })}>{t('action.reject')}</button>
      </div>
    </div>
  );
}
