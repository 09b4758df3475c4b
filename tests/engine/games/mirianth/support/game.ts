/**
 * Test helpers: games created through the public API, driven move by move, and small
 * accessors that fail loudly (so a test never silently reads `undefined`).
 */
import {
  applyMove, awaitingSeats, cardId, createGame, legalMoves, seatId, turnOrder,
  type CardId, type DomainEvent, type GameState, type Move, type RulesVersion, type SeatId,
} from '../../../../../src/engine/games/mirianth';

export const S0 = seatId(0);
export const S1 = seatId(1);
export const S2 = seatId(2);
export const S3 = seatId(3);
export const seat = (n: number): SeatId => seatId(n);
export const card = (id: string): CardId => cardId(id);

export function names(count: number): { name: string }[] {
  return Array.from({ length: count }, (_, i) => ({ name: `P${i + 1}` }));
}

/**
 * The rule suites written before rules versions pin version 1, the rules as first released, so
 * they keep showing that old games play exactly as before; version-2 suites pass 2.
 */
export function newGame(players: number, seed: number | string = 1, rulesVersion: RulesVersion = 1): GameState {
  return createGame({ seed, players: names(players), rulesVersion }).state;
}

/** The element at `i`, or a thrown error naming what was missing. */
export function at<T>(list: readonly T[], i: number, what = 'item'): T {
  const v = list[i];
  if (v === undefined) throw new Error(`No ${what} at index ${i}`);
  return v;
}

export function defined<T>(v: T | null | undefined, what = 'value'): T {
  if (v === null || v === undefined) throw new Error(`Expected a ${what}`);
  return v;
}

/** Applies moves in order; a refusal fails the test with the engine's own reason. */
export function play(state: GameState, ...moves: Move[]): GameState {
  let s = state;
  for (const m of moves) {
    const r = applyMove(s, m);
    if (!r.ok) throw new Error(`${m.type} by seat ${m.seat} at ${s.step} refused (${r.refusal.code}): ${r.refusal.message}`);
    s = r.state;
  }
  return s;
}

/** Applies moves and returns every event they caused, in order. */
export function playLog(state: GameState, ...moves: Move[]): { state: GameState; events: DomainEvent[] } {
  let s = state;
  const events: DomainEvent[] = [];
  for (const m of moves) {
    s = play(s, m);
    events.push(...s.events);
  }
  return { state: s, events };
}

/** The refusal a move gets; fails if it is accepted. */
export function refusal(state: GameState, move: Move): { code: string; message: string } {
  const r = applyMove(state, move);
  if (r.ok) throw new Error(`${move.type} by seat ${move.seat} was accepted at ${state.step}`);
  return r.refusal;
}

export function faction(state: GameState, s: SeatId): CardId[] {
  return at(state.players, s, 'seat').faction;
}

export function kindOf(state: GameState, id: CardId): string {
  return defined(state.cards[id], `card ${id}`).kind;
}

export function kinds(state: GameState, ids: readonly CardId[]): string[] {
  return ids.map((id) => kindOf(state, id));
}

export function eventsOf<T extends DomainEvent['type']>(events: readonly DomainEvent[], type: T): Extract<DomainEvent, { type: T }>[] {
  return events.filter((e): e is Extract<DomainEvent, { type: T }> => e.type === type);
}

/** Every seat announces (and locks) the card given for it, in turn order from the revealer. */
export function announceAll(state: GameState, picks: readonly (CardId | null)[]): GameState {
  const r = defined(state.round, 'round');
  let s = state;
  for (const who of turnOrder(state.players.length, r.revealer)) {
    s = play(s, { type: 'announce', seat: who, card: picks[who] ?? null, lock: true });
  }
  return s;
}

/**
 * A plain policy to move a game along without disputes mattering: each seat announces a card
 * nobody else announced (or passes), no deals, no Peddlers, first open card, no attachments.
 */
export function plainMove(state: GameState): Move {
  const waiting = awaitingSeats(state);
  const r = state.round;
  const who = r ? turnOrder(state.players.length, r.revealer).find((x) => waiting.includes(x)) : waiting[0];
  if (who === undefined) throw new Error(`Nobody to move at ${state.step}`);
  switch (state.step) {
    case 'announcing': {
      const round = defined(r, 'round');
      const taken = round.announcements.filter((c, i) => c !== null && round.locked[i]);
      const free = round.revealed.find((c) => !taken.includes(c));
      return free === undefined || taken.length >= round.revealed.length
        ? { type: 'announce', seat: who, card: null, lock: true }
        : { type: 'announce', seat: who, card: free, lock: true };
    }
    case 'bargaining': return { type: 'noDeal', seat: who };
    case 'peddler': return { type: 'passPeddler', seat: who };
    case 'attaching': return { type: 'skipAttach', seat: who };
    default: return at(legalMoves(state, who), 0, `legal move at ${state.step}`);
  }
}

/** Plays `plainMove` until `stop` holds (or the game ends). */
export function driveUntil(state: GameState, stop: (s: GameState) => boolean, limit = 5000): GameState {
  let s = state;
  for (let i = 0; !stop(s); i++) {
    if (s.step === 'gameOver') throw new Error('The game ended before the awaited situation');
    if (i > limit) throw new Error('Gave up driving the game');
    s = play(s, plainMove(s));
  }
  return s;
}

/** Every event the plain policy caused until `stop`. */
export function driveLog(state: GameState, stop: (s: GameState) => boolean): { state: GameState; events: DomainEvent[] } {
  let s = state;
  const events: DomainEvent[] = [];
  while (!stop(s)) {
    if (s.step === 'gameOver') throw new Error('The game ended before the awaited situation');
    s = play(s, plainMove(s));
    events.push(...s.events);
  }
  return { state: s, events };
}
