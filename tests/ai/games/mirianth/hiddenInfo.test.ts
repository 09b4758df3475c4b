/**
 * Bots see only playerView: the view carries no hidden state, a bot handed an object that
 * physically holds the hidden state never reads it, and two games that differ only in what is
 * hidden get the same decisions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyMove, createGame, playerView, turnOrder, awaitingSeats, type GameState, type Move, type PlayerView, type SeatId,
} from '../../../../src/engine/games/mirianth';
import { createBot } from '../../../../src/ai/games/mirianth/bots';
import { useClock } from '../../../../src/ai/games/mirianth/clock';
import { shuffled } from '../../../../src/ai/kit/rng';
import { lastRoundSpan } from '../../../../src/ai/games/mirianth/knowledge';
import { xoroshiro128plus } from '../../../../src/ai/games/mirianth/rng';
import type { BotKind } from '../../../../src/ai/games/mirianth/types';

const HIDDEN = ['drawDeck', 'plagueDeck', 'seed', 'rng', 'events'];

/** The view with the hidden state attached, behind a proxy that throws when it is read. */
function guarded(view: PlayerView, state: GameState): PlayerView {
  const target: Record<string, unknown> = { ...view, drawDeck: state.drawDeck, plagueDeck: state.plagueDeck, seed: state.seed, rng: state.rng, events: state.events };
  return new Proxy(target, {
    get(t, key, receiver) {
      if (typeof key === 'string' && HIDDEN.includes(key)) throw new Error(`A bot read hidden state: ${key}`);
      return Reflect.get(t, key, receiver);
    },
    has: (t, key) => !(typeof key === 'string' && HIDDEN.includes(key)) && Reflect.has(t, key),
    ownKeys: (t) => Reflect.ownKeys(t).filter((k) => !(typeof k === 'string' && HIDDEN.includes(k))),
    getOwnPropertyDescriptor: (t, key) => (typeof key === 'string' && HIDDEN.includes(key) ? undefined : Reflect.getOwnPropertyDescriptor(t, key)),
  }) as unknown as PlayerView;
}

function nextSeat(state: GameState): SeatId | undefined {
  const waiting = awaitingSeats(state);
  return turnOrder(state.players.length, state.revealer).find((s) => waiting.includes(s));
}

/** The same game with the unseen part of both decks reordered (Last Round card kept in its span). */
function reshuffled(state: GameState, seed: number): GameState {
  const rng = xoroshiro128plus(seed);
  const view = playerView(state, null);
  const span = lastRoundSpan(view);
  const rest = shuffled(rng, state.drawDeck.filter((c) => c !== 'last-round'));
  if (state.drawDeck.includes('last-round' as never) && span) rest.splice(span.lo + ((rng.next() >>> 0) % (span.hi - span.lo + 1)), 0, 'last-round' as never);
  return { ...state, drawDeck: rest, plagueDeck: shuffled(rng, state.plagueDeck), rng: [1, 2, 3, 4], seed: 99 };
}

describe('bots see only their view', () => {
  // A frozen AI clock: decisions then depend on work alone, not on how busy the machine is.
  let restoreClock: () => void = () => undefined;
  beforeAll(() => { restoreClock = useClock(() => 0); });
  afterAll(() => restoreClock());

  it('a view has no deck order, seed or generator', () => {
    const { state } = createGame({ seed: 3, players: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] });
    const view = playerView(state, state.revealer);
    for (const key of ['drawDeck', 'plagueDeck', 'seed', 'rng']) expect(Object.keys(view)).not.toContain(key);
    for (const id of state.drawDeck) expect(view.cards[id]).toBeUndefined();
  });

  const kinds: [BotKind, number, number][] = [['random', 4, 1], ['easy', 4, 1], ['normal', 2, 3], ['hard', 1, 8]];
  for (const [kind, games, every] of kinds) {
    it(`${kind}: never reads hidden state, and decides the same whatever is hidden`, () => {
      for (let g = 0; g < games; g++) {
        const players = [{ name: 'a' }, { name: 'b' }, { name: 'c' }].slice(0, 2 + (g % 2));
        const bots = players.map((_, i) => createBot(kind, 40 + i));
        let state = createGame({ seed: 70 + g, players }).state;
        let compared = 0;
        for (let n = 0; state.step !== 'gameOver'; n++) {
          const seat = nextSeat(state);
          if (seat === undefined) throw new Error('nobody to move');
          const move: Move = (bots[seat] ?? createBot(kind, 0)).choose(guarded(playerView(state, seat), state), seat);
          if (n % every === 0) {
            // A twin that differs only in what is hidden: the same view, so the same decision.
            const twin = reshuffled(state, n);
            expect(twin.drawDeck.length < 2 || twin.drawDeck.join() !== state.drawDeck.join() || twin.plagueDeck.join() !== state.plagueDeck.join()).toBe(true);
            const view = playerView(state, seat);
            expect(playerView(twin, seat)).toEqual(view);
            expect(createBot(kind, n).choose(playerView(twin, seat), seat)).toEqual(createBot(kind, n).choose(view, seat));
            compared++;
          }
          const r = applyMove(state, move);
          if (!r.ok) throw new Error(r.refusal.message);
          state = r.state;
        }
        expect(compared).toBeGreaterThan(0);
      }
    }, 120_000);
  }
});
