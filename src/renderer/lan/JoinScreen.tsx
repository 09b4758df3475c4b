/**
 * Joining a LAN table: a name, a host's tables, a seat (or any open one), a password when the
 * table has one. A browser guest sees the tables of the host that served the page; the desktop
 * app finds hosts first (JoinFinder). A dedicated server also lets a guest open a new table.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableSummary } from '../../shared/lan/tableView';
import { CreateTable } from './CreateTable';
import { JoinFinder, type Target } from './JoinFinder';
import { lan, pageWsUrl, useLan } from './lanStore';
import { storedName } from './storage';
import { attempt } from './useLanClient';

function TableRow({ table, selected, onSelect }: { table: TableSummary; selected: boolean; onSelect(): void }) {
  const { t } = useTranslation();
  return (
    <li>
      <button type="button" className="lan-table" data-testid={`lan-table-${table.id}`} aria-pressed={selected} onClick={onSelect}>
        <strong>{table.name}</strong>
        <span className="note">
          {t('lan.join.open', { open: table.openSeats, seats: table.seats })} · {t(`lan.join.phase.${table.phase}`)}
          {table.hasPassword ? ` · ${t('lan.join.locked')}` : ''}
          {table.spectators ? ` · ${t('lan.spectator.count', { count: table.spectators })}` : ''}
        </span>
      </button>
    </li>
  );
}

export function JoinScreen() {
  const { t } = useTranslation();
  const guestOf = useLan((s) => s.guestOf);
  const lost = useLan((s) => s.lost);
  const [name, setName] = useState(storedName);
  const [password, setPassword] = useState('');
  const [found, setFound] = useState<Target | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [seat, setSeat] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const target: Target | null = guestOf
    ? { ws: pageWsUrl(), label: guestOf.name, passwordRequired: guestOf.passwordRequired, tables: guestOf.tables, address: '' }
    : found;
  const tables = target?.tables ?? [];
  const table = tables.find((x) => x.id === picked) ?? (tables.length === 1 ? tables[0] : undefined);
  const needsPassword = target?.passwordRequired === true || table?.hasPassword === true;
  const cleanName = name.trim();

  const refresh = () => void attempt(t, setBusy, setError, async () => {
    if (guestOf) await lan.refreshGuestInfo();
    else if (found) {
      const client = await lan.connect(found.ws, password || undefined);
      setFound({ ...found, tables: await client.listTables() });
    }
  });

  const watch = () => {
    if (!target || !table) return;
    void attempt(t, setBusy, setError, () => lan.watch(target.ws, table.id, cleanName, password || undefined));
  };

  const join = () => {
    if (!target || !table) return;
    void attempt(t, setBusy, setError, () => lan.join(target.ws, table.id, cleanName, {
      ...(password ? { password } : {}),
      ...(seat !== null ? { seat } : {}),
    }));
  };

  return (
    <div className="modal-backdrop clear">
      <div className="modal lan-modal" data-testid="lan-join">
        <h2>{guestOf ? t('lan.join.guestTitle', { server: guestOf.name }) : t('lan.join.title')}</h2>
        {lost && <p className="lan-warning" data-testid="lan-lost">{t(`lan.join.lost.${lost}`)}</p>}
        <label className="field">
          <span>{t('lan.common.name')}</span>
          <input data-testid="lan-name" value={name} maxLength={24} placeholder={t('lan.common.namePlaceholder')} onChange={(e) => setName(e.target.value)} />
        </label>
        {!guestOf && <JoinFinder password={password} onTarget={(x) => { setFound(x); setPicked(null); }} setError={setError} />}
        {target && (
          <section className="lan-tables">
            <div className="field">
              <span>{t('lan.join.tables', { host: target.label })}</span>
              <button type="button" data-testid="lan-refresh" disabled={busy} onClick={refresh}>{t('lan.join.refresh')}</button>
            </div>
            {tables.length === 0 && <p className="note">{t('lan.join.noTables')}</p>}
            <ul className="lan-list">
              {tables.map((x) => <TableRow key={x.id} table={x} selected={table?.id === x.id} onSelect={() => { setPicked(x.id); setSeat(null); }} />)}
            </ul>
          </section>
        )}
        {target && (needsPassword || guestOf === null) && (
          <label className="field">
            <span>{needsPassword ? t('lan.common.password') : t('lan.common.passwordOptional')}</span>
            <input type="password" data-testid="lan-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </label>
        )}
        {table && (
          <div className="field">
            <span>{t('lan.join.seat')}</span>
            <div className="seg">
              <button type="button" data-testid="lan-seat-any" aria-pressed={seat === null} onClick={() => setSeat(null)}>{t('lan.join.anySeat')}</button>
              {Array.from({ length: table.seats }, (_, i) => (
                <button key={i} type="button" data-testid={`lan-seat-${i}`} aria-pressed={seat === i} onClick={() => setSeat(i)}>{i + 1}</button>
              ))}
            </div>
          </div>
        )}
        {error && <p className="lan-error" data-testid="lan-error">{error}</p>}
        <div className="buttons">
          <button type="button" data-testid="lan-back" onClick={() => lan.open('off')}>{guestOf ? t('lan.join.offline') : t('lan.common.back')}</button>
          {/* A running (or full) table can still be watched: the view for nobody, no hidden information. */}
          <button type="button" data-testid="lan-watch-button" disabled={busy || !table || cleanName === ''} onClick={watch}
            title={t('lan.spectator.watchHint')}>
            {t('lan.spectator.watch')}
          </button>
          <button type="button" className="primary" data-testid="lan-join-button" disabled={busy || !table || cleanName === '' || table.openSeats === 0} onClick={join}>
            {t('lan.join.join')}
          </button>
        </div>
        {target && <CreateTable ws={target.ws} name={cleanName} password={password} disabled={busy || cleanName === ''} setBusy={setBusy} setError={setError} />}
      </div>
    </div>
  );
}
