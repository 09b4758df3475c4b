/** A move in words, for the hint button. */
import type { Move, PublicState } from '../../../../engine/games/mirianth';
import { cardLabel, cardList, seatName, type T } from './text';

export function describeMove(t: T, s: PublicState, m: Move): string {
  const c = (id: string) => cardLabel(t, s, id);
  switch (m.type) {
    case 'announce':
      if (m.card === null) return t('hint.pass');
      return m.lock ? `${t('hint.announce', { card: c(m.card) })} · ${t('hint.lock')}` : t('hint.announce', { card: c(m.card) });
    case 'lock': return t('hint.lock');
    case 'propose': return t('hint.propose', { to: seatName(s, m.deal.to), claimant: seatName(s, m.deal.claimant) });
    case 'accept': return t('hint.accept');
    case 'reject': return t('hint.reject');
    case 'noDeal': return t('hint.noDeal');
    case 'invokePromise': return t('hint.invokePromise');
    case 'pick': return t('hint.pick', { card: c(m.card) });
    case 'playPeddler': return t('hint.playPeddler', { card: c(m.card), winner: seatName(s, m.winner) });
    case 'passPeddler': return t('hint.passPeddler');
    case 'attach': return t('hint.attach', { paladin: c(m.paladin), monster: c(m.monster) });
    case 'skipAttach': return t('hint.skipAttach');
    case 'aim': return t('hint.aim', { list: m.aims.map((a) => t('log.aimAt', { archer: c(a.archer), monster: c(a.monster) })).join(', ') || t('hint.nothing') });
    case 'discardHeroes': return t('hint.discardHeroes', { list: cardList(t, s, m.cards) });
    case 'resolvePlague': return t('hint.resolvePlague', { list: cardList(t, s, [...m.priestesses, ...m.walls, ...m.discard]) });
    case 'fight': return t('hint.fight', { card: c(m.monster) });
    case 'rogue': return t('hint.rogue', { card: c(m.monster) });
    case 'resolveAttacks': return t('hint.resolveAttacks', { list: cardList(t, s, [...m.priestesses, ...m.walls.map((w) => w.wall), ...m.discard]) });
  }
}
