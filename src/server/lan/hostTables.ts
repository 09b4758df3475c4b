/**
 * The LAN host's tables: their shared dependencies (clock, AI, autosaves), creating one, the rules
 * for who may create one (the router's `HostContext`), restoring autosaved tables after a restart and
 * inspecting one in the host's own process.
 */
import { hostname } from 'node:os';
import { DEFAULT_GAME_ID } from '../../engine/registry';
import { LIMITS } from '../../shared/lan/protocol';
import { plainText } from '../../shared/lan/sanitize';
import { inlineAiRunner, REGISTERED_AI_GAMES, type AiGames } from './aiRunner';
import { AuthGuard, DEFAULT_AUTH_LIMITS } from './authGuard';
import { AutosaveStore, type AutosaveProblem } from './autosave';
import { autosaveOf } from './autosaveFormat';
import { loadAutosaveKey } from './autosaveKey';
import type { Clock } from './clock';
import type { Conn } from './conn';
import type { LanHostOptions, NewTable, TableInspection } from './host';
import { isLoopback } from './peers';
import { restoreTable } from './restore';
import type { HostContext } from './router';
import { digestPassword, digestToken, newTableId, newToken, type PasswordDigest } from './secrets';
import { Table, type TableDeps } from './table';
import { hostableGame, tableGame } from './tableGame';
import { defaultTableOptions, type TableOptions } from './tableModel';

export interface HostTables {
  readonly tables: Map<string, Table>;
  readonly deps: TableDeps;
  readonly autosave: AutosaveStore | null;
  readonly games: AiGames;
  readonly defaultGame: string;
  readonly maxTables: number;
  /** Whether the per-address limits apply to this address (loopback is exempt unless told otherwise). */
  limitsApply(ip: string): boolean;
  /** The game is checked by the caller (`tableGame`). */
  createTable(t: NewTable, password: PasswordDigest | null, creator: Conn | null): { table: Table; ownerKey: string };
}

export async function openHostTables(options: LanHostOptions, clock: Clock, log: (line: string) => void): Promise<HostTables> {
  const games = options.games ?? REGISTERED_AI_GAMES;
  const tables = new Map<string, Table>();
  const autosaveKey = options.autosaveDir ? await loadAutosaveKey(options.autosaveDir) : null;
  const autosave = options.autosaveDir ? new AutosaveStore(options.autosaveDir, log, autosaveKey, games.catalog) : null;
  const limitsApply = (ip: string): boolean => options.limitLoopback === true || !isLoopback(ip);
  const deps: TableDeps = {
    clock,
    aiDelayMs: options.aiDelayMs ?? 0,
    ai: options.ai ?? inlineAiRunner(games),
    log,
    persist: (t) => { if (autosave && autosaveKey) autosave.save(t.id, () => autosaveOf(t, new Date(clock.now()), autosaveKey)); },
    forget: (t) => autosave?.remove(t.id),
    dispose(t) {
      t.close();
      tables.delete(t.id);
      autosave?.remove(t.id);
    },
    kickBanMs: (options.kickBanSeconds ?? 600) * 1000,
    limitsApply,
    games,
  };
  const defaultGame = options.game ?? DEFAULT_GAME_ID;
  if (!hostableGame(defaultGame, games.catalog)) throw new Error(`This host cannot run the game "${defaultGame}"`);

  function createTable(t: NewTable, password: PasswordDigest | null, creator: Conn | null): { table: Table; ownerKey: string } {
    const game = t.game ?? defaultGame;
    const name = plainText(t.name, LIMITS.tableName) || (hostableGame(game, games.catalog)?.name.en ?? 'Mirianth Wars');
    const opts: TableOptions = { ...defaultTableOptions(name, t.seats, game), ...t.options, password };
    const ownerKey = newToken();
    const table = new Table(newTableId(), opts, digestToken(ownerKey), deps, creator && { connId: creator.id, ip: creator.ip });
    tables.set(table.id, table);
    table.checkIdle();
    return { table, ownerKey };
  }

  return { tables, deps, autosave, games, defaultGame, maxTables: options.maxTables ?? 64, limitsApply, createTable };
}

/** What the frame router may do with the host: its name and password, and creating tables within the limits. */
export function hostContext(options: LanHostOptions, host: HostTables, clock: Clock, closing: () => boolean): HostContext {
  const { tables, maxTables } = host;
  const tablesPerConn = options.maxTablesPerConnection ?? 2;
  const tablesPerIp = options.maxTablesPerIp ?? 4;
  const ctx: HostContext = {
    serverName: plainText(options.serverName ?? hostname(), LIMITS.tableName) || 'Mirianth host',
    hostPassword: options.password ? digestPassword(options.password) : null,
    now: () => clock.now(),
    closing,
    tables,
    guard: new AuthGuard(options.authLimits ?? DEFAULT_AUTH_LIMITS, () => clock.now()),
    mayCreate(conn) {
      if (options.allowRemoteCreate === false) return { code: 'createNotAllowed', message: 'This host does not take new tables' };
      if (tables.size >= maxTables) return { code: 'tooManyTables', message: `This host runs ${maxTables} tables at most` };
      const mine = [...tables.values()].filter((t) => t.creator !== null);
      if (mine.filter((t) => t.creator?.connId === conn.id).length >= tablesPerConn) {
        return { code: 'tooManyTables', message: `One connection may open ${tablesPerConn} tables at most` };
      }
      if (host.limitsApply(conn.ip) && mine.filter((t) => t.creator?.ip === conn.ip).length >= tablesPerIp) {
        return { code: 'tooManyTables', message: `One address may open ${tablesPerIp} tables at most` };
      }
      return null;
    },
    createTable(name, seats, password, creator, game = host.defaultGame) {
      const checked = tableGame(game, seats, host.games.catalog);
      if ('code' in checked) return checked;
      // Checked again: a password digest was made in between.
      return ctx.mayCreate(creator) ?? host.createTable({ name, seats, game }, password, creator);
    },
  };
  return ctx;
}

/** A table's full state and moves, for tests and diagnostics: never put on the wire. */
export function inspectTable(t: Table): TableInspection {
  const s = t.session;
  return { phase: t.phase, seed: s ? s.setup.seed : null, gameName: t.module.id, game: s ? s.state : null, gameMoves: s ? [...s.moves] : [] };
}

/** Reopens the autosaved tables not open yet; a table that cannot be restored is named with its problem. */
export async function restoreTables(host: HostTables): Promise<{ restored: string[]; problems: AutosaveProblem[] }> {
  if (!host.autosave) return { restored: [], problems: [] };
  const { loaded, problems } = await host.autosave.loadAll();
  const restored: string[] = [];
  for (const { file, save } of loaded) {
    if (host.tables.has(save.table.id)) continue;
    try {
      host.tables.set(save.table.id, restoreTable(save, host.deps));
      restored.push(save.table.id);
    } catch (err) {
      problems.push({ file, problem: err instanceof Error ? err.message : String(err) });
    }
  }
  return { restored, problems };
}
