/** Toy Duel behind the GameModule seam: a real per-seat view and a real event audience. */
import { z } from 'zod';
import type { GameAi } from '../../../src/ai/kit/gameAi';
import { canonicalKey } from '../../../src/engine/kit/canonical';
import { seatId, seats, type SeatId } from '../../../src/engine/kit/ids';
import type { GameModule } from '../../../src/engine/kit/module';
import { seenCommits } from '../../../src/engine/kit/steps';
import { applyToy, newToyGame, toyLegalMoves } from './rules';
import type { ToyEvent, ToyMove, ToyState, ToyView } from './state';

const seat = z.number().int().min(0).max(1).transform(seatId);
const moveSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('bid'), seat, amount: z.number().int().min(0).max(3) }),
  z.strictObject({ type: z.literal('roll'), seat }),
]);

function seedOf(seed: number | string): number {
  if (typeof seed === 'number') return seed | 0;
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  return h | 0;
}

function fnv(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    a = Math.imul(a ^ text.charCodeAt(i), 0x01000193);
    b = Math.imul(b ^ text.charCodeAt(i), 0x5bd1e995) ^ (b >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

export type ToyModule = GameModule<ToyState, ToyView, ToyMove, ToyEvent, Record<string, never>>;

export const toyGame: ToyModule = {
  id: 'toy-duel',
  name: { en: 'Toy Duel', 'pt-BR': 'Duelo de Brinquedo' },
  rulesVersion: 1,
  rulesVersions: [1],
  minPlayers: 2,
  maxPlayers: 2,
  optionsSchema: z.strictObject({}),
  create(setup) {
    if (setup.rulesVersion !== undefined && setup.rulesVersion !== 1) throw new Error(`Toy Duel has no rules version ${setup.rulesVersion}`);
    const state = newToyGame(seedOf(setup.seed), setup.players.map((p) => p.name));
    return { state, events: state.events };
  },
  apply(state, move) {
    if (state.step === 'over') return { ok: false, refusal: { code: 'gameOver', message: 'The game is over' } };
    if (!state.awaiting.includes(move.seat)) return { ok: false, refusal: { code: 'notYourTurn', message: `Seat ${move.seat} is not awaited` } };
    const key = canonicalKey(move);
    if (!toyLegalMoves(state, move.seat).some((m) => canonicalKey(m) === key)) {
      return { ok: false, refusal: { code: 'illegal', message: `${move.type} is not legal here` } };
    }
    const next = applyToy(state, move);
    return { ok: true, state: next, events: next.events };
  },
  parseMove(input) {
    const r = moveSchema.safeParse(input);
    return r.success ? { ok: true, move: r.data } : { ok: false, message: `Malformed move: ${r.error.issues[0]?.message ?? 'invalid'}` };
  },
  view(state, viewer): ToyView {
    const { rng: _rng, events: _events, bids, ...rest } = state;
    return { ...rest, you: viewer, bids: seenCommits(bids, viewer) };
  },
  ctx(s) {
    return { phase: s.step === 'over' ? 'finished' : 'play', step: s.step, awaiting: s.awaiting, order: seats(s.names.length), over: s.step === 'over', round: s.round };
  },
  legalMoves: (s, seat) => toyLegalMoves(s, seat),
  audience(event, viewer) {
    if (event.type === 'bidPlaced' && event.seat !== viewer) return { ...event, amount: null };
    return event;
  },
  // Mechanical: the die was rolled (generator moved) or the bids were revealed.
  isBarrier: (prev, next) => prev.rng !== next.rng || prev.bids.revealed !== next.bids.revealed,
  summary(state) {
    const over = state.step === 'over';
    return { phase: over ? 'finished' : 'play', step: state.step, round: state.round, over, scores: over ? state.points.slice() : null, winners: state.winners };
  },
  hash(state) {
    const { events: _events, ...position } = state;
    return fnv(canonicalKey(position));
  },
};

/** Fills in what the seat cannot see: the other bid (if one was made) and the die's generator. */
export const toyAi: GameAi<ToyState, ToyView, ToyMove> = {
  determinize(view, _seat, rng) {
    const { you: _you, bids, ...rest } = view;
    // A hidden bid is any of 0–3: the coins shown are already net of it, so every one is consistent.
    const values = bids.map((b): number | null => (!b.committed ? null : 'value' in b ? b.value : (rng.next() >>> 0) % 4));
    const order: SeatId[] = seats(view.names.length);
    return { ...rest, rng: rng.next() | 0, events: [], bids: { seats: order, values, revealed: view.step !== 'bidding' } };
  },
};
