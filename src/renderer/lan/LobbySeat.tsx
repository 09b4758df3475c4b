/** One seat in the lobby: who sits there and whether they are ready; the owner's seat controls. */
import { useTranslation } from 'react-i18next';
import type { BotLevel } from '../../engine/kit/module';
import type { LanClient } from '../../shared/lan/client';
import type { SeatView, TableView } from '../../shared/lan/tableView';
import { SeatMark } from '../hud/SeatMark';

interface Props {
  seat: SeatView;
  table: TableView;
  mine: boolean;
  /** The owner's client, when this player owns the table. */
  owner: LanClient | null;
  run(request: () => Promise<unknown>): void;
}

function Status({ seat }: { seat: SeatView }) {
  const { t } = useTranslation();
  // AI seats are always ready; the owner's start click counts as theirs.
  if (seat.kind === 'ai' || (seat.owner && seat.connected)) return <span className="lan-ready on">{t('lan.lobby.ready')}</span>;
  if (!seat.occupied) return <span className="lan-ready">{t('lan.lobby.openSeat')}</span>;
  if (!seat.connected) return <span className="lan-ready away">{t('lan.lobby.away')}</span>;
  return <span className={`lan-ready${seat.ready ? ' on' : ''}`}>{seat.ready ? t('lan.lobby.ready') : t('lan.lobby.notReady')}</span>;
}

export function LobbySeat({ seat, table, mine, owner, run }: Props) {
  const { t } = useTranslation();
  const n = seat.seat;
  const name = seat.kind === 'ai' ? seat.name || t('lan.lobby.ai') : seat.name || '—';
  const lobby = table.phase !== 'playing';
  const setKind = (kind: 'human' | 'ai', level?: BotLevel) => owner && run(() => owner.configureSeat(n, kind, level));
  return (
    <li className={`lan-seat${mine ? ' mine' : ''}`} data-testid={`lan-seat-row-${n}`} data-kind={seat.kind} data-ready={seat.kind === 'ai' || seat.ready}
      data-occupied={seat.occupied}>
      <SeatMark seat={n} />
      <span className="lan-seat-n">{t('lan.common.seat', { n: n + 1 })}</span>
      <span className="lan-seat-name">
        {name}
        {mine && <em> ({t('lan.lobby.you')})</em>}
        {seat.owner && <span className="badge">{t('lan.lobby.owner')}</span>}
      </span>
      <Status seat={seat} />
      {owner && lobby && !mine && (
        <span className="lan-seat-controls">
          <span className="seg">
            <button type="button" data-testid={`lan-seat-kind-${n}-human`} aria-pressed={seat.kind === 'human'} onClick={() => setKind('human')}>{t('lan.lobby.human')}</button>
            <button type="button" data-testid={`lan-seat-kind-${n}-ai`} aria-pressed={seat.kind === 'ai'} disabled={seat.occupied}
              title={seat.occupied ? t('lan.lobby.kickFirst') : undefined} onClick={() => setKind('ai', seat.level)}>{t('lan.lobby.ai')}</button>
          </span>
          {seat.kind === 'ai' && (
            <span className="seg" role="group" aria-label={t('lan.lobby.level')}>
              {table.botLevels.map((level) => (
                <button key={level} type="button" data-testid={`lan-seat-level-${n}-${level}`} aria-pressed={seat.level === level} onClick={() => setKind('ai', level)}>
                  {t(`lan.level.${level}`)}
                </button>
              ))}
            </span>
          )}
        </span>
      )}
      {owner && !mine && seat.kind === 'human' && seat.occupied && (
        <button type="button" className="danger" data-testid={`lan-kick-${n}`} onClick={() => run(() => owner.kick(n))}>{t('lan.lobby.kick')}</button>
      )}
    </li>
  );
}
