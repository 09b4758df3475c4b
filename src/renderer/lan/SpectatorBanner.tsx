/**
 * Shown while this client watches a table without a seat: that nothing hidden is shown, how many
 * watch, and a button for each seat a newcomer may take now (between games, or a seat whose
 * player's hold ran out). Nothing when seated.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatView, TableView } from '../../shared/lan/tableView';
import { lan } from './lanStore';
import { attempt, useClientSnapshot } from './useLanClient';

/** A human seat nobody holds, or (in a game) one whose player's hold ran out: the AI plays it for now. */
export function freeSeats(table: TableView): SeatView[] {
  return table.seats.filter((s) => s.kind === 'human' && !s.connected && (!s.occupied || (table.phase === 'playing' && s.heldMs === null && s.aiPlaying)));
}

/** Drawn, not an emoji: not every system has an emoji font (headless Chromium has none). */
export function EyeIcon() {
  return (
    <svg className="lan-spectator-eye" width="18" height="12" viewBox="0 0 18 12" aria-hidden="true">
      <path d="M1 6 Q9 -3 17 6 Q9 15 1 6 Z" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="9" cy="6" r="2.6" fill="currentColor" />
    </svg>
  );
}

export function SpectatorBanner() {
  const { t } = useTranslation();
  const snap = useClientSnapshot();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const table = snap?.table;
  if (!snap?.watching || !table) return null;
  const free = freeSeats(table);
  return (
    <div className="lan-spectator" role="status" data-testid="lan-spectator-banner">
      <span>
        <EyeIcon /> <strong>{t('lan.spectator.banner', { table: table.name })}</strong>
        <span className="note"> · {t('lan.spectator.nothingHidden')} · {t('lan.spectator.count', { count: table.spectators ?? 1 })}</span>
      </span>
      {free.map((s) => (
        <button key={s.seat} type="button" className="primary" data-testid={`lan-take-seat-${s.seat}`} disabled={busy}
          onClick={() => void attempt(t, setBusy, setError, () => lan.takeSeat(s.seat))}>
          {t('lan.spectator.takeSeat', { n: s.seat + 1 })}
        </button>
      ))}
      {free.length === 0 && <span className="note">{t('lan.spectator.noSeat')}</span>}
      {error && <span className="lan-error" data-testid="lan-error">{error}</span>}
    </div>
  );
}
