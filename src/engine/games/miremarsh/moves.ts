/** Miremarsh moves: a discriminated union, validated by zod at every boundary. */
import { z } from 'zod';
import { seatId, type SeatId } from '../../kit/ids';
import type { ItemType } from './catalog/types';
import type { Pay } from './rules/pay';
import type { SpyWhat } from './rules/spy';

export type MiremarshMove =
  | { type: 'respawn'; seat: SeatId; at: 'warren' | 'death' }
  | { type: 'rerollOpening'; seat: SeatId }
  | { type: 'move'; seat: SeatId; to: string; pay: Pay[] }
  | { type: 'path'; seat: SeatId; path: string }
  | { type: 'spy'; seat: SeatId; target: string; what: SpyWhat; pay: Pay[] }
  | { type: 'attempt'; seat: SeatId }
  /** `keep`: dice left as they are (only with the Fickle Fortune spell, once a turn). */
  | { type: 'reroll'; seat: SeatId; keep?: number[] }
  | { type: 'pay'; seat: SeatId; option: number; pay: Pay[] }
  | { type: 'giveUp'; seat: SeatId }
  | { type: 'trade'; seat: SeatId; index: number; item: ItemType | null }
  | { type: 'useCard'; seat: SeatId; card: string; target: string | null }
  | { type: 'pickItem'; seat: SeatId; item: ItemType }
  | { type: 'sneak'; seat: SeatId; enter: boolean }
  | { type: 'endTurn'; seat: SeatId }
  | { type: 'placeCreature'; seat: SeatId; to: string }
  | { type: 'stepCreature'; seat: SeatId; to: string; leap: boolean }
  | { type: 'bribe'; seat: SeatId; offer: boolean }
  | { type: 'answerBribe'; seat: SeatId; accept: boolean };

const seat = z.number().int().min(0).max(4).transform(seatId);
const space = z.string().min(1).max(8);
const item = z.enum(['rope', 'dagger', 'map', 'amulet']);
const pay = z.array(z.union([z.strictObject({ die: z.number().int().min(0).max(40) }), z.strictObject({ card: z.string().min(1).max(20) })])).max(12);

export const moveSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('respawn'), seat, at: z.enum(['warren', 'death']) }),
  z.strictObject({ type: z.literal('rerollOpening'), seat }),
  z.strictObject({ type: z.literal('move'), seat, to: space, pay }),
  z.strictObject({ type: z.literal('path'), seat, path: z.enum(['SP1', 'SP2', 'SP3', 'SP4']) }),
  z.strictObject({ type: z.literal('spy'), seat, target: space, what: z.enum(['tile', 'monster', 'both']), pay }),
  z.strictObject({ type: z.literal('attempt'), seat }),
  z.strictObject({ type: z.literal('reroll'), seat, keep: z.array(z.number().int().min(0).max(40)).max(12).optional() }),
  z.strictObject({ type: z.literal('pay'), seat, option: z.number().int().min(0).max(3), pay }),
  z.strictObject({ type: z.literal('giveUp'), seat }),
  z.strictObject({ type: z.literal('trade'), seat, index: z.number().int().min(0).max(5), item: item.nullable() }),
  z.strictObject({ type: z.literal('useCard'), seat, card: z.string().min(1).max(20), target: space.nullable() }),
  z.strictObject({ type: z.literal('pickItem'), seat, item }),
  z.strictObject({ type: z.literal('sneak'), seat, enter: z.boolean() }),
  z.strictObject({ type: z.literal('endTurn'), seat }),
  z.strictObject({ type: z.literal('placeCreature'), seat, to: space }),
  z.strictObject({ type: z.literal('stepCreature'), seat, to: space, leap: z.boolean() }),
  z.strictObject({ type: z.literal('bribe'), seat, offer: z.boolean() }),
  z.strictObject({ type: z.literal('answerBribe'), seat, accept: z.boolean() }),
]);

export const optionsSchema = z.strictObject({
  creature: z.enum(['grabby', 'chief']).default('grabby'),
  bribes: z.boolean().default(false),
});
