/**
 * The LAN carries the game id (issue 13): tables, the lobby's messages, `/api/info` entries and
 * autosaves name the game; a host refuses a game it lacks; a client refuses only a table of a
 * game it does not know, and says so. Messages and autosaves from before game ids are Mirianth's.
 */
import { mirianthInspect } from '../../support/mirianthLan';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  closeOpened, driveAll, makeClient, readyAndStart, seatedTable, startHost, until,
} from '../../../src/server/lan/harness';
import { LanError } from '../../../src/shared/lan/clientErrors';
import { LanClient } from '../../../src/shared/lan/client';
import { clientMessageSchema } from '../../../src/shared/lan/clientMessages';
import { parseHostMessage } from '../../../src/shared/lan/hostMessages';
import { PROTOCOL_VERSION } from '../../../src/shared/lan/protocol';
import type { SocketHandlers } from '../../../src/shared/lan/socket';
import type { TableView } from '../../../src/shared/lan/tableView';

let dir = '';
afterEach(async () => {
  await closeOpened();
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = '';
});

describe('tables name their game', () => {
  it('in the table view, the table list and /api/info', async () => {
    const host = await startHost();
    const { clients } = await seatedTable(host, 1, 2);
    const owner = clients[0];
    if (!owner) throw new Error('client');
    expect(owner.client.getSnapshot().table?.game).toBe('mirianth-wars');
    expect((await owner.client.listTables()).map((t) => t.game)).toEqual(['mirianth-wars']);
    expect(host.tableSummaries()[0]?.game).toBe('mirianth-wars');
    const info = await (await fetch(`http://127.0.0.1:${host.port}/api/info`)).json() as { tables: { game: string }[] };
    expect(info.tables.map((t) => t.game)).toEqual(['mirianth-wars']);
  });

  it('createTable may name the game; the host refuses one it lacks with its own code', async () => {
    const host = await startHost();
    const c = makeClient(host);
    await c.client.connect();
    await c.client.createTable('Named', 2, 'Ana', undefined, 'mirianth-wars');
    expect(c.client.getSnapshot().table?.game).toBe('mirianth-wars');
    const other = makeClient(host);
    await other.client.connect();
    const refused = await other.client.createTable('Dwarves', 2, 'Bia', undefined, 'tetris').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(LanError);
    expect(refused).toMatchObject({ code: 'unknownGame', message: 'This host does not have the game "tetris"' });
    expect(() => host.createTable({ name: 'x', seats: 2, game: 'tetris' })).toThrow(/does not have the game "tetris"/);
    expect(clientMessageSchema.safeParse({ type: 'createTable', name: 'a', table: 'b', seats: 2, game: 'Not An Id' }).success).toBe(false);
  });

  it('a host started for a game it cannot run does not start', async () => {
    await expect(startHost({ game: 'chess' })).rejects.toThrow(/cannot run the game "chess"/);
  });
});

