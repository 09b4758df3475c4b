/** Every player input is one of these serializable moves. `type` doubles as the statechart event. */
import type { Penalty } from './cards/kinds';
import type { CardId, PromiseId, SeatId } from './ids';
import type { Aim, DealTerms } from './state';
import { REFUSAL_EN, type RefusalParams, type RefusalReason } from './refusals/reasons';

export interface WallUse { wall: CardId; cancels: Penalty }

export type Move =
  /** Announce a revealed card (null = pass, only when fewer cards than players were revealed); `lock` also locks in. */
  | { type: 'announce'; seat: SeatId; card: CardId | null; lock?: boolean }
  | { type: 'lock'; seat: SeatId }
  | { type: 'propose'; seat: SeatId; deal: DealTerms }
  | { type: 'accept'; seat: SeatId }
  | { type: 'reject'; seat: SeatId }
  | { type: 'noDeal'; seat: SeatId }
  | { type: 'invokePromise'; seat: SeatId; promise: PromiseId }
  | { type: 'pick'; seat: SeatId; card: CardId }
  | { type: 'playPeddler'; seat: SeatId; card: CardId; winner: SeatId; handTo: SeatId }
  | { type: 'passPeddler'; seat: SeatId }
  | { type: 'attach'; seat: SeatId; paladin: CardId; monster: CardId }
  | { type: 'skipAttach'; seat: SeatId }
  /** Aim every archer: archers left out aim at nothing. */
  | { type: 'aim'; seat: SeatId; aims: Aim[] }
  | { type: 'discardHeroes'; seat: SeatId; cards: CardId[] }
  | { type: 'resolvePlague'; seat: SeatId; priestesses: CardId[]; walls: CardId[]; discard: CardId[] }
  | { type: 'fight'; seat: SeatId; monster: CardId }
  | { type: 'rogue'; seat: SeatId; rogue: CardId; monster: CardId }
  | { type: 'resolveAttacks'; seat: SeatId; priestesses: CardId[]; walls: WallUse[]; discard: CardId[] };

export type MoveType = Move['type'];
export type MoveOf<T extends MoveType> = Extract<Move, { type: T }>;

export type RefusalCode =
  | 'malformed' | 'gameOver' | 'unknownSeat' | 'notYourTurn' | 'wrongStep' | 'unknownCard' | 'notYourCard' | 'illegal';
/** `reason` and `params` are what the UI translates; `message` is the same in English. */
export interface Refusal { code: RefusalCode; message: string; reason: RefusalReason; params?: RefusalParams }
export function refuse(code: RefusalCode, reason: RefusalReason, params?: RefusalParams): Refusal {
  const message = REFUSAL_EN[reason](params ?? {});
  return params ? { code, message, reason, params } : { code, message, reason };
}
