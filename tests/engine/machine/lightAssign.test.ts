/**
 * The machine's context updates skip xstate's snapshot rebuild (machine/lightAssign.ts). With the
 * shortcut on or off, the same seeds and bots must play the same games: the same moves, the same
 * state hash and statechart value after every move.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createBot } from '../../../src/ai/bots';
import { runGame } from '../../../src/ai/runGame';
import { hashState, type GameState } from '../../../src/engine';
import { lightAssignEnabled } from '../../../src/engine/machine/lightAssign';
import { awaitsInput, machineValue } from '../../../src/engine/machine/runner';

function play(seed: number, players: number) {
  const names = ['A', 'B', 'C', 'D'].slice(0, players);
  const trail: string[] = [];
  const log = (_: unknown, state: GameState) => {
    trail.push(`${hashState(state)} ${JSON.stringify(machineValue(state))} ${awaitsInput(state)}`);
  };
  const game = runGame({ seed, names, bots: names.map((_, i) => createBot('random', seed * 4 + i)), onEvents: log });
  return { moves: game.moves, trail };
}

afterEach(() => {
  lightAssignEnabled.on = true;
});

describe('light assign', () => {
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
