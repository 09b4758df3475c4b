/**
 * Why a hinted move: a reason code with the cards, seat and numbers it names, read from the view
 * the hint was made on. The renderer turns it into one translated line. Reasons state facts a
 * player can check on the table (room left, attack against resistance, who announced what); they
 * never claim more than the view shows.
 */
import type { CardId, Move, PlayerView, SeatId } from '../../../engine/games/mirianth';
import { archerAttack } from '../../../engine/games/mirianth/rules/archers';
import { attackTotal } from '../../../engine/games/mirianth/rules/battle';
import { cardDef, homeless, ofKind } from '../../../engine/games/mirianth/rules/query';
import { currentDispute } from '../../../engine/games/mirianth/rules/update';

export const HINT_REASON_CODES = [
  'announceFree', 'announceContested', 'pass', 'lockIn',
  'offerKeep', 'offerKeepPromises', 'offerSell', 'offerConcede', 'accept', 'reject', 'noDeal', 'invokePromise',
  'pick', 'peddlerWin', 'peddlerGive', 'peddlerPass',
  'attachBeats', 'attachHelps', 'skipAttach',
  'aimNothingHomeless', 'aimNothingUseless', 'aimBeats', 'aimHelps',
  'discardLeast', 'cancelPenalties', 'loseLeast', 'loseNothing',
  'fightBeats', 'fightCannot', 'rogueCannotBeat', 'rogueRemoves',
] as const;
export type HintReasonCode = (typeof HINT_REASON_CODES)[number];

export interface HintReason {
  code: HintReasonCode;
  /** The cards the reason names, in the order its text uses them. */
  cards: CardId[];
  /** The seat it names, if any. */
  seat: SeatId | null;
  /** Numbers it quotes (count, attack, resistance), by name. */
  n: { count?: number; attack?: number; resistance?: number };
}

const reason = (code: HintReasonCode, cards: CardId[] = [], seat: SeatId | null = null, n: HintReason['n'] = {}): HintReason => ({ code, cards, seat, n });

/** The attack `monster` would face now; during negotiation (attaching) there are no archer aims yet. */
function attackOn(view: PlayerView, seat: SeatId, monster: CardId): number {
  const resolution = view.resolution ?? { aims: [], done: [], fought: [], stage: [] };
  return attackTotal({ ...view, resolution }, seat, monster);
}

const resistanceOf = (view: PlayerView, monster: CardId): number => cardDef(view, monster).resistance ?? 0;

function announceReason(view: PlayerView, seat: SeatId, card: CardId | null): HintReason {
  if (card === null) return reason('pass');
  const rivals = (view.round?.announcements ?? []).flatMap((c, s) => (c === card && s !== seat ? [s as SeatId] : []));
  const rival = rivals[0];
  return rival === undefined ? reason('announceFree', [card]) : reason('announceContested', [card], rival, { count: rivals.length });
}

function aimReason(view: PlayerView, seat: SeatId, m: Extract<Move, { type: 'aim' }>): HintReason {
  const archers = ofKind(view, seat, 'archer');
  if (m.aims.length === 0) {
    return homeless(view, seat) > 0 ? reason('aimNothingHomeless', archers, null, { count: archers.length }) : reason('aimNothingUseless', archers, null, { count: archers.length });
  }
  // The monster most archers aim at: their attack adds to what it already faces (paladins, mages).
  const counts = new Map<CardId, number>();
  for (const a of m.aims) counts.set(a.monster, (counts.get(a.monster) ?? 0) + 1);
  const [monster, aimed] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [m.aims[0]?.monster, 0];
  if (monster === undefined) return reason('aimNothingUseless', archers);
  const attack = attackOn(view, seat, monster) + aimed * archerAttack(archers.length);
  const resistance = resistanceOf(view, monster);
  return reason(attack >= resistance ? 'aimBeats' : 'aimHelps', [monster], null, { count: aimed, attack, resistance });
}

function attachReason(view: PlayerView, seat: SeatId, paladin: CardId, monster: CardId): HintReason {
  const bonus = (cardDef(view, paladin).attack ?? 0) + ofKind(view, seat, 'squire').length;
  const attack = attackOn(view, seat, monster) + bonus;
  const resistance = resistanceOf(view, monster);
  return reason(attack >= resistance ? 'attachBeats' : 'attachHelps', [paladin, monster], null, { attack, resistance });
}

function penaltyReason(cancellers: CardId[], discard: CardId[]): HintReason {
  if (cancellers.length > 0) return reason('cancelPenalties', cancellers, null, { count: cancellers.length });
  return discard.length > 0 ? reason('loseLeast', discard, null, { count: discard.length }) : reason('loseNothing');
}

/** The reason for `move`, played by `seat` on `view` (normally a move `suggest` returned). */
export function explainHint(view: PlayerView, seat: SeatId, move: Move): HintReason {
  const dispute = currentDispute(view);
  const disputed = dispute ? [dispute.card] : [];
  switch (move.type) {
    case 'announce': return announceReason(view, seat, move.card);
    case 'lock': return reason('lockIn', (view.round?.announcements[seat] ?? null) === null ? [] : [view.round?.announcements[seat] as CardId]);
    case 'propose': {
      const d = move.deal;
      // Letting the other side have the card for nothing at all is not a sale.
      if (d.claimant !== seat && d.take.length === 0 && d.promises.length === 0) return reason('offerConcede', disputed, d.claimant);
      if (d.claimant !== seat) return reason('offerSell', [...disputed, ...d.take], d.claimant, { count: d.take.length });
      return d.give.length === 0
        ? reason('offerKeepPromises', disputed, d.to, { count: d.promises.length })
        : reason('offerKeep', [...disputed, ...d.give], d.to, { count: d.give.length });
    }
    case 'accept': return reason('accept', disputed, dispute?.pending?.from ?? null);
    case 'reject': return reason('reject', disputed, dispute?.pending?.from ?? null);
    case 'noDeal': return reason('noDeal', disputed);
    case 'invokePromise': {
      const token = view.promises.find((p) => p.id === move.promise);
      return reason('invokePromise', disputed, token?.promiser ?? null);
    }
    case 'pick': return reason('pick', [move.card]);
    case 'playPeddler':
      return move.winner === seat ? reason('peddlerWin', [move.card]) : reason('peddlerGive', [move.card], move.winner);
    case 'passPeddler': return reason('peddlerPass', disputed);
    case 'attach': return attachReason(view, seat, move.paladin, move.monster);
    case 'skipAttach': return reason('skipAttach');
    case 'aim': return aimReason(view, seat, move);
    case 'discardHeroes': return reason('discardLeast', move.cards, null, { count: move.cards.length });
    case 'resolvePlague': return penaltyReason([...move.priestesses, ...move.walls], move.discard);
    case 'resolveAttacks': return penaltyReason([...move.priestesses, ...move.walls.map((w) => w.wall)], move.discard);
    case 'fight': {
      const attack = attackOn(view, seat, move.monster);
      const resistance = resistanceOf(view, move.monster);
      return reason(attack >= resistance ? 'fightBeats' : 'fightCannot', [move.monster], null, { attack, resistance });
    }
    case 'rogue': {
      const attack = attackOn(view, seat, move.monster);
      const resistance = resistanceOf(view, move.monster);
      return reason(attack >= resistance ? 'rogueRemoves' : 'rogueCannotBeat', [move.rogue, move.monster], null, { attack, resistance });
    }
  }
}
