/** Name plates over each seat's mat: name, AI level, "thinking…", the revealer, and promise tokens held. */
import { useTranslation } from 'react-i18next';
import type { PlayerView, SeatId } from '../../../../engine/games/mirianth';
import { useShownSession } from '../game/useSession';
import { promiseKind, promiseText, seatName } from '../i18n/text';
import { seatColor } from '../table/cards/palette';
import { SeatMark } from '../../../hud/SeatMark';
import { cardHeight } from '../table/layout/tableLayout';
import { useTableLayout } from '../table/useTableLayout';

function Tokens({ view, seat }: { view: PlayerView; seat: number }) {
  const { t } = useTranslation();
  return (
    <>
      {view.promises.filter((p) => p.beneficiary === seat).map((p) => (
        <span key={p.id} className="token" data-testid={`promise-token-${p.id}`} style={{ borderColor: seatColor(p.promiser), color: seatColor(p.promiser) }}
          title={promiseText(t, view, p, p.beneficiary, p.activeRound)}>
          ✦ {seatName(view, p.promiser)}: {promiseKind(t, p)}
        </span>
      ))}
    </>
  );
}

export function SeatPlates() {
  const { t } = useTranslation();
  const layout = useTableLayout();
  const { view, seats, thinking, actor } = useShownSession((s) => ({ view: s.view, seats: s.config?.seats, thinking: s.thinking, actor: s.actor }));
  if (!layout || !view || !seats) return null;
  return (
    <>
      {layout.seats.map((area) => {
        const seat = area.seat;
        const color = seatColor(seat);
        const kind = seats[seat]?.kind ?? 'human';
        return (
          <div key={seat} className={`plate${actor === seat ? ' acting' : ''}`} data-testid={`seat-plate-${seat}`}
            style={{ left: area.rect.x + 2, top: area.rect.y - 2, maxWidth: area.rect.w - 4, borderColor: color }}>
            <SeatMark seat={seat} />
            <span className="name" style={{ color }}>{seatName(view, seat)}</span>
            <span className="kind">{t(`seatKind.${kind}`)}</span>
            {view.round?.revealer === seat && <span className="badge">{t('seat.revealer')}</span>}
            {thinking.includes(seat) && <span className="badge thinking" data-testid={`seat-thinking-${seat}`}>{t('seat.thinking')}</span>}
            {seats[seat]?.presence && <span className="badge away" data-testid={`seat-presence-${seat}`}>{t(`lan.presence.${seats[seat]?.presence ?? 'away'}`)}</span>}
            <Tokens view={view} seat={seat} />
          </div>
        );
      })}
      {view.round && view.step === 'announcing' && view.round.revealed.map((id, i, all) => {
        const at = layout.center.reveal(i, all.length);
        const who = view.round?.announcements.flatMap((a, s) => (a === id ? [s as SeatId] : [])) ?? [];
        return (
          <div key={id} className="markers" data-testid={`markers-${id}`} style={{ left: at.x, top: at.y - cardHeight(layout.center.card) / 2 - 4 }}>
            {who.map((s) => (
              <SeatMark key={s} seat={s} hollow={!view.round?.locked[s]} title={seatName(view, s)} />
            ))}
          </div>
        );
      })}
    </>
  );
}
