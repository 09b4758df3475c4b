/**
 * The LAN screens in place of the local new-game screen: join, host, then the table's lobby or
 * its game: the game's LAN screen over this page's seat session (from the registry), with the
 * connection, clock and chat; the frame's shell bar holds Leave the table.
 * Loaded on demand (app/lazyScreens.tsx); the entry buttons and useLanActive are in LanEntry.tsx.
 */
import { HostScreen } from './HostScreen';
import { JoinScreen } from './JoinScreen';
import { useLan } from './lanStore';
import { LanGameTable } from './games/LanGameTable';
import { DEFAULT_GAME_ID } from '../../shared/lan/games';
import { useClientSnapshot } from './useLanClient';
import './lan.css';

function LanGame() {
  const game = useClientSnapshot()?.table?.game ?? DEFAULT_GAME_ID;
  const seated = useLan((s) => s.seats?.get(game) ?? null);
  return <LanGameTable seated={seated} />;
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
