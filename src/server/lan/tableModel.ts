/** A table's data: seats and options, and the rule that says who decides for a seat right now. */
import type { SeatId } from '../../engine/kit/ids';
import type { BotLevel as BotKind } from '../../engine/kit/module';
import { DEFAULT_GAME_ID } from '../../engine/registry';
import { DEFAULT_HOLD_SECONDS } from '../../shared/lan/protocol';
import type { DropPolicy, SeatKind, SeatView, TableOptionsView } from '../../shared/lan/tableView';
import type { Cancel } from './clock';
import type { Conn } from './conn';
import type { PasswordDigest } from './secrets';

export interface SeatSlot {
  seat: SeatId;
  kind: SeatKind;
  level: BotKind;
  name: string;
  ready: boolean;
  /** Digest of the resume token of the human holding this seat; null while open. */
  tokenDigest: string | null;
  owner: boolean;
  conn: Conn | null;
  /** While a dropped human's seat is reserved for them. */
  heldUntil: number | null;
  cancelHold: Cancel | null;
  /** The hold ran out mid-game: the AI plays, and a newcomer may take the seat. */
  released: boolean;
}

export interface TableOptions {
  /** Registry id of the game the table plays; fixed when the table is opened. */
  game: string;
  name: string;
  seats: number;
  password: PasswordDigest | null;
  dropPolicy: DropPolicy;
  holdSeconds: number;
  turnClockSeconds: number | null;
}

export const defaultTableOptions = (name: string, seats: number, game: string = DEFAULT_GAME_ID): TableOptions => ({
  game, name, seats, password: null, dropPolicy: 'wait', holdSeconds: DEFAULT_HOLD_SECONDS, turnClockSeconds: null,
});

/** The level that plays AI seats and takes over dropped ones when nobody chose another (among the game's `levels`). */
export function defaultBotLevel(levels: readonly BotKind[]): BotKind {
  return levels.includes('normal') ? 'normal' : (levels[0] ?? 'random');
}

export function aiName(seat: SeatId): string {
  return `AI ${seat + 1}`;
}

export function emptySeat(seat: SeatId, levels: readonly BotKind[]): SeatSlot {
  return {
    seat, kind: 'human', level: defaultBotLevel(levels), name: '', ready: false, tokenDigest: null, owner: false,
    conn: null, heldUntil: null, cancelHold: null, released: false,
  };
}

/** Clears a human seat for the next newcomer (its token stops working). */
export function releaseSeat(slot: SeatSlot): void {
  slot.cancelHold?.();
  Object.assign(slot, { name: '', ready: false, tokenDigest: null, owner: false, conn: null, heldUntil: null, cancelHold: null, released: false });
}

/**
 * When `leaving` owns the table, the next seated human after it (connected ones first) becomes
 * the owner; with nobody else seated the table simply has no owner until it goes.
 */
export function passOwnership(seats: readonly SeatSlot[], leaving: SeatSlot): SeatSlot | null {
  if (!leaving.owner) return null;
  leaving.owner = false;
  const after = [...seats.slice(leaving.seat + 1), ...seats.slice(0, leaving.seat)];
  const seated = after.filter((s) => s.kind === 'human' && s.tokenDigest !== null && !s.released);
  const next = seated.find((s) => s.conn !== null) ?? seated[0] ?? null;
  if (next) next.owner = true;
  return next;
}

export type Controller = 'human' | 'waiting' | 'ai';

/** Who answers for a seat in a running game. */
export function controller(slot: SeatSlot, policy: DropPolicy): Controller {
  if (slot.kind === 'ai') return 'ai';
  if (slot.conn) return 'human';
  if (slot.tokenDigest !== null && slot.heldUntil !== null && policy === 'wait') return 'waiting';
  return 'ai';
}

/** A human seat a newcomer may take: never held, or released after its hold ran out. */
export function isOpen(slot: SeatSlot): boolean {
  return slot.kind === 'human' && slot.conn === null && (slot.tokenDigest === null || slot.released);
}

export function seatView(slot: SeatSlot, playing: boolean, policy: DropPolicy, now: number): SeatView {
  return {
    seat: slot.seat,
    kind: slot.kind,
    level: slot.level,
    name: slot.name,
    ready: slot.kind === 'ai' || slot.ready,
    occupied: slot.kind === 'human' && slot.tokenDigest !== null,
    connected: slot.conn !== null,
    owner: slot.owner,
    aiPlaying: playing && controller(slot, policy) === 'ai',
    heldMs: slot.heldUntil === null ? null : Math.max(0, slot.heldUntil - now),
  };
}

export function optionsView(o: TableOptions): TableOptionsView {
  return { hasPassword: o.password !== null, dropPolicy: o.dropPolicy, holdSeconds: o.holdSeconds, turnClockSeconds: o.turnClockSeconds };
}
