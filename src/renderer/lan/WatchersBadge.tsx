/**
 * For seated players: how many people watch the table (an eye and a count in the LAN bar, only
 * while someone does), and for a few seconds who just came or went ("Bia is watching"). The
 * count is the host's (`table.spectators`); the names come with its watching notices. Spectators
 * have their own banner instead.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../shared/lan/tableView';
import { noticeText } from './ChatPanel';
import { EyeIcon } from './SpectatorBanner';
import { useClientSnapshot } from './useLanClient';

/** How long "Bia is watching" stays beside the count. */
export const WATCH_NOTICE_MS = 6_000;

/** The newest notice about a spectator coming or going, if any. */
export function latestWatchNotice(notices: readonly Notice[]): Notice | null {
  for (let i = notices.length - 1; i >= 0; i--) {
    const n = notices[i];
    if (n && (n.code === 'watching' || n.code === 'stoppedWatching')) return n;
  }
  return null;
}

export function WatchersBadge() {
  const { t } = useTranslation();
  const snap = useClientSnapshot();
  const latest = snap?.session ? latestWatchNotice(snap.notices) : null;
  // A notice that came before this bar showed (the table screen changed) is old news.
  const [before] = useState(latest);
  const [expired, setExpired] = useState<Notice | null>(null);
  const shown = latest && latest !== before && latest !== expired ? latest : null;
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setExpired(shown), WATCH_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  const count = snap?.table?.spectators ?? 0;
  if (!snap?.session || (count === 0 && !shown)) return null;
  return (
    <div className="lan-watchers" data-testid="lan-watchers" data-count={count} title={t('lan.watchers.title')}>
      {count > 0 && <span className="lan-watchers-count"><EyeIcon /> {t('lan.watchers.count', { count })}</span>}
      {shown && <span className="lan-watchers-notice" role="status" data-testid="lan-watch-notice">{noticeText(t, shown)}</span>}
    </div>
  );
}
