/** Mirianth's domain events as plain English lines, for the CLI's headless log. */
import type { CardDef } from '../../../engine/games/mirianth/cards/catalog';
import type { DomainEvent } from '../../../engine/games/mirianth/events';
import type { SeatId } from '../../../engine/games/mirianth/ids';
import type { PublicState } from '../../../engine/games/mirianth/state';

export function cardName(s: PublicState, id: string): string {
  const d: CardDef | undefined = s.cards[id];
  if (!d) return id;
  const name = d.kind === 'lastRound' ? 'Last Round' : d.kind.charAt(0).toUpperCase() + d.kind.slice(1);
  if (d.kind === 'paladin') return `${name} (${d.attack ?? 0})`;
  if (d.kind === 'plague') return `${name} (${d.plague ?? 0})`;
  return name;
}

export function describe(e: DomainEvent, s: PublicState): string | null {
  const who = (seat: SeatId) => s.players[seat]?.name ?? `seat ${seat}`;
  const c = (id: string) => cardName(s, id);
  const list = (ids: readonly string[]) => (ids.length ? ids.map(c).join(', ') : 'nothing');
  switch (e.type) {
    case 'decksShuffled': return `Decks shuffled: ${e.drawCount} cards to draw, ${e.plagueCount} plague cards. ${who(e.firstRevealer)} reveals first.`;
    case 'roundStarted': return `\nRound ${e.round}${e.last ? ' (last round)' : ''}, revealed by ${who(e.revealer)}:`;
    case 'cardRevealed': return `  revealed ${c(e.card)}`;
    case 'lastRoundRevealed': return '  the Last Round card is set aside: one more round after this one';
    case 'announced': return null;
    case 'locked': return null;
    case 'disputeOpened': return `  dispute over ${c(e.card)}: ${e.disputants.map(who).join(' vs ')}`;
    case 'dealProposed': {
      const p = e.proposal;
      const promises = p.promises.map((x) => `${who(x.promiser)} promises ${x.kind}${x.cardType ? ` (${x.cardType})` : ''}`);
      return `    ${who(p.from)} offers ${who(p.to)}: ${who(p.claimant)} keeps the claim; gives ${list(p.give)}; asks ${list(p.take)}${promises.length ? `; ${promises.join(', ')}` : ''}`;
    }
    case 'dealRejected': return `    ${who(e.proposal.to)} rejects`;
    case 'dealAccepted': return `    ${who(e.proposal.to)} accepts`;
    case 'cardTraded': return `    ${c(e.card)} passes from ${who(e.from)} to ${who(e.to)}`;
    case 'paladinDetached': return null;
    case 'promiseMade': return null;
    case 'promiseInvoked': return `    ${who(e.promise.beneficiary)} invokes ${who(e.promise.promiser)}'s promise`;
    case 'promiseLapsed': return null;
    case 'noDeal': return `    ${who(e.seat)}: no deal`;
    case 'conceded': return `    ${who(e.seat)} gives up ${c(e.card)}`;
    case 'cardClaimed': return `  ${who(e.seat)} takes ${c(e.card)}${e.how === 'uncontested' ? '' : ` (${e.how})`}`;
    case 'nothingReceived': return `  ${who(e.seat)} gets nothing this round`;
    case 'peddlerPassed': return null;
    case 'peddlerPlayed': return `    ${who(e.seat)} plays ${c(e.card)}: ${who(e.winner)} gets the card; it goes to ${who(e.handTo)}`;
    case 'fateShuffled': return `    plague test: ${e.plagues} plague card(s)${e.blanks ? ` and ${e.blanks} blank(s)` : ''} shuffled with ${c(e.card)}`;
    case 'fateDealt': return null;
    case 'fateRevealed': return `    fate: ${e.results.map((r) => `${who(r.seat)} ${r.card ? c(r.card) : 'blank'}`).join(', ')}`;
    case 'cardBoxed': return e.from === 'reveal' ? `  ${c(e.card)} goes back to the box` : null;
    case 'paladinAttached': return `  ${who(e.seat)} attaches ${c(e.paladin)} to ${c(e.monster)}`;
    case 'attachSkipped': return null;
    case 'stepStarted': return `\n${e.step}`;
    case 'archersAimed': return `  ${who(e.seat)} aims ${e.aims.map((a) => `${c(a.archer)} at ${c(a.monster)}`).join(', ') || 'no archers'}`;
    case 'penaltyCancelled': return `  ${who(e.seat)} discards ${c(e.card)} to cancel ${e.cancels.join(' + ')} penalty`;
    case 'cardDiscarded': return e.reason === 'priestess' || e.reason === 'wall' ? null : `  ${who(e.seat)} discards ${c(e.card)} (${e.reason})`;
    case 'battleResolved': return `  ${who(e.seat)} fights ${c(e.monster)}: ${e.attack} vs ${e.resistance}, ${e.defeated ? 'defeated' : 'survives'}`;
    case 'monsterAttacked': return `  ${c(e.monster)} attacks ${who(e.seat)} (${e.penalties.join(', ') || 'no penalty'})`;
    case 'scored': return null;
    case 'gameEnded': return null;
  }
}
