/**
 * The saved-games list: date, players, round and phase of each save, to play on, replay, rename,
 * export or delete; import a file. A save that cannot be read is listed with its reason and can
 * only be deleted, by the player.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_GAME_ID, type SaveEntryDamaged, type SaveEntryOk, type SaveListEntry, type SavesFailure } from '../../shared/save';
import { platform } from '../platform';
import { failureText, openSave } from './actions';
import { readsLibraryText } from './failureText';
import { notify } from './notices';
import { formatDate, rowsByGame } from './savesModel';
import { closeSavedGames, savesListGame } from './savesUi';
import { useStore } from '../store';
import { SaveRow, type SaveRowProps } from './SaveRow';
import './saves.css';

type Busy = null | 'list' | string;

/** A failure's cause in the player's language (`saves.anyGame.reason.<code>`). */
function reasonText(t: ReturnType<typeof useTranslation>['t'], reason: SavesFailure['reason']): string {
  return t(`saves.anyGame.reason.${reason}`, { defaultValue: t('saves.damaged') });
}

/** Esc closes the saves screen. */
function useEscapeCloses(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeSavedGames();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

export function SavedGamesScreen() {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<SaveListEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** Why the last operation failed, in the player's language (the library's own message stays beside it). */
  const [reason, setReason] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>('list');
  /** Bumped after every operation: the list is read again. */
  const [stamp, setStamp] = useState(0);
  const only = useStore(savesListGame);

  useEffect(() => {
    let live = true;
    void platform.saves.list().then((list) => {
      if (!live) return;
      setEntries(list);
      setBusy(null);
    });
    return () => {
      live = false;
    };
  }, [stamp]);

  useEscapeCloses();

  /** Runs one operation; a failure's message (never "canceled") stays on screen. */
  const run = async (key: string, task: () => Promise<{ ok: true } | SavesFailure | string | null>, after?: () => void) => {
    setBusy(key);
    setError(null);
    setReason(null);
    try {
      const out = await task();
      // The library's own line stays beside the translated cause (folded away outside English).
      const message = typeof out === 'string' ? out : out && !out.ok && failureText(out) !== null ? out.message : null;
      if (out && typeof out !== 'string' && !out.ok && message) setReason(reasonText(t, out.reason));
      if (message) setError(message);
      else after?.();
    } finally {
      setStamp((n) => n + 1);
    }
  };

  const open = (entry: SaveEntryOk, how: 'load' | 'replay') => run(entry.id, () => openSave(entry.id, how), closeSavedGames);
  const rename = (entry: SaveEntryOk, name: string) => run(entry.id, () => platform.saves.rename(entry.id, name));
  const remove = (entry: SaveListEntry) => run(entry.id, () => platform.saves.remove(entry.id), () => notify('info', t('saves.deleted')));
  const exportSave = (entry: SaveEntryOk) => run(entry.id, async () => {
    const out = await platform.saves.exportSave(entry.id);
    if (out.ok) notify('info', t('saves.exported', { file: out.fileName }));
    return out;
  });
  const importSave = () => run('import', async () => {
    const out = await platform.saves.importSave();
    if (out.ok) notify('info', t('saves.imported', { name: out.entry.name }));
    return out;
  });

  return (
    <div className="modal-backdrop">
      <div className="modal saves" data-testid="saves-list" role="dialog" aria-label={t('saves.title')}>
        <div className="saves-head">
          <h2>{t('saves.title')}</h2>
          <span className="spacer" />
          <button type="button" data-testid="saves-import" disabled={busy !== null} onClick={() => void importSave()}>{t('saves.import')}</button>
          <button type="button" data-testid="saves-close" onClick={closeSavedGames}>{t('saves.close')}</button>
        </div>
        {error && reason && <div className="saves-error" role="alert" data-testid="saves-error-reason">{t('saves.anyGame.loadFailed', { reason })}</div>}
        {error && <LibraryLine className="saves-error" testId="saves-error" text={error} fold={reason !== null} role={reason ? undefined : 'alert'} />}
        {entries === null ? (
          <p className="note">{t('saves.loading')}</p>
        ) : entries.length === 0 ? (
          <p className="note" data-testid="saves-empty">{t('saves.empty')}</p>
        ) : (
          <SaveList entries={entries} only={only} rowProps={{ busy: busy !== null, onOpen: open, onRename: rename, onExport: exportSave, onDelete: remove }} />
        )}
      </div>
    </div>
  );
}

type RowProps = Omit<SaveRowProps, 'entry' | 'onDelete'> & { onDelete(entry: SaveListEntry): void };

/** The saves, a row per game (its newest save; older ones folded), filtered to one game when asked. */
function SaveList({ entries, only, rowProps }: { entries: SaveListEntry[]; only: string | null; rowProps: RowProps }) {
  const { t } = useTranslation();
  return (
    <ul className="save-rows">
      {rowsByGame(entries).filter((row) => only === null || row.kind === 'damaged' || (row.head.game ?? DEFAULT_GAME_ID) === only).map((row) => {
        if (row.kind === 'damaged') return <DamagedRow key={row.entry.id} entry={row.entry} busy={rowProps.busy} onDelete={rowProps.onDelete} />;
        const { head, older } = row;
        return [
          <SaveRow key={head.id} entry={head} {...rowProps} />,
          older.length > 0 && (
            <li key={`older-${head.id}`} className="save-older" data-testid={`save-older-${head.id}`} data-game={head.gameId}>
              <details>
                <summary>{t('saves.older', { count: older.length })}</summary>
                <ul className="save-rows">{older.map((e) => <SaveRow key={e.id} entry={e} {...rowProps} />)}</ul>
              </details>
            </li>
          ),
        ];
      })}
    </ul>
  );
}

/** A line from the saves library (English): shown as is in English, folded under "details" otherwise. */
function LibraryLine({ className, testId, text, fold, role }: { className: string; testId: string; text: string; fold: boolean; role?: 'alert' }) {
  const { t, i18n } = useTranslation();
  if (!fold || readsLibraryText(i18n.language)) return <div className={className} role={role} data-testid={testId}>{text}</div>;
  return (
    <details className={className}>
      <summary>{t('saves.anyGame.details')}</summary>
      <span data-testid={testId} lang="en">{text}</span>
    </details>
  );
}

function DamagedRow({ entry, busy, onDelete }: { entry: SaveEntryDamaged; busy: boolean; onDelete: (e: SaveEntryDamaged) => void }) {
  const { t, i18n } = useTranslation();
  const [confirm, setConfirm] = useState(false);
  return (
    <li className="save-row damaged" data-testid={`save-row-${entry.id}`} data-status="damaged">
      <div className="save-main">
        <strong>{t('saves.damaged')}</strong>
        <span className="save-date">{formatDate(entry.modifiedAt, i18n.language)}</span>
        <div className="save-reason" data-testid={`save-reason-${entry.id}`}>{reasonText(t, entry.reason)}</div>
        <LibraryLine className="save-message" testId={`save-damaged-${entry.id}`} text={entry.message} fold />
      </div>
      <div className="save-buttons">
        {confirm ? (
          <>
            <button type="button" className="danger" data-testid={`save-delete-confirm-${entry.id}`} disabled={busy} onClick={() => onDelete(entry)}>{t('saves.confirmDelete')}</button>
            <button type="button" onClick={() => setConfirm(false)}>{t('saves.cancel')}</button>
          </>
        ) : (
          <button type="button" data-testid={`save-delete-${entry.id}`} disabled={busy} onClick={() => setConfirm(true)}>{t('saves.delete')}</button>
        )}
      </div>
    </li>
  );
}
