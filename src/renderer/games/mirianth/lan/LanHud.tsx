/** Mirianth's LAN table: the regular HUD over the seat's remote session (the platform draws the lobby between games). */
import type { LanTableProps } from '../../gameTable';
import { GameHud } from '../hud/GameHud';

export function LanHud({ bar, chat }: LanTableProps) {
  return <GameHud top={bar} bottom={chat} />;
}
