/** Toy Duel's rules, built on the engine kit's step helpers. */
import { nextSeat, seatId, seats, type SeatId } from '../../../src/engine/kit/ids';
import {
  advanceSequential, commit, commitAwaiting, commits, revealedCommits, sequential, sequentialAwaiting, settleForced,
} from '../../../src/engine/kit/steps';
import { COINS, MAX_BID, ROUNDS, type ToyEvent, type ToyMove, type ToyState, type ToyView } from './state';

/** mulberry32: one step of a 32-bit generator, as [value in [0, 1), next state]. */
export function nextRandom(rng: number): [number, number] {
  const next = (rng + 0x6d2b79f5) | 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, next];
}

function awaitingOf(s: Pick<ToyState, 'step' | 'bids' | 'rolling'>): SeatId[] {
  if (s.step === 'bidding') return commitAwaiting(s.bids);
  if (s.step === 'rolling' && s.rolling) return sequentialAwaiting(s.rolling);
  return [];
}

export function startRound(s: ToyState, round: number, leader: SeatId): ToyState {
  const bids = commits<number>(seats(s.names.length));
  const next: ToyState = { ...s, step: 'bidding', round, leader, bids, rolling: null, awaiting: [] };
  return { ...next, awaiting: awaitingOf(next), events: [...s.events, { type: 'roundStarted', round, leader }] };
}

export function toyLegalMoves(s: ToyState | ToyView, seat: SeatId): ToyMove[] {
  if (!s.awaiting.includes(seat)) return [];
  if (s.step === 'rolling') return [{ type: 'roll', seat }];
  const most = Math.min(MAX_BID, s.coins[seat] ?? 0);
  return Array.from({ length: most + 1 }, (_, amount) => ({ type: 'bid', seat, amount }) as ToyMove);
}

function roll(s: ToyState, seat: SeatId): ToyState {
  const [r, rng] = nextRandom(s.rng);
  const value = 1 + Math.floor(r * 6);
  const bids = revealedCommits(s.bids) ?? [];
  const [a = 0, b = 0] = bids;
  const winner = a === b ? null : seatId(a > b ? 0 : 1);
  const points = s.points.map((p, i) => (winner === i ? p + value : p));
  const events: ToyEvent[] = [...s.events, { type: 'dieRolled', seat, value }, { type: 'roundWon', seat: winner, points: winner === null ? 0 : value }];
  const rolled: ToyState = { ...s, rng, points, events, rolling: s.rolling && advanceSequential(s.rolling) };
  if (s.round < ROUNDS) return startRound(rolled, s.round + 1, nextSeat(s.names.length, s.leader));
  const best = Math.max(...points);
  const winners = seats(s.names.length).filter((i) => points[i] === best);
  return { ...rolled, step: 'over', awaiting: [], winners, events: [...events, { type: 'gameEnded', winners }] };
}

function bid(s: ToyState, seat: SeatId, amount: number): ToyState {
  const bids = commit(s.bids, seat, amount);
  const coins = s.coins.map((c, i) => (i === seat ? c - amount : c));
  const events: ToyEvent[] = [...s.events, { type: 'bidPlaced', seat, amount }];
  const revealed = revealedCommits(bids);
  if (!revealed) {
    const next: ToyState = { ...s, bids, coins, events };
    return { ...next, awaiting: awaitingOf(next) };
  }
  const next: ToyState = { ...s, bids, coins, step: 'rolling', rolling: sequential([s.leader]), events: [...events, { type: 'bidsRevealed', bids: revealed }] };
  return { ...next, awaiting: awaitingOf(next) };
}

/** One legal move, then every forced answer (the roll) through the kit. */
export function applyToy(s: ToyState, move: ToyMove): ToyState {
  const one = (state: ToyState, m: ToyMove): ToyState => (m.type === 'bid' ? bid(state, m.seat, m.amount) : roll(state, m.seat));
  return settleForced<ToyState, ToyMove>(one({ ...s, events: [] }, move), { awaiting: (x) => x.awaiting, legal: toyLegalMoves, apply: one }).state;
}

export function newToyGame(seed: number, names: readonly string[]): ToyState {
  const base: ToyState = {
    game: 'toy-duel', names: [...names], step: 'bidding', round: 0, leader: seatId(0),
    coins: names.map(() => COINS), points: names.map(() => 0), rolling: null, awaiting: [], winners: null,
    rng: seed | 0, bids: commits<number>(seats(names.length)), events: [],
  };
  return startRound(base, 1, seatId(0));
}
