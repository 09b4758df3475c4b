/** A suggestion from the hard bot for the shown Lord (its own view only), with a short reason. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nainsHint } from '../../../../ai/nains';
import type { SeatId } from '../../../../engine/kit/ids';
import type { NainsView } from '../../../../engine/nains/types';
import { moveText } from './moveText';

export function Hint({ view, seat }: { view: NainsView; seat: SeatId }) {
  const { t } = useTranslation();
  const [text, setText] = useState<string | null>(null);
  const ask = () => {
    const hint = nainsHint(view, seat);
    setText(hint ? `${moveText(t, hint.move)} — ${t(`nains.hint.${hint.code}`)}` : t('nains.hint.none'));
  };
  return (
    <span className="nains-hint">
      <button type="button" data-testid="nains-hint" onClick={ask}>{t('nains.hint.ask')}</button>
      {text && <span data-testid="nains-hint-text">{text}</span>}
    </span>
  );
}
