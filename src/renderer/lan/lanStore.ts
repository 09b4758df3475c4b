/**
 * The LAN side of the app as one store: which LAN screen shows, the connection (a LanClient),
 * the remote session the table reads while seated, and the desktop host this app runs. Screens
 * read it with `useLan`; everything they do goes through `lan.*` below.
 */
import { useSyncExternalStore } from 'react';
import { LanClient } from '../../shared/lan/client';
import { browserSocketFactory } from '../../shared/lan/browserSocket';
import type { HostInfo, HostingInfo, HostRequest } from '../../shared/lan/api';
import type { LanSession } from '../../shared/lan/clientState';
import { followLanRecords } from '../records/followLan';
import { lanApi, pageWsUrl, readGuestInfo } from './lanPage';
import type { LanSeats } from './seatGames';
import { seatGames } from './seatGames';
import { LanUiError } from './rules';
import { storeName, storeSession, storeWatch, storedSession, storedWatch, tabSession } from './storage';

export type LanStage = 'detecting' | 'off' | 'join' | 'host' | 'table';
/** Why the player is back at the join screen. */
export type LostReason = 'kicked' | 'replaced' | 'seatLost';

export interface LanState {
  stage: LanStage;
  /** The LAN host that serves this page (a browser guest), from its `/api/info`. */
  guestOf: HostInfo | null;
  /** The table this desktop app hosts. */
  hosting: HostingInfo | null;
  client: LanClient | null;
  /** Every game's seat at the table (its session), by game id; set while seated or watching. */
  seats: LanSeats | null;
  lost: LostReason | null;
}

type Listener = () => void;

let state: LanState = { stage: 'detecting', guestOf: null, hosting: null, client: null, seats: null, lost: null };
const listeners = new Set<Listener>();
let unwatch: (() => void) | null = null;
/** Lets go of the seated client's games (every game's seat session). */
let unseat: (() => void) | null = null;
/** Stops recording the current client's finished games. */
let unrecord: (() => void) | null = null;
/** The URL the current client talks to. */
let clientUrl: string | null = null;
/** The table password a spectator gave: taking a seat there asks for it again. */
let watchedWith: string | undefined;

function set(patch: Partial<LanState>): void {
  state = { ...state, ...patch };
  for (const l of listeners) l();
}

function makeClient(url: string, password?: string, held?: LanSession): LanClient {
  clientUrl = url;
  return new LanClient({
    url,
    socketFactory: browserSocketFactory(WebSocket),
    ...(password ? { password } : {}),
    ...(held ? { session: held } : {}),
  });
}

function dropClient(): void {
  unwatch?.();
  unwatch = null;
  unrecord?.();
  unrecord = null;
  unseat?.();
  unseat = null;
  state.client?.close();
  set({ client: null, seats: null });
}

/** Follows the seat: remembers it for a reload, and notices when it is gone. */
function watch(client: LanClient): void {
  unwatch?.();
  let kept: string | null = null;
  unwatch = client.subscribe(() => {
    const s = client.getSnapshot();
    if (s.session) {
      // A spectator who took a seat resumes that seat after a reload, not the watch.
      storeWatch(null);
      const key = JSON.stringify(s.session);
      if (key !== kept) storeSession(s.session);
      kept = key;
      return;
    }
    // A spectator holds no seat to remember; a reconnect watches again.
    if (s.watching) return;
    if (state.stage !== 'table' || state.client !== client || s.status === 'connecting' || s.status === 'reconnecting') return;
    // No seat any more: kicked, replaced by another tab, or the host did not give it back.
    storeSession(null);
    storeWatch(null);
    const lost: LostReason = s.closedReason === 'kicked' ? 'kicked' : s.closedReason === 'replaced' ? 'replaced' : 'seatLost';
    dropClient();
    set({ stage: 'join', lost });
  });
}

function seated(client: LanClient): void {
  // A spectator taking a seat keeps its connection and its screens.
  if (state.client === client && state.seats) return;
  const games = seatGames(client);
  unseat = games.release;
  watch(client);
  unrecord?.();
  unrecord = followLanRecords(client);
  set({ client, seats: games.seats, stage: 'table', lost: null });
}

async function resume(url: string, held: LanSession): Promise<void> {
  dropClient();
  const client = makeClient(url, undefined, held);
  seated(client);
  // Unreachable hosts leave the seat in storage: the connection badge offers to try again.
  await client.connect().catch(() => undefined);
}

