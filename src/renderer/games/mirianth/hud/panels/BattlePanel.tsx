/** Battles: choose the next monster to fight (order matters with Mages), or send one away with a Rogue. */
import { useTranslation } from 'react-i18next';
import { cardLabel } from '../../i18n/text';
import { CardChip } from '../CardChip';
import { attackTotal, ofKind, unfought } from '../rules';
import { play, type PanelProps } from './common';

export function BattlePanel({ view, seat }: PanelProps) {
  const { t } = useTranslation();
  const targets = unfought(view, seat);
  const rogues = ofKind(view, seat, 'rogue');
  const rogue = rogues[0];
  return (
    <div className="panel" data-testid="battle-panel">
      <div className="label">{t('panel.monsters')}</div>
      {targets.map((m) => (
        <div key={m} className="row">
          <CardChip view={view} id={m} testId={`monster-${m}`} />
          <span className="note">{t('panel.predicted', { attack: attackTotal(view, seat, m), resistance: view.cards[m]?.resistance ?? 0 })}</span>
          <button type="button" className="primary" data-testid={`fight-${m}`} onClick={() => play({ type: 'fight', seat, monster: m })}>{t('action.fight')}</button>
          {/* Rogues are alike: one button sends the monster away with the first of them. */}
          {rogue !== undefined && (
            <button type="button" data-testid={`rogue-${rogue}-${m}`} title={cardLabel(t, view, rogue)} onClick={() => play({ type: 'rogue', seat, rogue, monster: m })}>
              {t('action.useRogue')}{rogues.length > 1 ? ` ${t('read.roguesLeft', { count: rogues.length })}` : ''}
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
