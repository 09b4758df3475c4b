/**
 * The machine's context updates skip xstate's snapshot rebuild (machine/lightAssign.ts). With the
 * shortcut on or off, the same seeds and bots must play the same games: the same moves, the same
 * state hash and statechart value after every move.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { MIRIANTH_ORDER, mirianthBot } from '../../../src/ai/games/mirianth/mirianthAi';
import { runModuleGame } from '../../../src/ai/kit/runGame';
import { mirianthModule } from '../../../src/engine/games/mirianth/module';
import { hashState } from '../../../src/engine/kit/stateHash';
import { applyMove, createGame, legalMoves, type GameState } from '../../../src/engine/games/mirianth';
import { lightAssignEnabled } from '../../../src/engine/kit/lightAssign';
import { awaitsInput, machineValue } from '../../../src/engine/games/mirianth/machine/runner';
import { S0 } from '../games/mirianth/support/game';

function play(seed: number, players: number) {
  const names = ['A', 'B', 'C', 'D'].slice(0, players);
  const trail: string[] = [];
  const log = (_: unknown, state: GameState) => {
    trail.push(`${hashState(state)} ${JSON.stringify(machineValue(state))} ${awaitsInput(state)}`);
  };
  const game = runModuleGame({ game: mirianthModule, order: MIRIANTH_ORDER, seed, names, bots: names.map((_, i) => mirianthBot('random', seed * 4 + i)), onEvents: log });
  return { moves: game.moves, trail };
}

afterEach(() => {
  lightAssignEnabled.on = true;
});

function valuesAroundOneLock() {
  const { state } = createGame({ seed: 3, players: ['A', 'B', 'C', 'D'].map((name) => ({ name })) });
  // An announcement without locking in: the seat still has to lock, so the step stays.
  const move = legalMoves(state, S0).find((m) => m.type === 'announce' && !m.lock);
  if (!move) throw new Error('no plain announcement offered');
  const applied = applyMove(state, move);
  if (!applied.ok) throw new Error(applied.refusal.message);
  expect(applied.state.step).toBe('announcing');
  return [machineValue(state), machineValue(applied.state)];
}

describe('light assign', () => {
  it('keeps the snapshot\'s state value object when a move changes only the context', () => {
    const [before, after] = valuesAroundOneLock();
    expect(after).toBe(before);
    lightAssignEnabled.on = false;
    const [plainBefore, plainAfter] = valuesAroundOneLock();
    expect(plainAfter).toEqual(plainBefore);
    expect(plainAfter).not.toBe(plainBefore);
  });

  it.each([[2, 5], [3, 17], [4, 42]])('a %i-player game from seed %i plays the same with xstate\'s own assign', (players, seed) => {
    lightAssignEnabled.on = false;
    const plain = play(seed, players);
    lightAssignEnabled.on = true;
    const light = play(seed, players);
    expect(light.moves.length).toBeGreaterThan(50);
    expect(light.moves).toEqual(plain.moves);
    expect(light.trail).toEqual(plain.trail);
  });
});
