/** Adding priority promises to a deal: who promises, which kind, and for card-type promises, the type. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FACTION_TYPES, type FactionType, type PromiseKind, type PromiseTerm, type SeatId } from '../../../../../engine/games/mirianth';
import { promiseText, seatName } from '../../i18n/text';
import type { PanelProps } from './common';

const KINDS: readonly PromiseKind[] = ['nextRound', 'once', 'cardType'];

interface Props extends PanelProps {
  other: SeatId;
  promises: PromiseTerm[];
  max: number;
  onChange: (next: PromiseTerm[]) => void;
}

export function PromiseBuilder({ view, seat, other, promises, max, onChange }: Props) {
  const { t } = useTranslation();
  const [promiser, setPromiser] = useState<SeatId>(seat);
  const [kind, setKind] = useState<PromiseKind>('nextRound');
  const [cardType, setCardType] = useState<FactionType>('hero');
  const draft: PromiseTerm = kind === 'cardType' ? { promiser, kind, cardType } : { promiser, kind };
  const add = () => onChange([...promises, draft]);
  const beneficiary = promiser === seat ? other : seat;
  return (
    <div data-testid="promise-builder">
      <div className="label">{t('panel.promises')}</div>
      {promises.map((p, i) => (
        <div className="row" key={i}>
          <span className="note" data-testid={`deal-promise-${i}`}>{promiseText(t, view, p, p.promiser === seat ? other : seat)}</span>
          <button type="button" data-testid={`deal-promise-remove-${i}`} onClick={() => onChange(promises.filter((_, j) => j !== i))}>×</button>
        </div>
      ))}
      <div className="row">
        <span className="note">{t('panel.promiseBy')}</span>
        <button type="button" data-testid="deal-promise-by-me" aria-pressed={promiser === seat} onClick={() => setPromiser(seat)}>{seatName(view, seat)}</button>
        <button type="button" data-testid="deal-promise-by-them" aria-pressed={promiser === other} onClick={() => setPromiser(other)}>{seatName(view, other)}</button>
      </div>
      <div className="row">
        {KINDS.map((k) => (
          <button key={k} type="button" data-testid={`deal-promise-kind-${k}`} aria-pressed={kind === k} onClick={() => setKind(k)}>
            {k === 'cardType' ? t('panel.promiseType') : t(`promise.${k}`)}
          </button>
        ))}
      </div>
      {kind === 'cardType' && (
        <div className="row">
          {FACTION_TYPES.map((ty) => (
            <button key={ty} type="button" data-testid={`deal-promise-type-${ty}`} aria-pressed={cardType === ty} onClick={() => setCardType(ty)}>{t(`type.${ty}`)}</button>
          ))}
        </div>
      )}
      {/* What the toggles mean, in words, before the promise joins the deal. */}
      <div className="note promise-draft" data-testid="deal-promise-draft" aria-live="polite">{promiseText(t, view, draft, beneficiary)}</div>
      <button type="button" data-testid="deal-promise-add" disabled={promises.length >= max} onClick={add}>{t('panel.addPromise')}</button>
    </div>
  );
}
