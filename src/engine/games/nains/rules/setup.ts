/** A new game: gems dealt at random, Elite order shuffled, both Era decks shuffled. */
import { seedRng, shuffle } from '../../../kit/random';
import { BRONZE_VALUES, ELITES, eraDeck, GEMS, STAND_CARDS, TREASURY } from '../catalog';
import type { NainsState } from '../types';
import { emptyArmy } from './army';

export function setupGame(seed: number | string, names: readonly string[], rulesVersion: number): NainsState {
  const lords = names.length;
  const gemsIn = GEMS[lords];
  if (!gemsIn) throw new Error(`Nains is for 2 to 5 Lords, not ${lords}`);
  let rng = seedRng(seed);
  const gems = shuffle(rng, gemsIn);
  const elites = shuffle(gems.rng, ELITES.map((e) => e.id));
  const era1 = shuffle(elites.rng, eraDeck(1, lords));
  const era2 = shuffle(era1.rng, eraDeck(2, lords));
  rng = era2.rng;
  return {
    game: 'nains',
    rulesVersion,
    names: [...names],
    rng,
    step: 'setup',
    era: 1,
    turn: 0,
    decks: { era1: era1.items, era2: era2.items },
    taverns: [[], [], []],
    discard: [],
    treasury: TREASURY.slice(),
    stands: STAND_CARDS.map((c) => c.id),
    elites: elites.items,
    tradeCoinFree: true,
    boxedBronze: 0,
    players: names.map((name, i) => ({
      name,
      gem: gems.items[i] ?? 0,
      coins: BRONZE_VALUES.map((v) => `b${v}`),
      army: emptyArmy(),
      command: [],
      counted: 0,
      pending: 0,
    })),
    bids: null,
    placed: null,
    revealed: 0,
    run: null,
    decision: null,
    awaiting: [],
    scores: null,
    winners: null,
    events: [],
  };
}