describe('a client refuses only games it does not know', () => {
  /** A LanClient over a scripted host that seats it at a table of `game`. */
  async function seatedAt(game: string): Promise<{ client: LanClient; sent: string[]; joinError: unknown }> {
    const sent: string[] = [];
    let handlers: SocketHandlers | null = null;
    const table: TableView = {
      id: 'a1b2c3d4e5f6', game, name: 'Mesa', phase: 'lobby', seats: [],
      options: { hasPassword: false, dropPolicy: 'wait', holdSeconds: 120, turnClockSeconds: null }, botLevels: ['random'],
    };
    const client = new LanClient({
      url: 'ws://host/ws', heartbeatMs: 0, reconnect: false,
      socketFactory: (_url, h) => {
        handlers = h;
        queueMicrotask(() => h.open());
        return {
          send(data: string) {
            sent.push(data);
            const msg = JSON.parse(data) as { type: string; id?: number };
            const reply = (m: object) => queueMicrotask(() => handlers?.message(JSON.stringify(m)));
            if (msg.type === 'hello') reply({ type: 'welcome', id: msg.id, v: PROTOCOL_VERSION, server: 'scripted' });
            if (msg.type === 'join') {
              reply({ type: 'joined', id: msg.id, tableId: table.id, seat: 0, token: 'abcdefghijklmnopqrstuv', owner: false });
              reply({ type: 'table', table });
            }
            if (msg.type === 'leave') reply({ type: 'ok', id: msg.id });
          },
          close() { /* scripted */ },
        };
      },
    });
    await client.connect();
    const joinError = await client.join(table.id, 'Ana').then(() => null, (e: unknown) => e);
    await until(() => client.getSnapshot().table !== null || client.getSnapshot().lastError !== null, 2000, 'table');
    return { client, sent, joinError };
  }

  it('sits at a table of a known game', async () => {
    const { client, joinError } = await seatedAt('mirianth-wars');
    expect(joinError).toBeNull();
    expect(client.getSnapshot().table?.game).toBe('mirianth-wars');
    expect(client.getSnapshot().lastError).toBeNull();
    client.close();
  });

  it('gives back the seat at a table of an unknown game and says why', async () => {
    const { client, sent, joinError } = await seatedAt('tetris');
    // Here the table arrives with the answer to join, so the join itself fails with that reason.
    expect(joinError).toMatchObject({ code: 'unknownGame' });
    const s = client.getSnapshot();
    expect(s.table).toBeNull();
    expect(s.session).toBeNull();
    expect(s.lastError).toEqual({ code: 'unknownGame', message: expect.stringMatching(/plays "tetris", a game this app does not have/) as unknown as string });
    expect(sent.some((f) => (JSON.parse(f) as { type: string }).type === 'leave')).toBe(true);
    client.close();
  });

  it('reads tables from a host older than game ids as Mirianth tables', () => {
    const table = parseHostMessage(JSON.stringify({ type: 'table', table: { id: 'a1b2c3d4e5f6', name: 'Old', phase: 'lobby', seats: [] } }));
    expect(table?.type === 'table' && table.table.game).toBe('mirianth-wars');
    const list = parseHostMessage(JSON.stringify({ type: 'tables', tables: [{ id: 'a', name: 'Old' }, { id: 'b', game: 'tetris' }] }));
    expect(list?.type === 'tables' && list.tables.map((t) => t.game)).toEqual(['mirianth-wars', 'tetris']);
  });

  it('drops a game view of a game it does not know', () => {
    const frame = (game: string) => JSON.stringify({ type: 'game', view: { game, players: [] }, full: true, events: [], moveNo: 0, clock: [] });
    expect(parseHostMessage(frame('mirianth-wars'))).not.toBeNull();
    expect(parseHostMessage(frame('tetris'))).toBeNull();
  });
});

describe('LAN autosaves carry the game', () => {
  async function runningAutosave(): Promise<{ file: string; json: Record<string, unknown> & { table: Record<string, unknown> } }> {
    dir = await mkdtemp(join(tmpdir(), 'mirianth-lan-game-'));
    const host = await startHost({ autosaveDir: dir });
    const t = await seatedTable(host, 2, 2);
    await readyAndStart(t.clients);
    driveAll(t.clients, 9);
    await until(() => (mirianthInspect(host, t.tableId)?.moves.length ?? 0) >= 20, 15_000, 'move 20');
    await closeOpened();
    const [name] = (await readdir(dir)).filter((f) => f.endsWith('.json'));
    if (!name) throw new Error('no autosave');
    const file = join(dir, name);
    return { file, json: JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown> & { table: Record<string, unknown> } };
  }

  it('names the game beside the table, restores it, and refuses a game the host lacks by name', async () => {
    const { file, json } = await runningAutosave();
    expect(json.table['game']).toBe('mirianth-wars');
    expect(json.table['options']).not.toHaveProperty('game');

    const again = await startHost({ autosaveDir: dir });
    const back = await again.restoreAutosaves();
    expect(back.problems).toEqual([]);
    expect(again.tableSummaries().map((s) => s.game)).toEqual(['mirianth-wars']);
    await closeOpened();

    await writeFile(file, JSON.stringify({ ...json, table: { ...json.table, game: 'tetris' } }));
    const third = await startHost({ autosaveDir: dir });
    const refused = await third.restoreAutosaves();
    expect(refused.restored).toEqual([]);
    expect(refused.problems[0]?.problem).toMatch(/a table of the game "tetris", which this host does not have/);
  }, 60_000);

  it('restores an autosave written before game ids as Mirianth Wars', async () => {
    const { file, json } = await runningAutosave();
    const { game: _game, ...table } = json.table;
    await writeFile(file, JSON.stringify({ ...json, table }));
    const host = await startHost({ autosaveDir: dir });
    const back = await host.restoreAutosaves();
    expect(back.problems).toEqual([]);
    expect(host.tableSummaries()[0]?.game).toBe('mirianth-wars');
  }, 60_000);
});
