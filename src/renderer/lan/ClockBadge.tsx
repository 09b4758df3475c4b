/**
 * The turn clock's countdown: time left on each awaited seat's decision, when the table has a
 * clock. The host sends the time left when each update left it; this counts down from arrival.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SeatMark } from '../hud/SeatMark';
import { clockText, remainingAt } from './rules';
import { useClientSnapshot } from './useLanClient';

/** Whether a game's view says it is over (views of games without a `step` never do). */
function viewOver(view: unknown): boolean {
  return typeof view === 'object' && view !== null && 'step' in view && view.step === 'gameOver';
}

/** A seat's name as the view gives it (empty when the view has no players list). */
function viewSeatName(view: unknown, seat: number): string {
  if (typeof view !== 'object' || view === null || !('players' in view) || !Array.isArray(view.players)) return '';
  const player: unknown = view.players[seat];
  return typeof player === 'object' && player !== null && 'name' in player && typeof player.name === 'string' ? player.name : '';
}

export function ClockBadge() {
  const { t } = useTranslation();
  const snap = useClientSnapshot();
  const game = snap?.game ?? null;
  const clocks = game && !viewOver(game.view) ? game.clock : [];
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
        const name = c.seat === mine ? t('lan.clock.you') : viewSeatName(game.view, c.seat);
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
