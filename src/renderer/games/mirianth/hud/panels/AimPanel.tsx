/** Archer targets: each archer aims at one of your monsters, or at none. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Aim, CardId } from '../../../../../engine/games/mirianth';
import { cardLabel } from '../../i18n/text';
import { CardChip } from '../CardChip';
import { attackTotal, monsters, ofKind } from '../rules';
import { play, type PanelProps } from './common';

export function AimPanel({ view, seat }: PanelProps) {
  const { t } = useTranslation();
  const archers = ofKind(view, seat, 'archer');
  const targets = monsters(view, seat);
  const [aims, setAims] = useState<Record<string, CardId | null>>({});
  const chosen: Aim[] = archers.flatMap((archer) => {
    const monster = aims[archer];
    return monster ? [{ archer, monster }] : [];
  });
  const preview = view.resolution ? { ...view, resolution: { ...view.resolution, aims: chosen } } : view;
  return (
    <div className="panel" data-testid="aim-panel">
      {archers.map((archer, i) => (
        <div key={archer}>
          <div className="label">{cardLabel(t, view, archer)}{archers.length > 1 ? ` ${i + 1}` : ''}</div>
          <div className="row">
            {targets.map((m) => (
              <CardChip key={m} view={view} id={m} testId={`aim-${archer}-${m}`} selected={aims[archer] === m} onClick={() => setAims({ ...aims, [archer]: m })} />
            ))}
            <button type="button" data-testid={`aim-${archer}-none`} aria-pressed={!aims[archer]} onClick={() => setAims({ ...aims, [archer]: null })}>{t('action.none')}</button>
          </div>
        </div>
      ))}
      <div className="note">
        {targets.map((m) => `${cardLabel(t, view, m)}: ${t('panel.predicted', { attack: attackTotal(preview, seat, m), resistance: view.cards[m]?.resistance ?? 0 })}`).join(' · ')}
      </div>
      <button type="button" className="primary" data-testid="aim-confirm" onClick={() => play({ type: 'aim', seat, aims: chosen })}>{t('action.confirm')}</button>
    </div>
  );
}
