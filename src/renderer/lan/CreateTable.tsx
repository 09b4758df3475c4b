/** A new table on a dedicated server (`npm run serve`), its creator sitting down as the owner. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lan } from './lanStore';
import { attempt } from './useLanClient';

interface Props {
  ws: string;
  name: string;
  password: string;
  disabled: boolean;
  setBusy(busy: boolean): void;
  setError(error: string | null): void;
}

export function CreateTable({ ws, name, password, disabled, setBusy, setError }: Props) {
  const { t } = useTranslation();
  const [table, setTable] = useState('');
  const [seats, setSeats] = useState(4);
  const tableName = table.trim() || t('lan.join.defaultTable', { name: name || t('lan.common.namePlaceholder') });
  const create = () => void attempt(t, setBusy, setError, () => lan.create(ws, tableName, seats, name, password || undefined));
  return (
    <details className="lan-create" data-testid="lan-create-section">
      <summary data-testid="lan-create-open">{t('lan.join.create')}</summary>
      <label className="field">
        <span>{t('lan.host.tableName')}</span>
        <input data-testid="lan-create-name" value={table} maxLength={40} placeholder={tableName} onChange={(e) => setTable(e.target.value)} />
      </label>
      <div className="field">
        <span>{t('lan.host.seats')}</span>
        <div className="seg">
          {[2, 3, 4].map((n) => (
            <button key={n} type="button" data-testid={`lan-create-seats-${n}`} aria-pressed={seats === n} onClick={() => setSeats(n)}>{n}</button>
          ))}
        </div>
      </div>
      <p className="note">{t('lan.join.createNote')}</p>
      <button type="button" data-testid="lan-create" disabled={disabled} onClick={create}>{t('lan.join.createButton')}</button>
    </details>
  );
}
