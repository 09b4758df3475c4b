/** Nains behind the `GameModule` seam. */
import { z } from 'zod';
import { hashState } from '../../kit/stateHash';
import { seats } from '../../kit/ids';
import type { GameModule } from '../../kit/module';
import { turnsPerEra } from './catalog';
import { parseNainsMove } from './moveSchema';
import { nainsLegalMoves } from './rules/legal';
import { setupGame } from './rules/setup';
import { nainsPhaseOf, startNains, stepNains } from './runner';
import type { NainsEvent, NainsMove, NainsState, NainsView } from './types';
import { nainsAudience, nainsView } from './view';

export const NAINS_ID = 'nains';
export const NAINS_RULES_VERSION = 1;

const optionsSchema = z.strictObject({});
export type NainsOptions = z.output<typeof optionsSchema>;
export type NainsModule = GameModule<NainsState, NainsView, NainsMove, NainsEvent, NainsOptions>;

const sameRng = (a: readonly number[], b: readonly number[]): boolean => a === b || (a.length === b.length && a.every((x, i) => x === b[i]));

/** Undo stops where hidden information appeared: a tavern reveal, cards drawn from a deck, a reshuffle. */
export function nainsIsBarrier(prev: NainsState, next: NainsState, events: readonly NainsEvent[]): boolean {
  if (!sameRng(prev.rng, next.rng)) return true;
  if (prev.decks.era1.length !== next.decks.era1.length || prev.decks.era2.length !== next.decks.era2.length) return true;
  return events.some((e) => e.type === 'tavernRevealed' || e.type === 'dealt' || e.type === 'svaraLooked');
}

export const nainsModule: NainsModule = {
  id: NAINS_ID,
  name: { en: 'Nains', 'pt-BR': 'Nains' },
  rulesVersion: NAINS_RULES_VERSION,
  rulesVersions: [NAINS_RULES_VERSION],
  minPlayers: 2,
  maxPlayers: 5,
  optionsSchema,
  create(setup) {
    const version = setup.rulesVersion ?? NAINS_RULES_VERSION;
    if (version !== NAINS_RULES_VERSION) throw new Error(`Nains has no rules version ${version}`);
    const state = startNains(setupGame(setup.seed, setup.players.map((p) => p.name), version));
    return { state, events: state.events };
  },
  apply(state, move) {
    if (state.step === 'over') return { ok: false, refusal: { code: 'gameOver', message: 'The game is over' } };
    if (!state.awaiting.includes(move.seat)) return { ok: false, refusal: { code: 'notYourTurn', message: `Seat ${move.seat} is not awaited` } };
    const next = stepNains(state, move);
    if (!next) return { ok: false, refusal: { code: 'illegal', message: `${move.type} is not legal here` } };
    return { ok: true, state: next, events: next.events };
  },
  parseMove: parseNainsMove,
  view: nainsView,
  ctx(s) {
    const over = s.step === 'over';
    return { phase: nainsPhaseOf(s.step), step: s.step, awaiting: s.awaiting, order: seats(s.names.length), over, round: (s.era - 1) * turnsPerEra(s.names.length) + s.turn };
  },
  legalMoves: (s, seat) => nainsLegalMoves(s, seat),
  audience: nainsAudience,
  isBarrier: nainsIsBarrier,
  summary(state) {
    const over = state.step === 'over';
    return {
      phase: nainsPhaseOf(state.step), step: state.step, round: (state.era - 1) * turnsPerEra(state.names.length) + state.turn, over,
      scores: state.scores ? state.scores.map((x) => x.total) : null, winners: state.winners ? state.winners.slice() : null,
    };
  },
  hash(state) {
    const { events: _events, ...position } = state;
    return hashState(position);
  },
};
