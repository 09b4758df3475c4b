/**
 * "Review" on the score sheet: the finished live game opens in the replay viewer with its review
 * started. The live game's record holds every move, so nothing has to be saved or loaded first.
 */
import { buildSave } from '../../../../engine/games/mirianth/save';
import { persistence, replay } from '../saves/live';
import { notify } from '../../../saves/notices';
import { startReview } from './reviewClient';

export function openReviewOfLiveGame(): void {
  const draft = persistence.draft();
  if (!draft) return;
  const built = buildSave(draft);
  if (!built.ok) {
    notify('error', built.message);
    return;
  }
  const error = replay.open(built.doc);
  if (error) {
    notify('error', error);
    return;
  }
  const timeline = replay.timeline;
  if (timeline) startReview(timeline);
}
