/**
 * The table before a game (and between games): seats, names, ready states, the owner's seat
 * controls, options, kick and start; the host's address for guests; the chat.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gameNameOf } from '../games/gameChoices';
import { LIMITS } from '../../shared/lan/protocol';
import { ChatPanel } from './ChatPanel';
import { ConnectionBadge } from './ConnectionBadge';
import { HostInfoPanel } from './HostInfoPanel';
import { LeaveButton } from './LeaveButton';
import { LobbySeat } from './LobbySeat';
import { OwnerOptions } from './OwnerOptions';
import { SpectatorLobby } from './SpectatorLobby';
import { useLan } from './lanStore';
import { waitingSeats } from './rules';
import { storeName } from './storage';
import { attempt, useClientSnapshot } from './useLanClient';

/** The player's name: sent to the host a moment after typing stops. */
function NameField({ current }: { current: string }) {
  const { t } = useTranslation();
  const client = useLan((s) => s.client);
  const [name, setName] = useState(current);
  const sent = useRef(current);
  useEffect(() => {
    const clean = name.trim();
    if (!client || clean === '' || clean === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = clean;
      storeName(clean);
      client.setName(clean).catch(() => undefined);
    }, 500);
    return () => clearTimeout(timer);
  }, [client, name]);
  return (
    <label className="field">
      <span>{t('lan.lobby.yourName')}</span>
      <input data-testid="lan-my-name" value={name} maxLength={LIMITS.name} onChange={(e) => setName(e.target.value)} />
    </label>
  );
}

export function LobbyScreen() {
  const { t, i18n } = useTranslation();
  const snap = useClientSnapshot();
  const client = useLan((s) => s.client);
  const hosting = useLan((s) => s.hosting);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const table = snap?.table ?? null;
  const session = snap?.session ?? null;
  const me = table && session ? table.seats[session.seat] : undefined;
  const run = (request: () => Promise<unknown>) => void attempt(t, setBusy, setError, request);
  if (client && table && snap?.watching) return <SpectatorLobby table={table} />;

  if (!client || !table || !session || !me) {
    return (
      <div className="modal-backdrop clear">
        <div className="modal lan-modal" data-testid="lan-connecting">
          <ConnectionBadge />
          <div className="buttons"><LeaveButton /></div>
        </div>
      </div>
    );
  }
  const owner = session.owner ? client : null;
  const waiting = waitingSeats(table, session.seat);
  return (
    <div className="modal-backdrop clear">
      <div className="lan-lobby" data-testid="lan-lobby" data-phase={table.phase}>
        <div className="modal lan-modal">
          <h2>{t('lan.lobby.title', { table: table.name })}</h2>
          <p className="lan-lobby-game" data-testid="lan-lobby-game">{t('lan.lobby.game', { game: gameNameOf(table.game, i18n.language) })}</p>
          <ConnectionBadge />
          {table.phase === 'playing' && <p className="note">{t('lan.lobby.starting')}</p>}
          <ul className="lan-seats">
            {table.seats.map((s) => (
              <LobbySeat key={s.seat} seat={s} table={table} mine={s.seat === session.seat} owner={owner} run={run} />
            ))}
          </ul>
          <NameField current={me.name} />
          {owner && <OwnerOptions table={table} owner={owner} run={run} />}
          {!owner && table.options.hasPassword && <p className="note">{t('lan.lobby.hasPassword')}</p>}
          {error && <p className="lan-error" data-testid="lan-error">{error}</p>}
          <div className="buttons">
            <LeaveButton />
            {owner ? (
              <button type="button" className="primary" data-testid="lan-start" disabled={busy || waiting.length > 0 || table.phase === 'playing'}
                title={waiting.length > 0 ? t('lan.lobby.waiting') : undefined} onClick={() => run(() => owner.start())}>
                {t('lan.lobby.start')}
              </button>
            ) : (
              <button type="button" className="primary" data-testid="lan-ready" aria-pressed={me.ready} disabled={busy || table.phase === 'playing'}
                onClick={() => run(() => client.ready(!me.ready))}>
                {me.ready ? t('lan.lobby.notReadyButton') : t('lan.lobby.readyButton')}
              </button>
            )}
          </div>
          <p className="note">{owner ? (waiting.length > 0 ? t('lan.lobby.waiting') : t('lan.lobby.allReady')) : t('lan.lobby.ownerStarts')}</p>
        </div>
        <div className="lan-side">
          {hosting && <HostInfoPanel hosting={hosting} />}
          <ChatPanel />
        </div>
      </div>
    </div>
  );
}
