/** The one-line prompt: what the deciding seat must do now, and whose decision it is. */
import type { PlayerView, SeatId } from '../../../../engine/games/mirianth';
import type { SeatConfig } from '../game/types';
import { cardLabel, seatName, type T } from '../i18n/text';
import { accommodation, battleStage, currentDispute, homeless, plaguePenalties } from './rules';

export function promptText(t: T, view: PlayerView, actor: SeatId | null, seats: readonly SeatConfig[]): string {
  if (view.step === 'gameOver') return t('prompt.gameOver');
  if (actor === null) return t('prompt.watching');
  const name = seatName(view, actor);
  // A LAN player at another computer decides there; this screen only waits.
  if (seats[actor]?.remote) return t('prompt.waiting', { names: name });
  if (seats[actor]?.kind !== 'human') return t('prompt.thinking', { name });
  const dispute = currentDispute(view);
  const disputed = dispute ? cardLabel(t, view, dispute.card) : '';
  switch (view.step) {
    case 'announcing': {
      const mine = view.round?.announcements[actor] ?? null;
      return mine ? t('prompt.lockIn', { name, card: cardLabel(t, view, mine) }) : t('prompt.announce', { name });
    }
    case 'bargaining':
      return dispute?.pending?.to === actor
        ? t('prompt.answer', { name, from: seatName(view, dispute.pending.from), card: disputed })
        : t('prompt.bargain', { name, card: disputed });
    case 'conceding': return t('prompt.pick', { name });
    case 'peddler': return t('prompt.peddler', { name, card: disputed });
    case 'attaching': return t('prompt.attach', { name });
    case 'archerTargets': return t('prompt.aim', { name });
    case 'initialAccommodation':
    case 'finalAccommodation':
      return t('prompt.accommodation', { name, room: accommodation(view, actor), count: homeless(view, actor) });
    case 'plagueEffect': return t('prompt.plague', { name, count: plaguePenalties(view, actor).hero });
    case 'battles': return t(battleStage(view, actor) === 'attacks' ? 'prompt.attacks' : 'prompt.fight', { name });
    case 'setup': return t('prompt.watching');
  }
}

/** A replay's prompt: who was to decide at this frame, in the past, so it never reads as a live request. */
export function replayPromptText(t: T, view: PlayerView): string {
  if (view.step === 'gameOver') return t('prompt.gameOver');
  const names = view.awaiting.map((s) => seatName(view, s)).join(', ');
  return names === '' ? t('read.replayPromptNobody', { step: t(`step.${view.step}`) }) : t('read.replayPrompt', { names, step: t(`step.${view.step}`) });
}
