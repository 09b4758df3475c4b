/** Accommodation: choose which heroes leave when there is not enough room for all of them. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardId } from '../../../../../engine/games/mirianth';
import { CardChip } from '../CardChip';
import { heroes, homeless } from '../rules';
import { play, toggle, type PanelProps } from './common';

export function DiscardPanel({ view, seat }: PanelProps) {
  const { t } = useTranslation();
  const need = homeless(view, seat);
  const [chosen, setChosen] = useState<CardId[]>([]);
  return (
    <div className="panel" data-testid="discard-panel">
      <div className="label">{t('panel.discardHeroes', { chosen: chosen.length, count: need })}</div>
      <div className="row">
        {heroes(view, seat).map((id) => (
          <CardChip key={id} view={view} id={id} testId={`discard-${id}`} selected={chosen.includes(id)} onClick={() => setChosen(toggle(chosen, id))} />
        ))}
      </div>
      <button type="button" className="primary" data-testid="discard-confirm" disabled={chosen.length !== need}
        onClick={() => play({ type: 'discardHeroes', seat, cards: chosen })}>{t('action.confirm')}</button>
    </div>
  );
}
