/** Read-only questions about a faction. They accept the public state, so bots can ask them too. */
import type { CardDef } from '../cards/catalog';
import { CARD_RULES } from '../cards/cardRules';
import type { CardKind, CardType } from '../cards/kinds';
import type { CardId, SeatId } from '../ids';
import type { PlayerState, PublicState } from '../state';

export function cardDef(s: PublicState, id: CardId): CardDef {
  const d = s.cards[id];
  // `d.id === id` also rejects Object.prototype members ("constructor", ...) without a hasOwn call.
  if (d === undefined || d.id !== id) throw new Error(`Unknown card ${id}`);
  return d;
}

/** Own keys only: an id such as "constructor" or "__proto__" must not find Object.prototype's members. */
export function knownCard(s: PublicState, id: string): id is CardId {
  return Object.hasOwn(s.cards, id);
}

export function player(s: PublicState, seat: SeatId): PlayerState {
  const p = s.players[seat];
  if (!p) throw new Error(`Unknown seat ${seat}`);
  return p;
}

export function ofType(s: PublicState, seat: SeatId, type: CardType): CardId[] {
  return player(s, seat).faction.filter((id) => cardDef(s, id).type === type);
}

export function ofKind(s: PublicState, seat: SeatId, kind: CardKind): CardId[] {
  return player(s, seat).faction.filter((id) => cardDef(s, id).kind === kind);
}

export const heroes = (s: PublicState, seat: SeatId): CardId[] => ofType(s, seat, 'hero');
export const monsters = (s: PublicState, seat: SeatId): CardId[] => ofType(s, seat, 'monster');

export function owns(s: PublicState, seat: SeatId, id: CardId): boolean {
  return player(s, seat).faction.includes(id);
}

export function isKind(s: PublicState, id: CardId, kind: CardKind): boolean {
  return cardDef(s, id).kind === kind;
}

export function accommodation(s: PublicState, seat: SeatId): number {
  return player(s, seat).faction.reduce((n, id) => n + CARD_RULES[cardDef(s, id).kind].accommodation, 0);
}

/** Heroes beyond the faction's accommodation, who must be discarded. */
export function homeless(s: PublicState, seat: SeatId): number {
  return Math.max(0, heroes(s, seat).length - accommodation(s, seat));
}

export function playerCount(s: PublicState): number {
  return s.players.length;
}

/** True when every id is distinct. */
export function distinct(ids: readonly string[]): boolean {
  return new Set(ids).size === ids.length;
}
