/** Messages about saves, stacked at the bottom left; errors stay longer and can be closed. */
import { useTranslation } from 'react-i18next';
import { dismissNotice, noticeStore } from './notices';
import { useStore } from '../store';
import './saves.css';

export function Notices() {
  const { t } = useTranslation();
  const notices = useStore(noticeStore);
  if (notices.length === 0) return null;
  return (
    <div className="notices" data-testid="notices" aria-live="polite">
      {notices.map((n) => (
        <div key={n.id} className={`notice ${n.tone}`} data-testid={`notice-${n.tone}`} role={n.tone === 'error' ? 'alert' : 'status'}>
          <span>{n.text}</span>
          <button type="button" aria-label={t('saves.close')} onClick={() => dismissNotice(n.id)}>×</button>
        </div>
      ))}
    </div>
  );
}
