/** A player who gave up a claim picks one of the revealed cards nobody announced. */
import { useTranslation } from 'react-i18next';
import { CardChip } from '../CardChip';
import { play, type PanelProps } from './common';

export function PickPanel({ view, seat }: PanelProps) {
  const { t } = useTranslation();
  return (
    <div className="panel" data-testid="pick-panel">
      <div className="label">{t('panel.openCards')}</div>
      <div className="row">
        {(view.round?.open ?? []).map((id) => (
          <CardChip key={id} view={view} id={id} testId={`pick-${id}`} onClick={() => play({ type: 'pick', seat, card: id })} />
        ))}
      </div>
    </div>
  );
}
