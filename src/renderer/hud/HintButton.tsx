/** Asks the AI what it would do in the deciding human's place, and says it in words. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Move, PlayerView, SeatId } from '../../engine';
import { bots } from '../game/runtime';
import { isHuman } from '../game/seats';
import { useShownSession } from '../game/useSession';
import { describeMove } from '../i18n/describeMove';

/** Changes when the deciding human faces a new decision (not when others act alongside). */
function decisionOf(view: PlayerView, actor: SeatId): string {
  const d = view.round?.disputes[view.round.current];
  return [actor, view.step, view.roundNo, view.round?.current, d?.pending ? 'p' : '', d?.proposalsLeft.join(), view.round?.announcements[actor],
    view.resolution?.stage[actor], view.resolution?.fought.length].join('|');
}

export function HintButton() {
  const { t } = useTranslation();
  const { view, actor, seats } = useShownSession((s) => ({ view: s.view, actor: s.actor, seats: s.config?.seats }));
  const [hint, setHint] = useState<{ key: string; move: Move | null } | null>(null);
  const [asking, setAsking] = useState(false);
  if (!view || actor === null || !seats || !isHuman(seats, actor) || view.step === 'gameOver') return null;
  const key = decisionOf(view, actor);
  const ask = () => {
    setAsking(true);
    void bots().hint(actor, view).then((move) => {
      setHint({ key, move });
      setAsking(false);
    });
  };
  const current = hint && hint.key === key ? hint : null;
  return (
    <div className="row">
      <button type="button" data-testid="hint" disabled={asking} onClick={ask}>{t('top.hint')}</button>
      {current && (
        <span className="hint-text" data-testid="hint-text">
          {current.move ? describeMove(t, view, current.move) : t('hint.none')}
        </span>
      )}
    </div>
  );
}
