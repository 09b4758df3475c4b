/**
 * The post-game review in the replay's sidebar: each human's costliest decisions, with what the
 * hard bot would have played and why, in one line each. Clicking one takes the replay to the
 * moment of that decision (the next step forward plays the move actually made).
 */
import { useTranslation } from 'react-i18next';
import type { ReviewedDecision } from '../../../../ai/games/mirianth/review/review';
import type { PublicState, SeatId } from '../../../../engine/games/mirianth';
import type { Timeline } from '../../../../engine/games/mirianth/save';
import { seatName } from '../i18n/text';
import { hintReasonText } from '../hud/hintReasonText';
import { replay } from '../saves/live';
import { useStore } from '../../../store';
import { reviewMoveText } from './reviewMoveText';
import { cancelReview, reviewStore, startReview } from './reviewClient';
import './review.css';

// Closing the replay drops its review (a worker still weighing it stops at once).
replay.status.subscribe(() => {
  if (replay.status.get() === null) cancelReview();
});

function Decision({ d, state, current }: { d: ReviewedDecision; state: PublicState; current: boolean }) {
  const { t } = useTranslation();
  return (
    <li>
      <button type="button" className="review-decision" data-testid={`review-decision-${d.move}`} aria-current={current ? 'step' : undefined}
        onClick={() => replay.seek(d.move)}>
        <span className="review-head">
          <span>{t('review.moveNo', { n: d.move + 1 })}</span>
          <span className="review-loss">{t('review.loss', { loss: d.loss.toFixed(1) })}</span>
        </span>
        <span>{t('review.chose', { move: reviewMoveText(t, state, d.chosen) })}</span>
        <span className="review-better">{t('review.better', { move: reviewMoveText(t, state, d.suggested) })}</span>
        <span className="review-why">{hintReasonText(t, state, d.reason)}</span>
      </button>
    </li>
  );
}

function Results({ timeline, seats, decisions, index }: { timeline: Timeline; seats: SeatId[]; decisions: ReviewedDecision[]; index: number }) {
  const { t } = useTranslation();
  const last = timeline.states[timeline.states.length - 1];
  if (!last) return null;
  if (seats.length === 0) return <div className="note">{t('review.noHumans')}</div>;
  return (
    <>
      {seats.map((seat) => {
        const mine = decisions.filter((d) => d.seat === seat);
        return (
          <div key={seat} className="review-seat" data-testid={`review-seat-${seat}`}>
            <strong>{seatName(last, seat)}</strong>
            {mine.length === 0 ? <div className="note">{t('review.clean')}</div> : (
              <ol>{mine.map((d) => <Decision key={d.move} d={d} state={timeline.states[d.move] ?? last} current={index === d.move} />)}</ol>
            )}
          </div>
        );
      })}
      <div className="note">{t('review.howTo')}</div>
    </>
  );
}

export function ReviewPanel() {
  const { t } = useTranslation();
  const review = useStore(reviewStore);
  const status = useStore(replay.status);
  const timeline = replay.timeline;
  if (!status || !timeline) return null;
  const ours = review.status !== 'idle' && review.timeline === timeline;
  if (!ours) {
    return (
      <div className="row">
        <button type="button" data-testid="review-start" onClick={() => startReview(timeline)}>{t('review.open')}</button>
      </div>
    );
  }
  return (
    <section className="panel review-panel" data-testid="review-panel" data-status={review.status} aria-live="polite">
      <h3>{t('review.title')}</h3>
      {review.status === 'running' && (
        <div className="review-progress">
          <progress max={review.total} value={review.done} />
          <span className="note">{t('review.running')}</span>
        </div>
      )}
      {review.status === 'error' && <div className="refusal">{t('review.failed', { message: review.message })}</div>}
      {review.status === 'done' && <Results timeline={timeline} seats={review.seats} decisions={review.decisions} index={status.index} />}
    </section>
  );
}
