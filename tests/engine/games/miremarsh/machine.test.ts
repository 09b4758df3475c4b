/**
 * The Miremarsh statechart, driven with XState's own pure `initialTransition`/`transition` (no
 * runner): it rests in the input state `state.step` names, each input state takes only its own
 * moves, the seats it awaits are the pure rules' (`awaiting`), and it agrees move for move with the
 * module over many seeded games, solo and at the table, bribes on and off.
 */
import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { createRandomGameBot } from '../../../../src/ai/kit/randomBot';
import { seatId } from '../../../../src/engine/kit/ids';
import { AWAITING_INPUT } from '../../../../src/engine/kit/machine';
import { INPUT_STEPS, miremarshMachine } from '../../../../src/engine/games/miremarsh/machine';
import { miremarshModule as G } from '../../../../src/engine/games/miremarsh/module';
import type { MiremarshMove } from '../../../../src/engine/games/miremarsh/moves';
import { awaiting } from '../../../../src/engine/games/miremarsh/rules/awaiting';
import { setupGame } from '../../../../src/engine/games/miremarsh/rules/setup';
import type { Step } from '../../../../src/engine/games/miremarsh/state';

type Snapshot = SnapshotFrom<typeof miremarshMachine>;
const names = (n: number): string[] => Array.from({ length: n }, (_, i) => `P${i + 1}`);

describe('the Miremarsh statechart', () => {
  it('agrees with the module and the pure rules on every move of many seeded games', () => {
    const seen = new Set<Step>();
    let moves = 0;
    for (let game = 0; game < 8; game++) {
      const players = 1 + (game % 5);
      const options = { creature: game % 3 === 0 ? ('chief' as const) : ('grabby' as const), bribes: game % 2 === 1 };
      let [snapshot]: [Snapshot, unknown] = initialTransition(miremarshMachine, setupGame(game, names(players), options));
      let state = G.create({ seed: game, players: names(players).map((name) => ({ name })), options }).state;
      expect(G.hash(snapshot.context.game)).toBe(G.hash(state));
      const bots = names(players).map((_, i) => createRandomGameBot(G, game * 11 + i));
      while (snapshot.context.game.step !== 'over') {
        const s = snapshot.context.game;
        seen.add(s.step);
        expect(snapshot.value, s.step).toEqual({ play: s.step });
        expect(snapshot.hasTag(AWAITING_INPUT)).toBe(true);
        const seat = awaiting(s)[0] ?? seatId(0);
        const move: MiremarshMove = bots[seat]?.choose(G.view(s, seat), seat, moves) ?? (G.legalMoves(s, seat)[0] as MiremarshMove);
        [snapshot] = transition(miremarshMachine, snapshot, move);
        const applied = G.apply(state, move);
        if (!applied.ok) throw new Error(applied.refusal.message);
        state = applied.state;
        expect(G.hash(snapshot.context.game)).toBe(G.hash(state));
        expect(snapshot.context.game.events).toEqual(applied.events);
        moves++;
      }
      expect(snapshot.status).toBe('done');
      expect(snapshot.hasTag(AWAITING_INPUT)).toBe(false);
    }
    // Random goblins meet the common decisions; a sneak or an item pick needs more luck than eight games.
    for (const step of ['act', 'attempt', 'placeCreature', 'stepCreature', 'bribeOffer', 'bribeAnswer'] as const) expect(seen, step).toContain(step);
    for (const step of seen) expect(INPUT_STEPS as readonly string[]).toContain(step);
  });

  it('ignores moves of another decision: the snapshot does not change', () => {
    const [snapshot] = initialTransition(miremarshMachine, setupGame(5, names(2), { creature: 'grabby', bribes: false }));
    expect(snapshot.context.game.step).toBe('act');
    const seat = snapshot.context.game.turn.seat;
    const wrong: MiremarshMove[] = [
      { type: 'pay', seat, option: 0, pay: [] },
      { type: 'pickItem', seat, item: 'rope' },
      { type: 'answerBribe', seat, accept: true },
      { type: 'placeCreature', seat, to: 'A1' },
    ];
    for (const move of wrong) {
      const [next] = transition(miremarshMachine, snapshot, move);
      expect(next.context, move.type).toBe(snapshot.context);
      expect(next.value).toEqual(snapshot.value);
    }
  });
});
