/** One line per event for the table's log (spectator's version: no hidden bid ever appears). */
import type { TFunction } from 'i18next';
import type { NainsEvent } from '../../../../engine/games/nains/types';
import { cardText, coinText } from './moveText';

export function eventText(t: TFunction, e: NainsEvent, names: readonly string[]): string | null {
  const who = (seat: number) => names[seat] ?? '?';
  switch (e.type) {
    case 'eraStarted': return t('nains.event.era', { era: e.era });
    case 'bidPlaced': return t('nains.event.bid', { who: who(e.seat) });
    case 'tavernRevealed': return t('nains.event.reveal', { tavern: t(`nains.tavern.${e.tavern}`), order: e.order.map(who).join(' › ') });
    case 'cardTaken': return t('nains.event.took', { who: who(e.seat), card: cardText(t, e.card) });
    case 'recruited': return t('nains.event.recruited', { who: who(e.seat), card: cardText(t, e.card) });
    case 'svaraTook': return t('nains.event.took', { who: who(e.seat), card: cardText(t, e.card) });
    case 'coinUpgraded': return t('nains.event.upgraded', { who: who(e.seat), from: coinText(t, e.from), to: coinText(t, e.to) });
    case 'coinsExchanged': return t('nains.event.exchanged', { who: who(e.seat), coin: coinText(t, e.discarded) });
    case 'gemsSwapped': return e.swaps.length ? t('nains.event.gems', { pairs: e.swaps.map(([a, b]) => `${who(a)} ⇄ ${who(b)}`).join(', ') }) : null;
    case 'eliteAwarded': return e.seat === null ? null : t('nains.event.elite', { who: who(e.seat), card: cardText(t, e.card) });
    case 'turnEnded': return t('nains.event.turnEnded', { turn: e.turn });
    case 'gameEnded': return t('nains.prompt.over');
    default: return null;
  }
}
