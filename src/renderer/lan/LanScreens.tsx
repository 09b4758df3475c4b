/**
 * The LAN screens in place of the local new-game screen: join, host, then the table's lobby or
 * its game: a game's own LAN HUD (its remote session, from the registry) or its table over the
 * module remote, with the connection, clock and chat; the frame's shell bar holds Leave the table.
 * Loaded on demand (app/lazyScreens.tsx); the entry buttons and useLanActive are in LanEntry.tsx.
 */
import { ChatPanel } from './ChatPanel';
import { HostScreen } from './HostScreen';
import { JoinScreen } from './JoinScreen';
import { LanBar } from './LanBar';
import { LobbyScreen } from './LobbyScreen';
import { useLan } from './lanStore';
import { ModuleLanGame } from './games/ModuleLanGame';
import { DEFAULT_GAME_ID } from '../../shared/lan/games';
import { tableOf } from '../games/registry';
import { useClientSnapshot } from './useLanClient';
import './lan.css';

function LanGame() {
  const game = useClientSnapshot()?.table?.game ?? DEFAULT_GAME_ID;
  const moduleGame = useLan((s) => s.moduleGame);
  const Hud = tableOf(game)?.lanSession?.Hud;
  if (Hud) return <Hud bar={<LanBar />} chat={<ChatPanel compact />} lobby={<LobbyScreen />} />;
  if (moduleGame) return <ModuleLanGame remote={moduleGame} />;
  return <LobbyScreen />;
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
