/**
 * Issue 13, "shown by": the toy module (tests/support/toyGame), which no platform file imports,
 * plays through the generic replay and undo core and the CLI's game lookup and listing, given a
 * test catalog holding it beside the registry's games. (Mirianth's save documents are still typed
 * for Mirianth; see the seam2 report.)
 */
import { describe, expect, it } from 'vitest';
import { createRandomGameBot } from '../../../src/ai/kit/randomBot';
import { runModuleGame } from '../../../src/ai/kit/runGame';
import { gameListings } from '../../../src/cli/commands/games';
import { resolveGame } from '../../../src/cli/game';
import { UsageError } from '../../../src/cli/types';
import { seatId } from '../../../src/engine/kit/ids';
import { gameCatalog, GAMES } from '../../../src/engine/registry';
import { cutModuleTimeline, moduleUndoTarget, replayModule, type ModuleSetup } from '../../../src/shared/save/moduleTimeline';
import { toyGame, type ToyState } from '../../support/toyGame';

const catalog = gameCatalog([...GAMES, toyGame]);
const setup: ModuleSetup = { seed: 11, mode: 'local', seats: [{ name: 'Ana', kind: 'human' }, { name: 'Bot', kind: 'bot' }] };

function played(seed: number) {
  const bots = [createRandomGameBot(toyGame, seed), createRandomGameBot(toyGame, seed + 1)];
  return runModuleGame({ game: toyGame, seed, names: setup.seats.map((s) => s.name), bots });
}

describe('the toy module through the platform seam', () => {
  it('replays a whole game from its (untrusted, JSON) move log to the same position', () => {
    for (const seed of [11, 12, 13]) {
      const game = played(seed);
      const log = JSON.parse(JSON.stringify(game.moves)) as unknown[];
      const r = replayModule(catalog.find('toy-duel') ?? toyGame, { ...setup, seed }, log);
      if (!r.ok) throw new Error(r.message);
      const last = r.timeline.states[r.timeline.states.length - 1];
      expect(toyGame.hash(last as ToyState)).toBe(toyGame.hash(game.final));
      expect(r.timeline.barrier).toHaveLength(game.moves.length);
    }
  });

  it('refuses a tampered move and a rules version the module does not have', () => {
    const game = played(11);
    const log = JSON.parse(JSON.stringify(game.moves)) as { amount?: number }[];
    const first = log[0];
    if (first) first.amount = 9;
    expect(replayModule(toyGame, setup, log)).toMatchObject({ ok: false, index: 0 });
    expect(replayModule(toyGame, setup, [], 7)).toMatchObject({ ok: false, message: 'Toy Duel has no rules version 7' });
  });

  it('undo takes back the human\'s bid but never crosses the reveal (a barrier the module reports)', () => {
    const start = replayModule(toyGame, setup, []);
    if (!start.ok) throw new Error(start.message);
    // Ana bids; undo may take it back (the bids are still hidden).
    const one = replayModule(toyGame, setup, [{ type: 'bid', seat: 0, amount: 1 }]);
    if (!one.ok) throw new Error(one.message);
    expect(moduleUndoTarget(one.timeline, seatId(0))).toBe(0);
    expect(moduleUndoTarget(one.timeline, seatId(1))).toBeNull();
    const undone = cutModuleTimeline(one.timeline, 0);
    expect(toyGame.hash(undone.states[0] as ToyState)).toBe(toyGame.hash(start.timeline.states[0] as ToyState));
    // The bot's bid reveals both and rolls the die: Ana's bid can no longer be taken back.
    const two = replayModule(toyGame, setup, [{ type: 'bid', seat: 0, amount: 1 }, { type: 'bid', seat: 1, amount: 2 }]);
    if (!two.ok) throw new Error(two.message);
    expect(two.timeline.barrier).toEqual([false, true]);
    expect(moduleUndoTarget(two.timeline, seatId(0))).toBeNull();
    // And never in a LAN game.
    expect(moduleUndoTarget({ ...one.timeline, setup: { ...setup, mode: 'lan' } }, seatId(0))).toBeNull();
  });

  it('is found and listed by the CLI through a catalog, like a registered game', () => {
    expect(resolveGame('toy-duel', catalog)).toBe(toyGame);
    expect(() => resolveGame('toy-duel')).toThrow(UsageError);
    expect(gameListings(catalog)).toEqual([
      { id: 'mirianth-wars', name: 'Mirianth Wars', minPlayers: 2, maxPlayers: 4, rulesVersion: GAMES[0]?.rulesVersion },
      { id: 'nains', name: 'Nains', minPlayers: 2, maxPlayers: 5, rulesVersion: 1 },
      { id: 'miremarsh', name: 'Miremarsh', minPlayers: 1, maxPlayers: 5, rulesVersion: 1 },
      { id: 'toy-duel', name: 'Toy Duel', minPlayers: 2, maxPlayers: 2, rulesVersion: 1 },
    ]);
  });
});
