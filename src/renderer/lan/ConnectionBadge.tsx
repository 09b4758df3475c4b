/** The connection to the host: connected, reconnecting (the seat is held), or lost with a retry. */
import { useTranslation } from 'react-i18next';
import { lan } from './lanStore';
import { useClientSnapshot } from './useLanClient';

export function ConnectionBadge() {
  const { t } = useTranslation();
  const snap = useClientSnapshot();
  if (!snap) return null;
  const { status, closedReason, session } = snap;
  // While a held seat is being resumed the socket is open but the seat is not back yet.
  const resuming = status === 'connecting' && session !== null;
  const label = resuming ? t('lan.status.resuming') : t(`lan.status.${status}`);
  return (
    <div className={`lan-status ${status}`} data-testid="lan-status" data-status={status} role="status">
      <span className="lan-dot" />
      <span>{label}</span>
      {status === 'closed' && closedReason && <span className="note">{t(`lan.closed.${closedReason}`)}</span>}
      {status === 'closed' && session && (
        <button type="button" data-testid="lan-reconnect" onClick={() => lan.reconnect()}>{t('lan.status.retry')}</button>
      )}
    </div>
  );
}
