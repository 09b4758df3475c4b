/**
 * The LAN screens in place of the local new-game screen: join, host, then the table's lobby or
 * its game (the regular HUD reading the remote session, plus the connection, clock and chat).
 */
import { useTranslation } from 'react-i18next';
import { GameHud } from '../hud/GameHud';
import { useSession } from '../game/useSession';
import { ChatPanel } from './ChatPanel';
import { ClockBadge } from './ClockBadge';
import { ConnectionBadge } from './ConnectionBadge';
import { HostScreen } from './HostScreen';
import { JoinScreen } from './JoinScreen';
import { LeaveButton } from './LeaveButton';
import { LobbyScreen } from './LobbyScreen';
import { lan, lanApi, useLan } from './lanStore';
import './lan.css';

/** The LAN entries of the new-game screen. */
export function LanEntry() {
  const { t } = useTranslation();
  return (
    <div className="lan-entry" data-testid="lan-entry">
      {lanApi() && <button type="button" data-testid="lan-open-host" onClick={() => lan.open('host')}>{t('lan.entry.host')}</button>}
      <button type="button" data-testid="lan-open-join" onClick={() => lan.open('join')}>{t('lan.entry.join')}</button>
      <span className="note">{t('lan.entry.note')}</span>
    </div>
  );
}

function LanGame() {
  const playing = useSession((s) => s.screen === 'playing');
  if (!playing) return <LobbyScreen />;
  return (
    <GameHud
      top={(
        <div className="lan-bar" data-testid="lan-bar">
          <ConnectionBadge />
          <LeaveButton />
          <ClockBadge />
        </div>
      )}
      bottom={<ChatPanel compact />}
    />
  );
}

/** True while a LAN screen replaces the local ones. */
export function useLanActive(): boolean {
  return useLan((s) => s.stage !== 'off');
}

export function LanScreens() {
  const stage = useLan((s) => s.stage);
  switch (stage) {
    case 'detecting':
    case 'off': return null;
    case 'join': return <JoinScreen />;
    case 'host': return <HostScreen />;
    case 'table': return <LanGame />;
  }
}
