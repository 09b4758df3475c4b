/**
 * Joining a LAN table: a name, a host's tables, a seat (or any open one), a password when the
 * table has one. A browser guest sees the tables of the host that served the page; the desktop
 * app finds hosts first (JoinFinder). A dedicated server also lets a guest open a new table.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableSummary } from '../../shared/lan/tableView';
import { gameNameOf } from '../games/gameChoices';
import { CreateTable } from './CreateTable';
import { JoinFinder, type Target } from './JoinFinder';
import { pageWsUrl } from './lanPage';
import { lan, useLan } from './lanStore';
import { storedName } from './storage';
import { attempt } from './useLanClient';

function TableRow({ table, selected, onSelect }: { table: TableSummary; selected: boolean; onSelect(): void }) {
  const { t, i18n } = useTranslation();
  return (
    <li>
      <button type="button" className="lan-table" data-testid={`lan-table-${table.id}`} aria-pressed={selected} onClick={onSelect}>
        <strong>{table.name}</strong>
        <span className="note">
          <span data-testid={`lan-table-game-${table.id}`}>{gameNameOf(table.game, i18n.language)}</span>
          {' · '}{t('lan.join.open', { open: table.openSeats, seats: table.seats })} · {t(`lan.join.phase.${table.phase}`)}
          {table.hasPassword ? ` · ${t('lan.join.locked')}` : ''}
          {table.spectators ? ` · ${t('lan.spectator.count', { count: table.spectators })}` : ''}
        </span>
      </button>
    </li>
  );
}

function TableList({ target, table, busy, refresh, pick }: {
  target: Target; table: TableSummary | undefined; busy: boolean; refresh(): void; pick(id: string): void;
}) {
  const { t } = useTranslation();
  return (
    <section className="lan-tables">
      <div className="field">
        <span>{t('lan.join.tables', { host: target.label })}</span>
        <button type="button" data-testid="lan-refresh" disabled={busy} onClick={refresh}>{t('lan.join.refresh')}</button>
      </div>
      {target.tables.length === 0 && <p className="note">{t('lan.join.noTables')}</p>}
      <ul className="lan-list">
        {target.tables.map((x) => <TableRow key={x.id} table={x} selected={table?.id === x.id} onSelect={() => pick(x.id)} />)}
      </ul>
    </section>
  );
}

/** Any open seat, or one by number. */
function SeatPicker({ seats, seat, setSeat }: { seats: number; seat: number | null; setSeat(seat: number | null): void }) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <span>{t('lan.join.seat')}</span>
      <div className="seg">
        <button type="button" data-testid="lan-seat-any" aria-pressed={seat === null} onClick={() => setSeat(null)}>{t('lan.join.anySeat')}</button>
        {Array.from({ length: seats }, (_, i) => (
          <button key={i} type="button" data-testid={`lan-seat-${i}`} aria-pressed={seat === i} onClick={() => setSeat(i)}>{i + 1}</button>
        ))}
      </div>
    </div>
  );
}

/** Back (or offline), watch, join. */
function JoinButtons({ guest, canWatch, canJoin, watch, join }: { guest: boolean; canWatch: boolean; canJoin: boolean; watch(): void; join(): void }) {
  const { t } = useTranslation();
  return (
    <div className="buttons">
      <button type="button" data-testid="lan-back" onClick={() => lan.open('off')}>{guest ? t('lan.join.offline') : t('lan.common.back')}</button>
      {/* A running (or full) table can still be watched: the view for nobody, no hidden information. */}
      <button type="button" data-testid="lan-watch-button" disabled={!canWatch} onClick={watch}
        title={t('lan.spectator.watchHint')}>
        {t('lan.spectator.watch')}
      </button>
      <button type="button" className="primary" data-testid="lan-join-button" disabled={!canJoin} onClick={join}>
        {t('lan.join.join')}
      </button>
    </div>
  );
}

/** The form's state: the host (the page's, or one found), the table picked and the seat, and its requests. */
function useJoinForm() {
  const { t } = useTranslation();
  const guestOf = useLan((s) => s.guestOf);
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
  const cleanName = name.trim();
  const run = (request: () => Promise<unknown>) => void attempt(t, setBusy, setError, request);

  const refresh = () => run(async () => {
    if (guestOf) await lan.refreshGuestInfo();
    else if (found) {
      const client = await lan.connect(found.ws, password || undefined);
      setFound({ ...found, tables: await client.listTables() });
    }
  });
  const watch = () => {
    if (target && table) run(() => lan.watch(target.ws, table.id, cleanName, password || undefined));
  };
  const join = () => {
    if (target && table) run(() => lan.join(target.ws, table.id, cleanName, { ...(password ? { password } : {}), ...(seat !== null ? { seat } : {}) }));
  };
  return {
    guestOf, name, setName, password, setPassword, seat, setSeat, busy, setBusy, error, setError, target, table, cleanName, refresh, watch, join,
    needsPassword: target?.passwordRequired === true || table?.hasPassword === true,
    found: (x: Target | null) => { setFound(x); setPicked(null); },
    pick: (id: string) => { setPicked(id); setSeat(null); },
  };
}

export function JoinScreen() {
  const { t } = useTranslation();
  const lost = useLan((s) => s.lost);
  const f = useJoinForm();
  const { guestOf, target, table, busy, cleanName } = f;
  return (
    <div className="modal-backdrop clear">
      <div className="modal lan-modal" data-testid="lan-join">
        <h2>{guestOf ? t('lan.join.guestTitle', { server: guestOf.name }) : t('lan.join.title')}</h2>
        {lost && <p className="lan-warning" data-testid="lan-lost">{t(`lan.join.lost.${lost}`)}</p>}
        <label className="field">
          <span>{t('lan.common.name')}</span>
          <input data-testid="lan-name" value={f.name} maxLength={24} placeholder={t('lan.common.namePlaceholder')} onChange={(e) => f.setName(e.target.value)} />
        </label>
        {!guestOf && <JoinFinder password={f.password} onTarget={f.found} setError={f.setError} />}
        {target && <TableList target={target} table={table} busy={busy} refresh={f.refresh} pick={f.pick} />}
        {target && (f.needsPassword || guestOf === null) && (
          <label className="field">
            <span>{f.needsPassword ? t('lan.common.password') : t('lan.common.passwordOptional')}</span>
            <input type="password" data-testid="lan-password" value={f.password} onChange={(e) => f.setPassword(e.target.value)} />
          </label>
        )}
        {table && <SeatPicker seats={table.seats} seat={f.seat} setSeat={f.setSeat} />}
        {f.error && <p className="lan-error" data-testid="lan-error">{f.error}</p>}
        <JoinButtons guest={guestOf !== null} canWatch={!busy && table !== undefined && cleanName !== ''}
          canJoin={!busy && table !== undefined && cleanName !== '' && table.openSeats > 0} watch={f.watch} join={f.join} />
        {target && <CreateTable ws={target.ws} name={cleanName} password={f.password} disabled={busy || cleanName === ''} setBusy={f.setBusy} setError={f.setError} />}
      </div>
    </div>
  );
}
