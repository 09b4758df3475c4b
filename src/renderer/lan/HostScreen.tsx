/**
 * Hosting a LAN table from the desktop app: the table's name and seats, an optional password, a
 * turn clock and what happens to a dropped seat. The host then shows its address and QR code
 * (HostInfoPanel, in the lobby) and this player sits down as the owner.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DropPolicy } from '../../shared/lan/tableView';
import { lanApi } from './lanPage';
import { lan } from './lanStore';
import { DropPolicyField, TurnClockField } from './TableOptionFields';
import { storedName } from './storage';
import { attempt } from './useLanClient';
import { GamePicker, SeatCountField } from '../games/GamePicker';
import { DEFAULT_GAME_ID, choiceFor, clampSeats, gameChoices } from '../games/gameChoices';
import { lanTableGames } from '../games/tables';

export function HostScreen() {
  const { t, i18n } = useTranslation();
  const choices = gameChoices(i18n.language, undefined, lanTableGames());
  const [game, setGame] = useState(DEFAULT_GAME_ID);
  const choice = choiceFor(game, choices);
  const [name, setName] = useState(storedName);
  const [table, setTable] = useState('');
  const [seats, setSeats] = useState(4);
  const [password, setPassword] = useState('');
  const [clock, setClock] = useState<number | null>(null);
  const [drop, setDrop] = useState<DropPolicy>('wait');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cleanName = name.trim();
  const desktop = lanApi() !== null;
  const tableName = table.trim() || t('lan.join.defaultTable', { name: cleanName || t('lan.common.namePlaceholder') });

  const host = () => void attempt(t, setBusy, setError, () => lan.host({
    game: choice.id, tableName, seats, dropPolicy: drop, turnClockSeconds: clock, ...(password ? { password } : {}),
  }, cleanName));

  return (
    <div className="modal-backdrop clear">
      <div className="modal lan-modal" data-testid="lan-host">
        <h2>{t('lan.host.title')}</h2>
        {!desktop && <p className="lan-warning">{t('lan.host.desktopOnly')}</p>}
        <label className="field">
          <span>{t('lan.common.name')}</span>
          <input data-testid="lan-host-name" value={name} maxLength={24} placeholder={t('lan.common.namePlaceholder')} onChange={(e) => setName(e.target.value)} />
        </label>
        <label className="field">
          <span>{t('lan.host.tableName')}</span>
          <input data-testid="lan-host-table" value={table} maxLength={40} placeholder={tableName} onChange={(e) => setTable(e.target.value)} />
        </label>
        <GamePicker choices={choices} value={choice.id} testId="lan-host" onChange={(id) => {
          setGame(id);
          setSeats((n) => clampSeats(n, choiceFor(id, choices)));
        }} />
        <SeatCountField choice={choice} value={seats} onChange={setSeats} label={t('lan.host.seats')} testId="lan-host-seats" />
        <label className="field">
          <span>{t('lan.common.passwordOptional')}</span>
          <input type="password" data-testid="lan-host-password" value={password} maxLength={128} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <TurnClockField value={clock} onChange={setClock} testId="lan-host" />
        <DropPolicyField value={drop} onChange={setDrop} testId="lan-host" />
        <p className="note">{t('lan.host.note')}</p>
        {error && <p className="lan-error" data-testid="lan-error">{error}</p>}
        <div className="buttons">
          <button type="button" data-testid="lan-back" onClick={() => lan.open('off')}>{t('lan.common.back')}</button>
          <button type="button" className="primary" data-testid="lan-host-start" disabled={busy || cleanName === '' || !desktop} onClick={host}>
            {busy ? t('lan.host.starting') : t('lan.host.start')}
          </button>
        </div>
      </div>
    </div>
  );
}
