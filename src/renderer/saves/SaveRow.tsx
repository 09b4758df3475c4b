/** One readable save in the list: what it is, and what can be done with it. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_GAME_ID, MAX_NAME_LENGTH, type SaveEntryOk, type SeatSetup } from '../../shared/save';
import { momentOf } from './gameSaves';
import { formatDate, phaseKey } from './savesModel';
import { gameName, saveTitle } from './saveTitle';

type T = ReturnType<typeof useTranslation>['t'];

export interface SaveRowProps {
  entry: SaveEntryOk;
  busy: boolean;
  onOpen: (entry: SaveEntryOk, how: 'load' | 'replay') => void;
  onRename: (entry: SaveEntryOk, name: string) => void;
  onExport: (entry: SaveEntryOk) => void;
  onDelete: (entry: SaveEntryOk) => void;
}

function seatLabel(t: T, seat: SeatSetup): string {
  const kind = seat.kind === 'human' ? t('seatKind.human') : seat.bot === 'random' ? t('saves.randomBot') : t(`seatKind.${seat.bot}`);
  return `${seat.name} (${kind})`;
}

/** Mirianth's round, or the game's own words for where it stands (Nains: Era and turn). */
function roundText(t: T, entry: SaveEntryOk): string {
  const game = entry.game ?? DEFAULT_GAME_ID;
  const moment = game === DEFAULT_GAME_ID ? null : momentOf(game);
  return moment ? moment(t, entry) : t('saves.round', { n: entry.round });
}

export function SaveRow({ entry, busy, onOpen, onRename, onExport, onDelete }: SaveRowProps) {
  const { t, i18n } = useTranslation();
  const [naming, setNaming] = useState<string | null>(null);
  const [confirm, setConfirm] = useState(false);
  const id = entry.id;
  const game = entry.game ?? DEFAULT_GAME_ID;
  const winners = entry.winners?.map((w) => entry.players[w]?.name ?? '').join(', ');
  return (
    <li className="save-row" data-testid={`save-row-${id}`} data-status="ok" data-game={entry.gameId} data-game-kind={game}>
      <div className="save-main">
        {naming === null ? (
          <strong className="save-name" data-testid={`save-name-${id}`} data-name={entry.name}>{saveTitle(t, entry, i18n.language)}</strong>
        ) : (
          <form className="save-rename" onSubmit={(e) => {
            e.preventDefault();
            onRename(entry, naming);
            setNaming(null);
          }}>
            <input data-testid={`save-rename-input-${id}`} aria-label={t('saves.rename')} value={naming} maxLength={MAX_NAME_LENGTH} autoFocus
              onChange={(e) => setNaming(e.target.value)} />
            <button type="submit" data-testid={`save-rename-ok-${id}`} disabled={busy || naming.trim() === ''}>{t('saves.ok')}</button>
            <button type="button" onClick={() => setNaming(null)}>{t('saves.cancel')}</button>
          </form>
        )}
        <span className="badge">{entry.kind === 'autosave' ? t('saves.autosave') : t('saves.manual')}</span>
        <span className="badge" data-testid={`save-game-${id}`}>{gameName(game, i18n.language)}</span>
        <div className="save-facts">
          <span data-testid={`save-date-${id}`}>{formatDate(entry.updatedAt, i18n.language)}</span>
          <span data-testid={`save-round-${id}`}>{roundText(t, entry)}</span>
          <span data-testid={`save-phase-${id}`}>{game === DEFAULT_GAME_ID || entry.finished ? t(`saves.phase.${phaseKey(entry)}`) : t('saves.anyGame.inPlay')}</span>
          <span>{t('saves.moves', { count: entry.moveCount })}</span>
        </div>
        <div className="save-players" data-testid={`save-players-${id}`}>{entry.players.map((p) => seatLabel(t, p)).join(' · ')}</div>
        {entry.finished && winners !== undefined && <div className="save-winners">{winners === '' ? t('saves.noWinners') : t('saves.winners', { names: winners })}</div>}
      </div>
      <div className="save-buttons">
        {!entry.finished && (
          <button type="button" className="primary" data-testid={`save-load-${id}`} disabled={busy} onClick={() => onOpen(entry, 'load')}>{t('saves.load')}</button>
        )}
        <button type="button" data-testid={`save-replay-${id}`} disabled={busy} onClick={() => onOpen(entry, 'replay')}>{t('saves.replay')}</button>
        <button type="button" data-testid={`save-rename-${id}`} disabled={busy || naming !== null} onClick={() => setNaming(entry.name)}>{t('saves.rename')}</button>
        <button type="button" data-testid={`save-export-${id}`} disabled={busy} onClick={() => onExport(entry)}>{t('saves.export')}</button>
        {confirm ? (
          <>
            <button type="button" className="danger" data-testid={`save-delete-confirm-${id}`} disabled={busy} onClick={() => onDelete(entry)}>{t('saves.confirmDelete')}</button>
            <button type="button" onClick={() => setConfirm(false)}>{t('saves.cancel')}</button>
          </>
        ) : (
          <button type="button" data-testid={`save-delete-${id}`} disabled={busy} onClick={() => setConfirm(true)}>{t('saves.delete')}</button>
        )}
      </div>
    </li>
  );
}
