/**
 * When a human's decision starts afresh. The action panels keep a half-made choice (cards picked
 * to lose, an offer being composed) until this key changes; it reads only what the seat's own
 * decision rests on, so other seats' moves (an AI's battle, a bot's lock-in) never wipe it.
 */
import type { PlayerView, SeatId } from '../../../../engine/games/mirianth';
import { currentDispute } from '../../../../engine/games/mirianth/rules/update';

export function decisionKey(view: PlayerView, seat: SeatId): string {
  const me = view.players[seat];
  const mine = me ? [me.faction.length, me.defeated.length, me.attachments.length].join('.') : '';
  const common = [view.step, seat, view.roundNo, mine];
  switch (view.step) {
    case 'bargaining':
    case 'peddler': {
      const d = currentDispute(view);
      const pending = d?.pending ? `${d.pending.from}>${d.pending.to}` : '';
      return [...common, view.round?.current, pending, d?.proposalsLeft[seat], d?.noDeal.includes(seat)].join('|');
    }
    case 'conceding': return [...common, view.round?.pickQueue[0], view.round?.open.join()].join('|');
    case 'battles': {
      // Only this seat's own battles count: a monster of theirs fought, or their stage changing.
      const fought = view.resolution?.fought.filter((id) => me?.faction.includes(id) || me?.defeated.includes(id)).length;
      return [...common, view.resolution?.stage[seat], fought].join('|');
    }
    default: return [...common, view.resolution?.done[seat]].join('|');
  }
}
