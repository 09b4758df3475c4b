/**
 * Determinism (rulings §3: "a game is reproducible from its seed and its list of moves"):
 * the same seed and moves give the same `hashState` at every step, a recorded move list
 * replays to the same final state, and different seeds give different games.
 */
import { describe, expect, it } from 'vitest';
import { MIRIANTH_ORDER, mirianthBot } from '../../../../src/ai/games/mirianth/mirianthAi';
import { runModuleGame } from '../../../../src/ai/kit/runGame';
import { mirianthModule } from '../../../../src/engine/games/mirianth/module';
import { hashState } from '../../../../src/engine/kit/stateHash';
import { applyMove, createGame, type GameState, type Move } from '../../../../src/engine/games/mirianth';
import { names } from './support/game';

function record(seed: number | string, players: number) {
  const botNames = names(players).map((p) => p.name);
  return runModuleGame({ game: mirianthModule, order: MIRIANTH_ORDER, seed, names: botNames, bots: botNames.map((_, i) => mirianthBot('random', 77 + i)) });
}

/** Replays moves from the seed, hashing every state on the way. */
function replay(seed: number | string, players: number, moves: readonly Move[]): { final: GameState; hashes: string[] } {
  let state = createGame({ seed, players: names(players) }).state;
  const hashes = [hashState(state)];
  for (const m of moves) {
    const r = applyMove(state, m);
    if (!r.ok) throw new Error(`replay refused ${m.type}: ${r.refusal.message}`);
    state = r.state;
    hashes.push(hashState(state));
  }
  return { final: state, hashes };
}

describe('determinism', () => {
  it.each([[2, 101], [3, 'table talk'], [4, 9]])('a %i-player game replays from seed %s and its moves to the same hash at every step', (players, seed) => {
    const game = record(seed, players);
    const a = replay(seed, players, game.moves);
    const b = replay(seed, players, game.moves);
    expect(a.hashes).toEqual(b.hashes);
    expect(hashState(a.final)).toBe(hashState(game.final));
    expect(a.final.step).toBe('gameOver');
  });

  it('hashes the same with or without the last move\'s events, as long as both sides do the same', () => {
    const game = record(5, 3);
    const { final } = replay(5, 3, game.moves);
    const strip = (s: GameState) => hashState({ ...s, events: [] });
    expect(strip(final)).toBe(strip(game.final));
    expect(hashState(final)).not.toBe(strip(final));
  });

  it('replays a recorded move list that went through JSON (as a save would)', () => {
    const game = record(31, 4);
    const saved = JSON.parse(JSON.stringify({ seed: 31, moves: game.moves })) as { seed: number; moves: Move[] };
    expect(hashState(replay(saved.seed, 4, saved.moves).final)).toBe(hashState(game.final));
  });

  it('gives different games for different seeds', () => {
    const hashes = new Set<string>();
    for (let seed = 0; seed < 100; seed++) hashes.add(hashState(createGame({ seed, players: names(3) }).state));
    expect(hashes.size).toBe(100);
    expect(hashState(createGame({ seed: 'a', players: names(2) }).state)).not.toBe(hashState(createGame({ seed: 'b', players: names(2) }).state));
  });

  it('treats a text seed the same every time', () => {
    expect(hashState(createGame({ seed: 'mirianth', players: names(4) }).state)).toBe(hashState(createGame({ seed: 'mirianth', players: names(4) }).state));
  });

  it('keeps in state.events only what the last move caused', () => {
    const game = record(40, 2);
    const { final } = replay(40, 2, game.moves.slice(0, 1));
    expect(final.events.map((e) => e.type)).not.toContain('decksShuffled');
    expect(final.events.length).toBeGreaterThan(0);
  });
});
