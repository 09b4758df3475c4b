import { mirianthInspect, mirianthMove } from '../../support/mirianthLan';
import { afterEach, describe, expect, it } from 'vitest';
import { hashState } from '../../../src/engine/kit/stateHash';
import { applyMove, createGame, playerView, seatId, type GameState } from '../../../src/engine/games/mirianth';
import { closeOpened, driveAll, readyAndStart, seatedTable, startHost } from '../../../src/server/lan/harness';

afterEach(closeOpened);

describe('a full game over loopback', () => {
  it('4 bot-driven clients finish a game; the host state equals a local replay of the same moves', async () => {
    const host = await startHost();
    const seated = await seatedTable(host, 4);
    const clients = seated.clients;
    // The opening view carries the setup's events, so guests see the shuffle and the first reveal.
    const opening: string[] = [];
    clients[1]?.client.onMessage((m) => { if (m.type === 'game' && m.moveNo === 0) opening.push(...m.events.map((e) => e.type)); });
    await readyAndStart(clients);
    // Seat 2 records its (merged) view after every update, to compare with the replay below.
    const seen = new Map<number, string>();
    const watcher = clients[2];
    watcher?.client.subscribe(() => {
      const g = watcher.client.getSnapshot().game;
      if (g && !seen.has(g.moveNo)) seen.set(g.moveNo, hashState(g.view));
    });
    const { drivers, moves } = driveAll(clients, 7);
    const finals = await Promise.all(drivers.map((d) => d.done));

    const hosted = mirianthInspect(host, seated.tableId);
    if (!hosted?.state || hosted.seed === null) throw new Error('no game on the host');
    expect(hosted.state.step).toBe('gameOver');
    expect(opening).toContain('decksShuffled');
    expect(opening).toContain('cardRevealed');
    expect(moves.size).toBe(hosted.moves.length);

    // Replay what the clients sent, in the order the host numbered it, from the host's seed.
    let state: GameState = createGame({ seed: hosted.seed, players: [1, 2, 3, 4].map((n) => ({ name: `Player ${n}` })) }).state;
    let viewsChecked = 0;
    for (let n = 1; n <= moves.size; n++) {
      const move = moves.get(n);
      if (!move) throw new Error(`move ${n} missing`);
      const r = applyMove(state, mirianthMove(move));
      if (!r.ok) throw new Error(`replay refused move ${n}: ${r.refusal.message}`);
      state = r.state;
      const view = seen.get(n);
      if (view !== undefined) {
        expect(view).toBe(hashState(playerView(state, seatId(2))));
        viewsChecked += 1;
      }
    }
    // Updates carry only new card definitions: the merged view was exact after every move.
    expect(viewsChecked).toBeGreaterThan(moves.size / 2);
    expect(hashState(state)).toBe(hashState(hosted.state));
    // And every client ended on exactly its own view of that state.
    finals.forEach((snap, seat) => {
      expect(snap.game?.moveNo).toBe(moves.size);
      expect(hashState(snap.game?.view)).toBe(hashState(playerView(hosted.state as GameState, seatId(seat))));
    });
  }, 30_000);
});
