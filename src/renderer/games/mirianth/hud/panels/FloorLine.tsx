/**
 * In a dispute with bots, says that the floor is the human's: the bots wait for an offer, a no
 * deal or a go-ahead. Offers the go-ahead, and the clock that ends the wait (a setting).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { awaitingSeats } from '../../../../../engine/games/mirianth';
import { floor } from '../../game/floor';
import { settings, BOT_WAITS, type BotWait } from '../../../../game/settings';
import { useSettings } from '../../game/useSession';
import { seatName } from '../../i18n/text';
import type { PanelProps } from './common';
import '../../../../hud/flow.css';

function clockText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export function FloorLine({ view, seat }: PanelProps) {
  const { t } = useTranslation();
  const state = useSyncExternalStore(floor.subscribe, floor.get);
  const botWait = useSettings((s) => s.botWait);
  const [now, setNow] = useState(() => performance.now());
  const holding = state.holding.includes(seat);
  const deadline = holding ? state.deadline : null;
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setNow(performance.now()), 250);
    return () => clearInterval(timer);
  }, [deadline]);
  if (!holding) return null;
  const waiting = awaitingSeats(view).filter((s) => s !== seat && !state.holding.includes(s));
  // The count picks the verb's number: one bot "waits", two "wait" (espera / esperam).
  const others = { names: waiting.map((s) => seatName(view, s)).join(', '), count: Math.max(1, waiting.length) };
  return (
    <div className="floor" data-testid="floor">
      <div className="floor-text" data-testid="floor-text">
        {deadline === null ? t('floor.yourMove', others) : t('floor.yourMoveClock', { ...others, time: clockText(deadline - now) })}
      </div>
      <div className="row">
        <button type="button" data-testid="floor-yield" onClick={() => floor.yield([seat])}>{t('floor.yield')}</button>
        <label className="floor-clock">
          <span>{t('floor.clock')}</span>
          <select data-testid="floor-clock" value={botWait ?? ''} onChange={(e) => settings.update({ botWait: toWait(e.target.value) })}>
            {BOT_WAITS.map((w) => <option key={w ?? 'off'} value={w ?? ''}>{w === null ? t('floor.clockOff') : t('floor.clockSeconds', { n: w })}</option>)}
          </select>
        </label>
      </div>
    </div>
  );
}

function toWait(value: string): BotWait {
  return BOT_WAITS.find((w) => String(w ?? '') === value) ?? null;
}
