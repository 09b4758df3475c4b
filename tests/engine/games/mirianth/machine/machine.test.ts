/**
 * The statechart, driven with XState's own pure `initialTransition`/`transition` (no runner, no
 * cache): it rests in the state `state.step` names, input states carry `awaitingInput`, wrong-step
 * events leave it untouched, and it agrees move for move with `applyMove`.
 */
import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { randomMoveOf as randomMove } from '../../../../../src/ai/kit/randomBot';
import { xoroshiro128plus } from '../../../../../src/ai/games/mirianth/rng';
import { hashState } from '../../../../../src/engine/kit/stateHash';
import { applyMove, awaitingSeats, createGame, legalMoves, type GameState, type Move, type StepId } from '../../../../../src/engine/games/mirianth';
import { mirianthMachine } from '../../../../../src/engine/games/mirianth/machine/machine';
import { awaitsInput, machineValue, STEP_STATE } from '../../../../../src/engine/games/mirianth/machine/runner';
import { newGameState } from '../../../../../src/engine/games/mirianth/rules/setup';
import { at, defined, names, refusal, S0 } from '../support/game';
import { preset } from '../support/preset';
import { MIRIANTH_STEP_PHASE, MIRIANTH_STEPS } from '../../../../../src/engine/games/mirianth/phases';

type Snapshot = SnapshotFrom<typeof mirianthMachine>;

/** The steps of the two playing phases (from the statechart's phase map, not its tags, which are under test). */
const INPUT_STEPS: StepId[] = MIRIANTH_STEPS.filter((s) => MIRIANTH_STEP_PHASE[s] === 'negotiation' || MIRIANTH_STEP_PHASE[s] === 'resolution');

function start(seed: number, players: number): Snapshot {
  const [snapshot] = initialTransition(mirianthMachine, newGameState({ seed, players: names(players) }));
  return snapshot;
}

/** The move an event would be: the machine's events are the moves themselves. */
function send(snapshot: Snapshot, move: Move): Snapshot {
  const [next] = transition(mirianthMachine, snapshot, move);
  return next;
}

describe('the statechart', () => {
  it('starts where createGame does: the first round\'s announcements, tagged as awaiting input', () => {
    const snapshot = start(5, 3);
    expect(snapshot.value).toEqual(STEP_STATE.announcing);
    expect(snapshot.context.game.step).toBe('announcing');
    expect(snapshot.hasTag('awaitingInput')).toBe(true);
    expect(hashState(snapshot.context.game)).toBe(hashState(createGame({ seed: 5, players: names(3) }).state));
  });

  it('rests, move after move, in the state named by state.step, with the same state applyMove gives', () => {
    const seen = new Set<StepId>();
    for (let game = 0; game < 12; game++) {
      const players = 2 + (game % 3);
      const rng = xoroshiro128plus(1000 + game);
      let snapshot = start(game, players);
      let state: GameState = createGame({ seed: game, players: names(players) }).state;
      while (snapshot.context.game.step !== 'gameOver') {
        const step = snapshot.context.game.step;
        seen.add(step);
        expect(snapshot.value, step).toEqual(STEP_STATE[step]);
        expect(snapshot.hasTag('awaitingInput'), step).toBe(true);
        const who = at(awaitingSeats(snapshot.context.game), 0);
        const move = defined(randomMove(rng, legalMoves(snapshot.context.game, who)));
        snapshot = send(snapshot, move);
        const applied = applyMove(state, move);
        if (!applied.ok) throw new Error(applied.refusal.message);
        state = applied.state;
        expect(hashState(snapshot.context.game)).toBe(hashState(state));
      }
      expect(snapshot.value).toBe('gameOver');
      expect(snapshot.status).toBe('done');
      expect(snapshot.hasTag('awaitingInput')).toBe(false);
    }
    // Peddlers are rare in a dozen games; every other input step was visited.
    for (const step of INPUT_STEPS) if (step !== 'peddler') expect(seen).toContain(step);
  });

  it('ignores events of another step: the snapshot does not change', () => {
    const snapshot = start(8, 2);
    const wrong: Move[] = [
      { type: 'fight', seat: S0, monster: at(defined(snapshot.context.game.round).revealed, 0) },
      { type: 'accept', seat: S0 },
      { type: 'skipAttach', seat: S0 },
      { type: 'discardHeroes', seat: S0, cards: [] },
    ];
    for (const move of wrong) {
      const next = send(snapshot, move);
      expect(next.context, move.type).toBe(snapshot.context);
      expect(next.value).toEqual(snapshot.value);
    }
    const s = createGame({ seed: 8, players: names(2) }).state;
    for (const move of wrong) expect(refusal(s, move).code).toBe('wrongStep');
  });

  it('ignores moves its guards refuse, and sends nothing to a finished game', () => {
    const snapshot = start(8, 2);
    const locked = send(snapshot, { type: 'lock', seat: S0 });
    expect(locked.context).toBe(snapshot.context);
    const over = preset([['ruby']]).state;
    expect(over.step).toBe('gameOver');
    expect(refusal(over, { type: 'lock', seat: S0 }).code).toBe('gameOver');
  });

  it('maps every resting step to a state of the machine, tagged as input exactly for the input steps', () => {
    for (const step of Object.keys(STEP_STATE) as StepId[]) {
      const snapshot = mirianthMachine.resolveState({ value: STEP_STATE[step], context: { game: { ...createGame({ seed: 1, players: names(2) }).state, step } } });
      expect(snapshot.value, step).toEqual(STEP_STATE[step]);
      expect(snapshot.hasTag('awaitingInput'), step).toBe(INPUT_STEPS.includes(step));
    }
  });

  it('is rebuilt from a plain JSON copy of the state, and goes on exactly as the original', () => {
    let state = createGame({ seed: 21, players: names(3) }).state;
    const rng = xoroshiro128plus(21);
    for (let i = 0; i < 400 && state.step !== 'gameOver'; i++) {
      const copy = JSON.parse(JSON.stringify(state)) as GameState;
      expect(machineValue(copy)).toEqual(STEP_STATE[copy.step]);
      expect(awaitsInput(copy)).toBe(true);
      const who = at(awaitingSeats(state), 0);
      const move = defined(randomMove(rng, legalMoves(state, who)));
      const a = applyMove(state, move);
      const b = applyMove(copy, move);
      if (!a.ok || !b.ok) throw new Error('refused');
      expect(hashState(b.state)).toBe(hashState(a.state));
      state = a.state;
    }
  });
});
