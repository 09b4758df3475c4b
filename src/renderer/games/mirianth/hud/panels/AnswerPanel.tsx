/** A proposal waits for you: read its terms, then accept or reject. */
import { useTranslation } from 'react-i18next';
import type { Proposal } from '../../../../../engine/games/mirianth';
import { dealPhrases, seatName } from '../../i18n/text';
import { play, type PanelProps } from './common';

/** Every term of the offer in words: the claim, the cards each way, and what each promise means. */
export function DealTerms({ view, deal, card }: { view: PanelProps['view']; deal: Proposal; card: string }) {
  const { t } = useTranslation();
  return (
    <ul className="note" data-testid="deal-terms">
      {dealPhrases(t, view, deal, card).map((line, i) => <li key={i}>{line}</li>)}
    </ul>
  );
}

export function AnswerPanel({ view, seat, deal, card }: PanelProps & { deal: Proposal; card: string }) {
  const { t } = useTranslation();
  return (
    <div className="panel" data-testid="answer-panel">
      <div className="label">{t('panel.pending', { from: seatName(view, deal.from), to: seatName(view, deal.to) })}</div>
      <DealTerms view={view} deal={deal} card={card} />
      <div className="row">
        <button type="button" className="primary" data-testid="deal-accept" onClick={() => play({ type: 'accept', seat })}>{t('action.accept')}</button>
        <button type="button" className="danger" data-testid="deal-reject" onClick={() => play({ type: 'reject', seat })}>{t('action.reject')}</button>
      </div>
    </div>
  );
}
