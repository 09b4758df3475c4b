/** A move in plain English, for the headless review (the app words moves through i18n instead). */
import type { CardId, Move, PublicState, SeatId } from '../../../../engine/games/mirianth';

function card(s: PublicState, id: CardId): string {
  const d = s.cards[id];
  if (!d) return id;
  const name = d.kind === 'lastRound' ? 'Last Round' : d.kind.charAt(0).toUpperCase() + d.kind.slice(1);
  if (d.kind === 'paladin') return `${name} (${d.attack ?? 0})`;
  if (d.kind === 'plague') return `${name} (${d.plague ?? 0})`;
  return name;
}

const list = (s: PublicState, ids: readonly CardId[]): string => (ids.length === 0 ? 'nothing' : ids.map((id) => card(s, id)).join(', '));
const who = (s: PublicState, seat: SeatId): string => s.players[seat]?.name ?? `seat ${seat}`;

export function moveText(s: PublicState, m: Move): string {
  switch (m.type) {
    case 'announce': return m.card === null ? 'pass' : `announce ${card(s, m.card)}`;
    case 'lock': {
      const c = s.round?.announcements[m.seat] ?? null;
      return c === null ? 'lock in a pass' : `announce ${card(s, c)}`;
    }
    case 'propose': {
      const d = m.deal;
      const terms = [
        d.give.length > 0 ? `gives ${list(s, d.give)}` : '',
        d.take.length > 0 ? `asks ${list(s, d.take)}` : '',
        ...d.promises.map((p) => `${who(s, p.promiser)} promises (${p.kind}${p.cardType ? ` ${p.cardType}` : ''})`),
      ].filter((x) => x !== '');
      return `offer ${who(s, d.to)}: ${who(s, d.claimant)} keeps the claim${terms.length > 0 ? `; ${terms.join('; ')}` : ''}`;
    }
    case 'accept': return 'accept the offer';
    case 'reject': return 'reject the offer';
    case 'noDeal': return 'no deal';
    case 'invokePromise': return 'invoke a promise';
    case 'pick': return `pick ${card(s, m.card)}`;
    case 'playPeddler': return `play ${card(s, m.card)}: ${who(s, m.winner)} gets the card, it goes to ${who(s, m.handTo)}`;
    case 'passPeddler': return 'keep the Peddler';
    case 'attach': return `attach ${card(s, m.paladin)} to ${card(s, m.monster)}`;
    case 'skipAttach': return 'attach no paladin';
    case 'aim': return m.aims.length === 0 ? 'aim no archer' : `aim ${m.aims.map((a) => `${card(s, a.archer)} at ${card(s, a.monster)}`).join(', ')}`;
    case 'discardHeroes': return `discard ${list(s, m.cards)}`;
    case 'resolvePlague': return `face the plague with ${list(s, [...m.priestesses, ...m.walls])}, discarding ${list(s, m.discard)}`;
    case 'fight': return `fight ${card(s, m.monster)}`;
    case 'rogue': return `send ${card(s, m.rogue)} against ${card(s, m.monster)}`;
    case 'resolveAttacks': return `take the attacks with ${list(s, [...m.priestesses, ...m.walls.map((w) => w.wall)])}, discarding ${list(s, m.discard)}`;
  }
}
