/** Miremarsh behind the GameModule seam: a dice-driven swamp crawl for 1–5 goblins. */
import { canonicalKey } from '../../kit/canonical';
import { seats } from '../../kit/ids';
import type { GameCtx, GameModule, GameSummary } from '../../kit/module';
import { moveSchema, optionsSchema, type MiremarshMove } from './moves';
import { awaiting } from './rules/awaiting';
import { legalMoves } from './rules/legal';
import { setupGame } from './rules/setup';
import { MIREMARSH_STEPS, startChart, stepChart } from './runner';
import type { MiremarshEvent, MiremarshOptions, MiremarshState } from './state';
import { miremarshView, type MiremarshView } from './view';
import { hashText } from '../../kit/hash';

export const MIREMARSH_ID = 'miremarsh';
export type MiremarshOptionsInput = Partial<MiremarshOptions>;

const sameRng = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

export function miremarshSummary(state: MiremarshState): GameSummary {
  const over = state.step === 'over';
  return {
    phase: over ? 'finished' : 'play',
    step: state.step,
    round: state.round,
    over,
    scores: over ? state.seats.map((s) => s.quests.length) : null,
    winners: over ? (state.winners ?? []).slice() : null,
  };
}

export type MiremarshModule = GameModule<MiremarshState, MiremarshView, MiremarshMove, MiremarshEvent, MiremarshOptionsInput>;

export const miremarshModule: MiremarshModule = {
  id: MIREMARSH_ID,
  name: { en: 'Miremarsh', 'pt-BR': 'Miremarsh (Pântano)' },
  rulesVersion: 1,
  rulesVersions: [1],
  minPlayers: 1,
  maxPlayers: 5,
  optionsSchema,
  create(setup) {
    if (setup.rulesVersion !== undefined && setup.rulesVersion !== 1) throw new Error(`Miremarsh has no rules version ${setup.rulesVersion}`);
    const n = setup.players.length;
    if (n < 1 || n > 5) throw new Error(`Miremarsh is for 1 to 5 players, not ${n}`);
    const options = optionsSchema.parse(setup.options ?? {});
    const state = startChart(setupGame(setup.seed, setup.players.map((p) => p.name), options));
    return { state, events: state.events };
  },
  apply(state, move) {
    if (state.step === 'over') return { ok: false, refusal: { code: 'gameOver', message: 'The game is over' } };
    if (!awaiting(state).includes(move.seat)) return { ok: false, refusal: { code: 'notYourTurn', message: `Seat ${move.seat} is not awaited` } };
    const next = stepChart(state, move);
    if (!next) return { ok: false, refusal: { code: 'illegal', message: `${move.type} is not legal here`, params: { move: move.type } } };
    return { ok: true, state: next, events: next.events };
  },
  parseMove(input) {
    const r = moveSchema.safeParse(input);
    return r.success ? { ok: true, move: r.data } : { ok: false, message: `Malformed move: ${r.error.issues[0]?.message ?? 'invalid'}` };
  },
  view: miremarshView,
  ctx(s): GameCtx {
    const step = s.step;
    return {
      phase: MIREMARSH_STEPS.phaseOf[step === 'over' ? 'over' : step] ?? 'play',
      step,
      awaiting: awaiting(s),
      order: seats(s.seats.length),
      over: step === 'over',
      round: s.round,
    };
  },
  legalMoves: (s, seat) => legalMoves(s, seat),
  audience(event, seat) {
    // A peek's result belongs to the spy alone; others learn that a spy happened, and where.
    if (event.type === 'spied' && event.seat !== seat) return { ...event, result: null };
    if (event.type === 'bribeOffered' && event.seat !== seat) return { ...event, offered: null };
    return event;
  },
  // Mechanical: randomness was drawn (dice, shuffles, solo ties) or something hidden was revealed.
  isBarrier: (prev, next) => !sameRng(prev.rng, next.rng) || prev.reveals !== next.reveals,
  summary: miremarshSummary,
  hash(state) {
    const { events: _events, ...position } = state;
    return hashText(canonicalKey(position), 0x5bd1e995);
  },
};
