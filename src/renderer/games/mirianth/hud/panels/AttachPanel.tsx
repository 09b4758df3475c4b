/** End of round: attach one unattached paladin to one of your monsters, or skip. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardId } from '../../../../../engine/games/mirianth';
import { CardChip } from '../CardChip';
import { monsters, unattachedPaladins } from '../rules';
import { play, type PanelProps } from './common';

export function AttachPanel({ view, seat }: PanelProps) {
  const { t } = useTranslation();
  const paladins = unattachedPaladins(view, seat);
  const targets = monsters(view, seat);
  const [paladin, setPaladin] = useState<CardId | null>(paladins.length === 1 ? paladins[0] ?? null : null);
  const [monster, setMonster] = useState<CardId | null>(targets.length === 1 ? targets[0] ?? null : null);
  return (
    <div className="panel" data-testid="attach-panel">
      <div className="label">{t('panel.paladin')}</div>
      <div className="row">
        {paladins.map((id) => <CardChip key={id} view={view} id={id} testId={`attach-paladin-${id}`} selected={paladin === id} onClick={() => setPaladin(id)} />)}
      </div>
      <div className="label">{t('panel.monster')}</div>
      <div className="row">
        {targets.map((id) => <CardChip key={id} view={view} id={id} testId={`attach-monster-${id}`} selected={monster === id} onClick={() => setMonster(id)} />)}
      </div>
      <div className="row">
        <button type="button" className="primary" data-testid="attach-confirm" disabled={!paladin || !monster}
          onClick={() => paladin && monster && play({ type: 'attach', seat, paladin, monster })}>{t('action.attach')}</button>
        <button type="button" data-testid="attach-skip" onClick={() => play({ type: 'skipAttach', seat })}>{t('action.skip')}</button>
      </div>
    </div>
  );
}
