/**
 * The turn clock's countdown: time left on each awaited seat's decision, when the table has a
 * clock. The host sends the time left when each update left it; this counts down from arrival.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SeatMark } from '../hud/SeatMark';
import { clockText, remainingAt } from './rules';
import { useClientSnapshot } from './useLanClient';

export function ClockBadge() {
  const { t } = useTranslation();
  const snap = useClientSnapshot();
  const game = snap?.game ?? null;
  const clocks = game && game.view.step !== 'gameOver' ? game.clock : [];
  const [now, setNow] = useState(() => Date.now());
  const ticking = clocks.length > 0;
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [ticking]);
  if (!game || !ticking) return null;
  const mine = snap?.session?.seat;
  return (
    <div className="lan-clock" data-testid="lan-clock" title={t('lan.clock.title')}>
      {clocks.map((c) => {
        const left = remainingAt(c, game.receivedAt, now);
        const name = c.seat === mine ? t('lan.clock.you') : game.view.players[c.seat]?.name ?? '';
        const urgent = left < Math.min(10_000, c.totalMs / 4);
        return (
          <span key={c.seat} className={`lan-clock-seat${urgent ? ' urgent' : ''}${c.seat === mine ? ' mine' : ''}`} data-testid={`lan-clock-${c.seat}`}>
            <SeatMark seat={c.seat} /> {name} ⏱ {clockText(left)}
          </span>
        );
      })}
    </div>
  );
}
