/**
 * Finding a host from the desktop app (or `npm run web`): the tables mDNS finds (desktop only) and
 * a typed address. The table list comes from the main process (`platform.lan.hostInfo`), since
 * the renderer's CSP blocks fetching another host; without it, the host is asked over WebSocket.
 * A host only lets in pages it served itself (DNS-rebinding guard), so a browser page from
 * elsewhere that cannot reach it gets one sentence and the link to the host's own page.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hostUrls } from '../../shared/lan/address';
import { LanError } from '../../shared/lan/clientErrors';
import type { FoundHost } from '../../shared/lan/api';
import type { TableSummary } from '../../shared/lan/tableView';
import { lanApi } from './lanPage';
import { lan } from './lanStore';
import { attempt } from './useLanClient';

/** A host whose tables are listed: where to connect, and what it said about itself. */
export interface Target {
  ws: string;
  label: string;
  passwordRequired: boolean;
  tables: TableSummary[];
  /** The address it was found under, to look it up again. */
  address: string;
}

interface Props {
  password: string;
  onTarget(target: Target): void;
  setError(error: string | null): void;
}

export function JoinFinder({ password, onTarget, setError }: Props) {
  const { t } = useTranslation();
  const [address, setAddress] = useState('');
  const [found, setFound] = useState<FoundHost[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [hostPage, setHostPage] = useState<string | null>(null);
  const api = lanApi();

  const lookUp = (typed: string) => attempt(t, setBusy, setError, async () => {
    setHostPage(null);
    let ws: string;
    let page: string;
    try {
      ({ ws, page } = hostUrls(typed));
    } catch {
      throw new Error(t('lan.join.badAddress', { address: typed }));
    }
    if (api) {
      const info = await api.hostInfo(typed);
      onTarget({ ws, label: info.name, passwordRequired: info.passwordRequired, tables: info.tables, address: typed });
      return;
    }
    let client: Awaited<ReturnType<typeof lan.connect>>;
    try {
      client = await lan.connect(ws, password || undefined);
    } catch (err) {
      // A host answers a page it did not serve by refusing the socket: the sentence with its
      // link says what to do. A host that did answer (a wrong password) says so itself.
      if (err instanceof LanError && err.code !== 'disconnected' && err.code !== 'timeout') throw err;
      setHostPage(page);
      return;
    }
    const tables = await client.listTables();
    onTarget({ ws, label: client.getSnapshot().server ?? typed, passwordRequired: password !== '', tables, address: typed });
  });

  const search = () => {
    if (!api) return;
    void attempt(t, setBusy, setError, async () => setFound(await api.browse(3000)));
  };

  return (
    <div className="lan-finder">
      {api && (
        <div className="field">
          <button type="button" data-testid="lan-search" disabled={busy} onClick={search}>{busy ? t('lan.join.searching') : t('lan.join.search')}</button>
          {found && found.length === 0 && <span className="note">{t('lan.join.noneFound')}</span>}
        </div>
      )}
      {found && found.length > 0 && (
        <ul className="lan-list" data-testid="lan-found">
          {found.map((h, i) => (
            <li key={h.url}>
              <button type="button" data-testid={`lan-found-${i}`} disabled={busy} onClick={() => void lookUp(h.url)}>
                {h.name} <span className="note">{h.address}:{h.port}{h.passwordRequired ? ` · ${t('lan.join.locked')}` : ''}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="field" onSubmit={(e) => { e.preventDefault(); void lookUp(address); }}>
        <span>{t('lan.join.address')}</span>
        <input data-testid="lan-address" value={address} placeholder={t('lan.join.addressPlaceholder')} onChange={(e) => setAddress(e.target.value)} />
        <button type="submit" data-testid="lan-lookup" disabled={busy || address.trim() === ''}>{t('lan.join.lookUp')}</button>
      </form>
      {hostPage && (
        <p className="lan-host-page" data-testid="lan-host-page">
          {t('lan.join.openHostPage')} <a href={hostPage} data-testid="lan-host-page-link">{hostPage}</a>
        </p>
      )}
    </div>
  );
}
