/** The LAN row over a table: the connection, the spectator banner, the watchers and the clock. */
import { ClockBadge } from './ClockBadge';
import { ConnectionBadge } from './ConnectionBadge';
import { SpectatorBanner } from './SpectatorBanner';
import { WatchersBadge } from './WatchersBadge';

export function LanBar({ className = 'lan-bar' }: { className?: string }) {
  return (
    <div className={className} data-testid="lan-bar">
      <ConnectionBadge />
      <SpectatorBanner />
      <WatchersBadge />
      <ClockBadge />
    </div>
  );
}
