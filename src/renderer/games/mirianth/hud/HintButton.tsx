/**
 * Asks the AI what it would do in the deciding human's place, says it in words with its reason, in
 * one line, and marks the control that plays it (hintMark.ts) until the decision changes.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Move, PlayerView, SeatId } from '../../../../engine/games/mirianth';
import { bots } from '../runtime';
import { isHuman } from '../game/seats';
import { useShownSession } from '../game/useSession';
import { describeMove } from '../i18n/describeMove';
import { explainHint } from '../../../../ai/games/mirianth/hintReason';
import { hintReasonText } from './hintReasonText';
import { useHintMark } from './hintMark';

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
  const shown = view && actor !== null && seats && isHuman(seats, actor) && view.step !== 'gameOver';
  const key = shown ? decisionOf(view, actor) : null;
  // A new decision (a move, an undo) drops the hint for good: an undo back to the same decision does not bring it back.
  if (hint && hint.key !== key) setHint(null);
  const current = hint && hint.key === key ? hint : null;
  useHintMark(current?.move ?? null);
  if (!shown || key === null) return null;
  const ask = () => {
    setAsking(true);
    void bots().hint(actor, view).then((move) => {
      setHint({ key, move });
      setAsking(false);
    });
  };
  return (
    <div className="row">
      <button type="button" data-testid="hint" disabled={asking} onClick={ask}>{t('top.hint')}</button>
      {current && <HintLine view={view} actor={actor} move={current.move} />}
    </div>
  );
}

function HintLine({ view, actor, move }: { view: PlayerView; actor: SeatId; move: Move | null }) {
  const { t } = useTranslation();
  if (!move) return <span className="hint-text" data-testid="hint-text">{t('hint.none')}</span>;
  // The reason is read from the view the hint was made on: cheap, so it is worked out here, not by the bot worker.
  const reason = explainHint(view, actor, move);
  const what = describeMove(t, view, move);
  const why = hintReasonText(t, view, reason);
  return (
    <span className="hint-text" data-testid="hint-text" data-reason={reason.code} title={`${what}: ${why}`}>
      <span className="hint-what">{what}</span>: <span className="hint-why" data-testid="hint-why">{why}</span>
    </span>
  );
}
