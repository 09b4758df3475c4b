/**
 * The LAN screens in place of the local new-game screen: join, host, then the table's lobby or
 * its game (the regular HUD reading the remote session, plus the connection, clock and chat; the
 * frame's shell bar holds Leave the table).
 * Loaded on demand (app/lazyScreens.tsx); the entry buttons and useLanActive are in LanEntry.tsx.
 */
import { GameHud } from '../games/mirianth/hud/GameHud';
import { useSession } from '../games/mirianth/game/useSession';
import { ChatPanel } from './ChatPanel';
import { ClockBadge } from './ClockBadge';
import { ConnectionBadge } from './ConnectionBadge';
import { HostScreen } from './HostScreen';
import { JoinScreen } from './JoinScreen';
import { LobbyScreen } from './LobbyScreen';
import { useLan } from './lanStore';
import { SpectatorBanner } from './SpectatorBanner';
import { WatchersBadge } from './WatchersBadge';
import { ModuleLanGame } from './games/ModuleLanGame';
import { DEFAULT_GAME_ID } from '../../shared/lan/games';
import { useClientSnapshot } from './useLanClient';
import './lan.css';

function LanGame() {
  const playing = useSession((s) => s.screen === 'playing');
  const game = useClientSnapshot()?.table?.game ?? DEFAULT_GAME_ID;
  const moduleGame = useLan((s) => s.moduleGame);
  if (game !== DEFAULT_GAME_ID && moduleGame) return <ModuleLanGame remote={moduleGame} />;
  if (!playing) return <LobbyScreen />;
  return (
    <GameHud
      top={(
        <div className="lan-bar" data-testid="lan-bar">
          <ConnectionBadge />
          <SpectatorBanner />
          <WatchersBadge />
          <ClockBadge />
        </div>
      )}
      bottom={<ChatPanel compact />}
    />
  );
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