export const lan = {
  get: (): LanState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** At start-up: a browser guest goes to the join screen (or back to its seat after a reload). */
  async detect(): Promise<void> {
    const guestOf = await readGuestInfo();
    if (guestOf) {
      set({ guestOf, stage: 'join' });
      const held = storedSession(pageWsUrl());
      if (held) await resume(pageWsUrl(), held);
      const watched = held ? null : storedWatch(pageWsUrl());
      // A spectator's page reloaded: watch again (the table may have gone: then the join screen).
      if (watched) await lan.watch(watched.url, watched.tableId, watched.name).catch(() => storeWatch(null));
      return;
    }
    // A desktop app whose window reloaded while hosting sits back down at its table.
    const hosting = await lanApi()?.hosting().catch(() => null) ?? null;
    const held = hosting ? storedSession(hosting.wsUrl, true) : null;
    if (hosting && held) {
      set({ hosting });
      await resume(hosting.wsUrl, held);
      return;
    }
    // A window that reloaded while seated at another host goes back to its seat there.
    const away = tabSession();
    if (away) {
      set({ hosting });
      await resume(away.url, away);
      return;
    }
    set({ stage: 'off', hosting });
  },

  /** Re-reads this page's host info (the guest's table list). */
  async refreshGuestInfo(): Promise<HostInfo | null> {
    const guestOf = await readGuestInfo();
    if (guestOf) set({ guestOf });
    return guestOf;
  },

  open(stage: 'join' | 'host' | 'off'): void {
    if (state.stage === 'table') return;
    if (stage === 'off') dropClient();
    set({ stage, lost: null });
  },

  /** A connection to `url` (reused when already open there), greeted with the host password. */
  async connect(url: string, password?: string): Promise<LanClient> {
    const current = state.client;
    if (current && current.getSnapshot().status === 'open' && !state.seats && clientUrl === url) return current;
    dropClient();
    const client = makeClient(url, password);
    set({ client });
    try {
      await client.connect();
    } catch (err) {
      if (state.client === client) dropClient();
      throw err;
    }
    return client;
  },

  async join(url: string, tableId: string, name: string, extra: { password?: string; seat?: number }): Promise<void> {
    const client = await lan.connect(url, extra.password);
    await client.join(tableId, name, extra);
    storeName(name);
    seated(client);
  },

  /** Watches a running (or waiting) table as a spectator: no seat, nothing hidden shown. */
  async watch(url: string, tableId: string, name: string, password?: string): Promise<void> {
    const client = await lan.connect(url, password);
    await client.watch(tableId, name, password);
    watchedWith = password;
    storeName(name);
    storeWatch(password ? null : { url, tableId, name });
    seated(client);
  },

  /** A spectator sits down in a free seat of the table they watch. */
  async takeSeat(seat: number): Promise<void> {
    const client = state.client;
    const watching = client?.getSnapshot().watching;
    if (!client || !watching) return;
    await client.join(watching.tableId, watching.name, { seat, ...(watchedWith ? { password: watchedWith } : {}) });
  },

  /** A new table on a dedicated server (`npm run serve`), with this player as its owner. */
  async create(url: string, table: string, seats: number, name: string, password?: string, game?: string): Promise<void> {
    const client = await lan.connect(url, password);
    await client.createTable(table, seats, name, password, game);
    storeName(name);
    seated(client);
  },

  /** Desktop: hosts a table on this computer and sits down as its owner. */
  async host(request: HostRequest, name: string): Promise<void> {
    const api = lanApi();
    if (!api) throw new LanUiError('lan.host.desktopOnly');
    const info = await api.host(request);
    set({ hosting: info });
    storeName(name);
    const held = storedSession(info.wsUrl, true);
    if (held && held.tableId === info.tableId) {
      await resume(info.wsUrl, held);
      return;
    }
    if (info.ownerKey === null) throw new LanUiError('lan.host.restoredNoSeat');
    const client = await lan.connect(info.wsUrl);
    await client.join(info.tableId, name, { ownerKey: info.ownerKey, seat: 0 });
    seated(client);
  },

  /** Tries the held seat again after the connection gave up. */
  reconnect(): void {
    void state.client?.connect().catch(() => undefined);
  },

  /** Gives the seat up (the owner of a desktop-hosted table closes it). */
  async leave(): Promise<void> {
    // Leaving on purpose is not a lost seat.
    unwatch?.();
    unwatch = null;
    const client = state.client;
    if (client && client.getSnapshot().status === 'open') await client.leave().catch(() => undefined);
    storeSession(null);
    storeWatch(null);
    dropClient();
    if (state.hosting) {
      await lanApi()?.stopHosting().catch(() => undefined);
      set({ hosting: null });
    }
    set({ stage: state.guestOf ? 'join' : 'off', lost: null });
  },
};

export function useLan<T>(select: (s: LanState) => T): T {
  return select(useSyncExternalStore(lan.subscribe, lan.get, lan.get));
}
