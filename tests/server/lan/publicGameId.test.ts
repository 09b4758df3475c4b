/**
 * A full game view names the game by a public id (the table id and the start time) so a player's
 * records can key on it: the same for every seat and spectator and after a resume, another for
 * the next game. It is not the host's own game id, which folds in the seed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createRandomGameBot } from '../../../src/ai/kit/randomBot';
import { nainsModule } from '../../../src/engine/games/nains/module';
import { publicGameId } from '../../../src/server/lan/session';
import { driveWithBot } from '../../../src/shared/lan/botDriver';
import { closeOpened, makeClient, readyAndStart, startedPair, startHost, until } from '../../../src/server/lan/harness';

afterEach(closeOpened);

describe('the public game id of a LAN game', () => {
  it('is the table id and the start time in base 36', () => {
    expect(publicGameId('0123456789ab', '2026-12-03T07:00:00.000Z')).toBe(`lan-0123456789ab-${Date.parse('2026-12-03T07:00:00.000Z').toString(36)}`);
    expect(publicGameId('0123456789ab', 'not a date')).toBe('lan-0123456789ab-0');
  });

  it('reaches every seat and spectator in full views, the same for all, and a new game gets a new one', async () => {
    const host = await startHost({ game: 'nains' });
    const { tableId, clients, owner, guest } = await startedPair(host);
    await until(() => owner.client.getSnapshot().game?.gameId !== undefined && guest.client.getSnapshot().game !== null, 2000, 'the opening views');
    const id = owner.client.getSnapshot().game?.gameId ?? null;
    expect(id).toMatch(new RegExp(`^lan-${tableId}-[0-9a-z]+$`));
    expect(guest.client.getSnapshot().game?.gameId).toBe(id);
    const watcher = makeClient(host);
    await watcher.client.connect();
    await watcher.client.watch(tableId, 'Bia');
    await until(() => watcher.client.getSnapshot().game !== null, 2000, 'the spectator view');
    expect(watcher.client.getSnapshot().game?.gameId).toBe(id);

    // A dropped guest resumes into the same game, named the same.
    guest.drop();
    await until(() => guest.client.getSnapshot().status === 'reconnecting', 2000, 'the drop');
    await until(() => guest.client.getSnapshot().status === 'open' && guest.client.getSnapshot().game !== null, 5000, 'the resume');
    expect(guest.client.getSnapshot().game?.gameId).toBe(id);

    // Played to the end, the next game at the table is another game.
    await Promise.all(clients.map((c, i) => {
      const bot = createRandomGameBot(nainsModule, 70 + i);
      return driveWithBot({ client: c.client, bot: { kind: 'random', choose: bot.choose.bind(bot) } }).done;
    }));
    await until(() => owner.client.getSnapshot().table?.phase === 'over', 2000, 'the end');
    expect(owner.client.getSnapshot().game?.gameId).toBe(id);
    await readyAndStart(clients);
    await until(() => owner.client.getSnapshot().game?.moveNo === 0 && owner.client.getSnapshot().game?.gameId !== id, 2000, 'the next game');
    expect(owner.client.getSnapshot().game?.gameId).toMatch(new RegExp(`^lan-${tableId}-[0-9a-z]+$`));
  }, 30_000);
});
