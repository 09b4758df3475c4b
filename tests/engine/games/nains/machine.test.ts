/**
 * The Nains statechart, driven with XState's own pure `initialTransition`/`transition` (no runner):
 * it rests in the state `state.step` names, tagged as input exactly when a Lord is awaited; the
 * seats it awaits are the pure rules' (the decision's Lord, or the Lords still to bid); every move
 * the rules list is one it takes; and it agrees move for move with the module over many seeded games.
 */
import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { createRandomGameBot } from '../../../../src/ai/kit/randomBot';
import { seatId } from '../../../../src/engine/kit/ids';
import { AWAITING_INPUT } from '../../../../src/engine/kit/machine';
import { commitAwaiting } from '../../../../src/engine/kit/steps';
import { nainsMachine, NAINS_STEP_STATE } from '../../../../src/engine/games/nains/machine';
import { nainsModule as G } from '../../../../src/engine/games/nains/module';
import { nainsLegalMoves } from '../../../../src/engine/games/nains/rules/legal';
import { setupGame } from '../../../../src/engine/games/nains/rules/setup';
import type { NainsMove, NainsState, NainsStep } from '../../../../src/engine/games/nains/types';

type Snapshot = SnapshotFrom<typeof nainsMachine>;

const names = (lords: number): string[] => Array.from({ length: lords }, (_, i) => `L${i}`);

/** Who the pure rules say must answer: the decision's Lord, else the Lords whose bid is missing. */
function rulesAwaiting(s: NainsState): number[] {
  if (s.decision) return [s.decision.seat];
  return s.step === 'bidding' && s.bids ? commitAwaiting(s.bids) : [];
}

describe('the Nains statechart', () => {
  it('starts where create does: the first bids, tagged as awaiting input', () => {
    const [snapshot] = initialTransition(nainsMachine, setupGame(4, names(3), 1));
    expect(snapshot.value).toEqual(NAINS_STEP_STATE.bidding);
    expect(snapshot.hasTag(AWAITING_INPUT)).toBe(true);
    expect(G.hash(snapshot.context.game)).toBe(G.hash(G.create({ seed: 4, players: names(3).map((name) => ({ name })) }).state));
  });

  it('agrees with the module and the pure rules on every move of many seeded games', () => {
    const seen = new Set<NainsStep>();
    let moves = 0;
    for (let game = 0; game < 16; game++) {
      const lords = 2 + (game % 4);
      let [snapshot]: [Snapshot, unknown] = initialTransition(nainsMachine, setupGame(game, names(lords), 1));
      let state = G.create({ seed: game, players: names(lords).map((name) => ({ name })) }).state;
      const bots = names(lords).map((_, i) => createRandomGameBot(G, game * 7 + i));
      while (snapshot.context.game.step !== 'over') {
        const s = snapshot.context.game;
        seen.add(s.step);
        expect(snapshot.value, s.step).toEqual(NAINS_STEP_STATE[s.step]);
        expect(snapshot.hasTag(AWAITING_INPUT), s.step).toBe(true);
        expect(s.awaiting).toEqual(rulesAwaiting(s));
        const seat = s.awaiting[0] ?? seatId(0);
        const legal = nainsLegalMoves(s, seat);
        // A forced single answer is never left for a Lord to give (bids always have several).
        expect(legal.length, s.step).toBeGreaterThan(1);
        const move: NainsMove = bots[seat]?.choose(G.view(s, seat), seat, moves) ?? legal[0] as NainsMove;
        [snapshot] = transition(nainsMachine, snapshot, move);
        const applied = G.apply(state, move);
        if (!applied.ok) throw new Error(applied.refusal.message);
        state = applied.state;
        expect(G.hash(snapshot.context.game)).toBe(G.hash(state));
        expect(snapshot.context.game.events).toEqual(applied.events);
        moves++;
      }
      expect(snapshot.status).toBe('done');
      expect(snapshot.hasTag(AWAITING_INPUT)).toBe(false);
      expect(snapshot.context.game.winners?.length).toBeGreaterThan(0);
    }
    // Random Lords meet every kind of decision in sixteen games.
    for (const step of Object.keys(NAINS_STEP_STATE) as NainsStep[]) if (step !== 'setup' && step !== 'over') expect(seen, step).toContain(step);
  });

  it('ignores a move of another step, or one its guard refuses: the snapshot does not change', () => {
    const [snapshot] = initialTransition(nainsMachine, setupGame(8, names(2), 1));
    const wrong: NainsMove[] = [
      { type: 'pick', seat: seatId(0), card: snapshot.context.game.taverns[0]?.[0] ?? 'E1R1' },
      { type: 'bid', seat: seatId(0), taverns: ['b6', 'b6', 'b6'] },
      { type: 'exchange', seat: seatId(1), discard: 'b0' },
    ];
    for (const move of wrong) {
      const [next] = transition(nainsMachine, snapshot, move);
      expect(next.context, move.type).toBe(snapshot.context);
      expect(next.value).toEqual(snapshot.value);
    }
  });

  it('rebuilds from a plain JSON copy of the state and goes on exactly as the original', () => {
    let state = G.create({ seed: 21, players: names(3).map((name) => ({ name })) }).state;
    const bot = createRandomGameBot(G, 21);
    for (let i = 0; i < 300 && state.step !== 'over'; i++) {
      const copy = JSON.parse(JSON.stringify(state)) as NainsState;
      const seat = state.awaiting[0] ?? seatId(0);
      const move = bot.choose(G.view(state, seat), seat, i);
      const a = G.apply(state, move);
      const b = G.apply(copy, move);
      if (!a.ok || !b.ok) throw new Error('refused');
      expect(G.hash(b.state)).toBe(G.hash(a.state));
      state = a.state;
    }
  });
});
