/** Announcements: click a revealed card to announce it, then lock in (or pass when allowed). */
import { useTranslation } from 'react-i18next';
import { SeatMark } from '../../../../hud/SeatMark';
import { CardChip } from '../CardChip';
import { mayPass } from '../rules';
import { play, type PanelProps } from './common';

export function AnnouncePanel({ view, seat }: PanelProps) {
  const { t } = useTranslation();
  const round = view.round;
  if (!round) return null;
  const mine = round.announcements[seat] ?? null;
  return (
    <div className="panel" data-testid="announce-panel">
      <div className="label">{t('panel.revealed')}</div>
      <div className="row">
        {round.revealed.map((id) => (
          <CardChip key={id} view={view} id={id} testId={`announce-${id}`} selected={mine === id} onClick={() => mine !== id && play({ type: 'announce', seat, card: id })}>
            <span className="seat-dots">
              {round.announcements.map((a, s) => a === id && s !== seat ? (
                <SeatMark key={s} seat={s} hollow={!round.locked[s]} />
              ) : null)}
            </span>
          </CardChip>
        ))}
      </div>
      <div className="row">
        <button type="button" className="primary" data-testid="lock-in" disabled={mine === null} onClick={() => play({ type: 'lock', seat })}>
          {t('action.lockIn')}
        </button>
        {mayPass(view) && (
          <button type="button" data-testid="announce-pass" onClick={() => play({ type: 'announce', seat, card: null, lock: true })}>{t('action.pass')}</button>
        )}
      </div>
    </div>
  );
}
