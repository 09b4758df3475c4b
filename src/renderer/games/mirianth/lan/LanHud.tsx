/** Mirianth's LAN table: the regular HUD reading the remote session, or the table's lobby between games. */
import type { LanHudProps } from '../../gameTable';
import { useSession } from '../game/useSession';
import { GameHud } from '../hud/GameHud';

export function LanHud({ bar, chat, lobby }: LanHudProps) {
  const playing = useSession((s) => s.screen === 'playing');
  if (!playing) return <>{lobby}</>;
  return <GameHud top={bar} bottom={chat} />;
}
