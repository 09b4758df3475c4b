/** The table's lobby as a spectator sees it: the seats, a button for each free one, the chat. */
import { useTranslation } from 'react-i18next';
import { gameNameOf } from '../games/gameChoices';
import type { TableView } from '../../shared/lan/tableView';
import { ChatPanel } from './ChatPanel';
import { ConnectionBadge } from './ConnectionBadge';
import { LeaveButton } from './LeaveButton';
import { LobbySeat } from './LobbySeat';
import { SpectatorBanner } from './SpectatorBanner';

const noRequest = (): void => undefined;

export function SpectatorLobby({ table }: { table: TableView }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="modal-backdrop clear">
      <div className="lan-lobby" data-testid="lan-lobby" data-phase={table.phase} data-spectator="true">
        <div className="modal lan-modal">
          <h2>{t('lan.lobby.title', { table: table.name })}</h2>
          <p className="lan-lobby-game" data-testid="lan-lobby-game">{t('lan.lobby.game', { game: gameNameOf(table.game, i18n.language) })}</p>
          <ConnectionBadge />
          <SpectatorBanner />
          <ul className="lan-seats">
            {table.seats.map((s) => <LobbySeat key={s.seat} seat={s} table={table} mine={false} owner={null} run={noRequest} />)}
          </ul>
          <p className="note">{t('lan.spectator.lobbyNote')}</p>
          <div className="buttons"><LeaveButton /></div>
        </div>
        <div className="lan-side"><ChatPanel /></div>
      </div>
    </div>
  );
}
