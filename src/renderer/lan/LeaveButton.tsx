/** Leaving the table: asks once more during a game, since the AI then plays the seat. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lan, useLan } from './lanStore';
import { useClientSnapshot } from './useLanClient';

export function LeaveButton() {
  const { t } = useTranslation();
  const hosting = useLan((s) => s.hosting);
  const snap = useClientSnapshot();
  const playing = snap?.table?.phase === 'playing';
  const [asking, setAsking] = useState(false);
  // A spectator holds no seat: leaving hands nothing to the AI, so no second question.
  if (snap?.watching && !hosting) {
    return <button type="button" data-testid="lan-leave" onClick={() => void lan.leave()}>{t('lan.spectator.stop')}</button>;
  }
  const label = hosting ? t('lan.common.closeTable') : t('lan.common.leave');
  if (asking) {
    return (
      <span className="lan-confirm">
        <span>{hosting ? t('lan.common.confirmClose') : t('lan.common.confirmLeave')}</span>
        <button type="button" className="danger" data-testid="lan-leave-confirm" onClick={() => void lan.leave()}>{label}</button>
        <button type="button" data-testid="lan-leave-cancel" onClick={() => setAsking(false)}>{t('lan.common.cancel')}</button>
      </span>
    );
  }
  return (
    <button type="button" data-testid="lan-leave" onClick={() => (playing || hosting ? setAsking(true) : void lan.leave())}>{label}</button>
  );
}
