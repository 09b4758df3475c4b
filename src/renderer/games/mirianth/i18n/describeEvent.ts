/** One readable log line per domain event (null for events the log leaves out). */
import type { DomainEvent, PublicState } from '../../../../engine/games/mirianth';
import { cardLabel, cardList, dealPhrases, promiseText, seatName, type T } from './text';

/** What a line may need from earlier in the log: the card under dispute when a deal was offered. */
export interface EventContext { disputed?: string | null }

export function describeEvent(t: T, s: PublicState, e: DomainEvent, ctx: EventContext = {}): string | null {
  const who = (seat: number) => seatName(s, seat as never);
  const c = (id: string) => cardLabel(t, s, id);
  switch (e.type) {
    case 'decksShuffled': return t('log.decksShuffled', { draw: e.drawCount, plague: e.plagueCount, name: who(e.firstRevealer) });
    case 'roundStarted': return t(e.last ? 'log.roundStartedLast' : 'log.roundStarted', { round: e.round, name: who(e.revealer) });
    case 'cardRevealed': return t('log.cardRevealed', { card: c(e.card) });
    case 'lastRoundRevealed': return t('log.lastRoundRevealed');
    case 'announced': return e.card ? t('log.announced', { name: who(e.seat), card: c(e.card) }) : t('log.announcedPass', { name: who(e.seat) });
    case 'locked': return t('log.locked', { name: who(e.seat) });
    case 'disputeOpened': return t('log.disputeOpened', { card: c(e.card), names: e.disputants.map(who).join(', ') });
    case 'dealProposed':
      return t('terms.offer', { from: who(e.proposal.from), to: who(e.proposal.to), terms: dealPhrases(t, s, e.proposal, ctx.disputed ?? null).join('; ') });
    case 'dealRejected': return t('log.dealRejected', { name: who(e.proposal.to) });
    case 'dealAccepted': return t('log.dealAccepted', { name: who(e.proposal.to) });
    case 'cardTraded': return t('log.cardTraded', { card: c(e.card), from: who(e.from), to: who(e.to) });
    case 'paladinDetached': return t('log.paladinDetached', { paladin: c(e.paladin), monster: c(e.monster) });
    case 'promiseMade': return t('terms.promised', { text: promiseText(t, s, e.promise, e.promise.beneficiary, e.promise.activeRound) });
    case 'promiseInvoked': return t('log.promiseInvoked', { promiser: who(e.promise.promiser), beneficiary: who(e.promise.beneficiary) });
    case 'promiseLapsed': return t('log.promiseLapsed', { promiser: who(e.promise.promiser), beneficiary: who(e.promise.beneficiary) });
    case 'noDeal': return t('log.noDeal', { name: who(e.seat) });
    case 'conceded': return t('log.conceded', { name: who(e.seat), card: c(e.card) });
    case 'cardClaimed': return t(`log.claimed_${e.how}`, { name: who(e.seat), card: c(e.card) });
    case 'nothingReceived': return t('log.nothingReceived', { name: who(e.seat) });
    case 'peddlerPassed': return t('log.peddlerPassed', { name: who(e.seat) });
    case 'peddlerPlayed': return t('log.peddlerPlayed', { name: who(e.seat), card: c(e.card), winner: who(e.winner), handTo: who(e.handTo) });
    case 'fateShuffled': return t('log.fateShuffled', { card: c(e.card), count: e.plagues });
    case 'fateDealt': return t('log.fateDealt', { names: e.seats.map(who).join(', ') });
    case 'fateRevealed': return t('log.fateRevealed');
    case 'cardBoxed': return t(`log.cardBoxed_${e.from}`, { card: c(e.card) });
    case 'paladinAttached': return t('log.paladinAttached', { name: who(e.seat), paladin: c(e.paladin), monster: c(e.monster) });
    case 'attachSkipped': return t('log.attachSkipped', { name: who(e.seat) });
    case 'stepStarted': return t('log.stepStarted', { step: t(`step.${e.step}`) });
    case 'archersAimed': {
      const list = e.aims.map((a) => t('log.aimAt', { archer: c(a.archer), monster: c(a.monster) })).join(', ');
      return t('log.archersAimed', { name: who(e.seat), list: list || t('log.nobody') });
    }
    case 'penaltyCancelled': return t('log.penaltyCancelled', { name: who(e.seat), card: c(e.card), list: e.cancels.map((p) => t(`penalty.${p}`)).join(' + ') });
    case 'cardDiscarded':
      return e.reason === 'priestess' || e.reason === 'wall' ? null : t('log.cardDiscarded', { name: who(e.seat), card: c(e.card), reason: t(`reason.${e.reason}`) });
    case 'battleResolved':
      return t(e.defeated ? 'log.battleResolved_win' : 'log.battleResolved_loss', { name: who(e.seat), monster: c(e.monster), attack: e.attack, resistance: e.resistance });
    case 'monsterAttacked': return t('log.monsterAttacked', { monster: c(e.monster), name: who(e.seat) });
    case 'scored': return t('log.scored');
    case 'gameEnded': return t('log.gameEnded', { names: e.winners.map(who).join(', ') });
  }
}

export { cardList };
