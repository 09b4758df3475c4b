/**
 * Animation planning: the events of one move become a list of beats, each a small scene to play.
 * Pure data, so it is unit-tested without Pixi. Beats name cards and seats; the director looks up
 * where they go in the picture of the state that follows the move.
 */
import type { CardId, DomainEvent, SeatId } from '../../../../../engine/games/mirianth';
import type { Contribution } from '../../../../../engine/games/mirianth/events';

export type MoveStyle = 'claim' | 'trade' | 'box' | 'plague';

export type Beat =
  | { kind: 'shuffle' }
  | { kind: 'reveal'; cards: CardId[] }
  | { kind: 'lastRound'; card: CardId }
  | { kind: 'pulse'; card: CardId }
  | { kind: 'move'; cards: CardId[]; style: MoveStyle }
  | { kind: 'fate'; card: CardId; results: { seat: SeatId; card: CardId | null }[] }
  | { kind: 'attach'; seat: SeatId; paladin: CardId; monster: CardId }
  | { kind: 'battle'; seat: SeatId; monster: CardId; attack: number; resistance: number; defeated: boolean; contributions: Contribution[] }
  | { kind: 'lunge'; seat: SeatId; monsters: CardId[]; victims: CardId[] };

/** Appends to the last beat when it is a move of the same style, else starts a new beat; returns the beat's index. */
function pushMove(beats: Beat[], card: CardId, style: MoveStyle): number {
  const last = beats[beats.length - 1];
  if (last?.kind === 'move' && last.style === style && !last.cards.includes(card)) last.cards.push(card);
  else beats.push({ kind: 'move', cards: [card], style });
  return beats.length - 1;
}

function pushReveal(beats: Beat[], card: CardId): number {
  const last = beats[beats.length - 1];
  if (last?.kind === 'reveal') last.cards.push(card);
  else beats.push({ kind: 'reveal', cards: [card] });
  return beats.length - 1;
}

function claimStyle(e: Extract<DomainEvent, { type: 'cardClaimed' }>, plagues: ReadonlySet<CardId>): MoveStyle {
  return e.how === 'fate' && plagues.has(e.card) ? 'plague' : 'claim';
}

type Lunge = Extract<Beat, { kind: 'lunge' }>;

/** Monster attacks: the strikes of one seat, then the cards they take, become one lunge beat. */
function lungeFor(beats: Beat[], lunges: Map<SeatId, Lunge>, seat: SeatId): Lunge {
  const known = lunges.get(seat);
  if (known) return known;
  const beat: Lunge = { kind: 'lunge', seat, monsters: [], victims: [] };
  lunges.set(seat, beat);
  beats.push(beat);
  return beat;
}

export function planBeats(events: readonly DomainEvent[]): Beat[] {
  return planWithOwners(events).beats;
}

/**
 * The beats, and for each event the beat that shows it (-1: none), so the HUD can tell each
 * event when the table shows it.
 */
export function planWithOwners(events: readonly DomainEvent[]): { beats: Beat[]; owner: number[] } {
  const beats: Beat[] = [];
  const owner: number[] = [];
  const pushed = () => beats.length - 1;
  /** Plague cards dealt by the deck of fate in this batch: they land with a drop. */
  const fatePlagues = new Set<CardId>();
  let fate: Extract<Beat, { kind: 'fate' }> | null = null;
  const lunges = new Map<SeatId, Lunge>();
  for (const e of events) {
    let at = -1;
    switch (e.type) {
      case 'decksShuffled': beats.push({ kind: 'shuffle' }); at = pushed(); break;
      case 'cardRevealed': at = pushReveal(beats, e.card); break;
      case 'lastRoundRevealed': beats.push({ kind: 'lastRound', card: e.card }); at = pushed(); break;
      case 'disputeOpened': beats.push({ kind: 'pulse', card: e.card }); at = pushed(); break;
      case 'cardClaimed': at = pushMove(beats, e.card, claimStyle(e, fatePlagues)); break;
      case 'cardTraded': at = pushMove(beats, e.card, 'trade'); break;
      case 'cardBoxed': {
        const lunge = [...lunges.values()].find((l) => l.monsters.includes(e.card));
        at = e.from === 'battlefield' && lunge ? beats.indexOf(lunge) : pushMove(beats, e.card, 'box');
        break;
      }
      case 'fateShuffled':
        fate = { kind: 'fate', card: e.card, results: [] };
        beats.push(fate);
        at = pushed();
        break;
      case 'fateDealt': at = fate ? beats.indexOf(fate) : -1; break;
      case 'fateRevealed':
        if (fate) fate.results = e.results;
        at = fate ? beats.indexOf(fate) : -1;
        for (const r of e.results) if (r.card && r.card !== e.card) fatePlagues.add(r.card);
        break;
      case 'paladinAttached': beats.push({ kind: 'attach', seat: e.seat, paladin: e.paladin, monster: e.monster }); at = pushed(); break;
      case 'battleResolved': beats.push({ kind: 'battle', ...e }); at = pushed(); break;
      case 'monsterAttacked': {
        const lunge = lungeFor(beats, lunges, e.seat);
        lunge.monsters.push(e.monster);
        at = beats.indexOf(lunge);
        break;
      }
      case 'cardDiscarded': {
        const lunge = lunges.get(e.seat);
        if (e.reason === 'monster' && lunge) {
          lunge.victims.push(e.card);
          at = beats.indexOf(lunge);
        } else at = pushMove(beats, e.card, 'box');
        break;
      }
      default: break;
    }
    owner.push(at);
  }
  return { beats, owner };
}

/** Cards a beat list touches, so the director can create sprites for cards new to the table. */
export function beatCards(beat: Beat): CardId[] {
  switch (beat.kind) {
    case 'shuffle': return [];
    case 'reveal': return beat.cards;
    case 'lastRound': case 'pulse': return [beat.card];
    case 'move': return beat.cards;
    case 'fate': return [beat.card, ...beat.results.flatMap((r) => (r.card ? [r.card] : []))];
    case 'attach': return [beat.paladin, beat.monster];
    case 'battle': return [beat.monster, ...beat.contributions.map((c) => c.card)];
    case 'lunge': return [...beat.monsters, ...beat.victims];
  }
}
