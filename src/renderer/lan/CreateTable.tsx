/** A new table on a dedicated server (`npm run serve`), its creator sitting down as the owner. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lan } from './lanStore';
import { attempt } from './useLanClient';
import { GamePicker, SeatCountField } from '../games/GamePicker';
import { DEFAULT_GAME_ID, choiceFor, clampSeats, gameChoices } from '../games/gameChoices';
import { lanTableGames } from '../games/tables';

interface Props {
  ws: string;
  name: string;
  password: string;
  disabled: boolean;
  setBusy(busy: boolean): void;
  setError(error: string | null): void;
}

export function CreateTable({ ws, name, password, disabled, setBusy, setError }: Props) {
  const { t, i18n } = useTranslation();
  const choices = gameChoices(i18n.language, undefined, lanTableGames());
  const [game, setGame] = useState(DEFAULT_GAME_ID);
  const choice = choiceFor(game, choices);
  const [table, setTable] = useState('');
  const [seats, setSeats] = useState(4);
  const tableName = table.trim() || t('lan.join.defaultTable', { name: name || t('lan.common.namePlaceholder') });
  const create = () => void attempt(t, setBusy, setError, () => lan.create(ws, tableName, seats, name, password || undefined, choice.id));
  return (
    <details className="lan-create" data-testid="lan-create-section">
      <summary data-testid="lan-create-open">{t('lan.join.create')}</summary>
      <label className="field">
        <span>{t('lan.host.tableName')}</span>
        <input data-testid="lan-create-name" value={table} maxLength={40} placeholder={tableName} onChange={(e) => setTable(e.target.value)} />
      </label>
      <GamePicker choices={choices} value={choice.id} testId="lan-create" onChange={(id) => {
        setGame(id);
        setSeats((n) => clampSeats(n, choiceFor(id, choices)));
      }} />
      <SeatCountField choice={choice} value={seats} onChange={setSeats} label={t('lan.host.seats')} testId="lan-create-seats" />
      <p className="note">{t('lan.join.createNote')}</p>
      <button type="button" data-testid="lan-create" disabled={disabled} onClick={create}>{t('lan.join.createButton')}</button>
    </details>
  );
}
