/**
 * What the renderer's platform (app frame, new-game screen, saves, LAN tables, bench) needs from a
 * game's room: one `GameTable` per game, listed in `registry.ts`. Every part that is a screen or a
 * heavy module loads on demand, so the first page holds only what a new-game screen shows.
 */
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { BaseMove } from '../../engine/kit/module';
import type { SaveEntryOk } from '../../shared/save';
import type { GameMenu } from '../app/gameMenu';
import type { SeatConfig } from '../game/types';
import type { T } from '../i18n/t';
import type { ModuleRemote } from '../lan/moduleRemote';
import type { RemoteClient } from '../lan/remoteClient';
import type { LiveSaves } from '../saves/liveSaves';
import type { TableSession } from '../session/tableSession';
import type { LearnText } from './shared/learn/learnText';

/** Where in its game a save stands, in words (pure: the saves list needs no table for it). */
export type Moment = (t: T, entry: Pick<SaveEntryOk, 'round' | 'players'> & Partial<Pick<SaveEntryOk, 'scores'>>) => string;

/** Any game's session as the platform holds it: the one session interface, the view, moves and events the game's own. */
export type AnyTableSession = TableSession<unknown, BaseMove, unknown>;

/** A game's screen at a LAN table: it reads the remote through the LAN transport (src/renderer/session). */
export interface LanTableProps { remote: ModuleRemote; bar: ReactNode; chat: ReactNode }

/** The parts of a LAN table the platform draws around a game's own LAN HUD. */
export interface LanHudProps {
  /** The LAN row: connection, spectator banner, watchers, clock. */
  bar: ReactNode;
  chat: ReactNode;
  /** The table's lobby, shown while no game is on. */
  lobby: ReactNode;
}

/**
 * A game whose LAN table reads its own remote session, shaped like its local one, in place of the
 * module remote: it follows the client from the moment this page sits (or watches) at a table.
 */
export interface LanSession {
  /** Follows `client`'s table (the game's screens read it from now on); returns the detach, back to the local game. */
  attach(client: RemoteClient): () => void;
  /** The table's LAN screen: the game's HUD over the remote session, or the lobby. */
  readonly Hud: ComponentType<LanHudProps>;
}

/** The scene `?bench=<id>` plays over and over (scripts/benchTable.mjs measures its frames). */
export interface BenchScene {
  /** The screen's root test id, present once its code has mounted. */
  testId: string;
  start(seats: SeatConfig[]): void;
  over(): boolean;
  leave(): void;
}

export interface GuidedGame {
  kinds: readonly SeatConfig['kind'][];
  start(seats: SeatConfig[]): void;
  text: { en: LearnText; ptBR: LearnText };
}

export interface GameTable {
  readonly id: string;
  /** Starts a new local game at this table. */
  start(seats: SeatConfig[], seed: string): void;
  /**
   * The game on this page through the one session interface (src/renderer/session): its local
   * game, hot-seat, bots or a replay, or the LAN seat its screen follows. The platform asks it
   * whether the game is on, and plays, leaves, undoes and steps a replay through it.
   */
  session(): AnyTableSession;
  /** The seats of this page's last game at this table, to fill the new-game form with. */
  lastConfig?(): { seats: SeatConfig[] } | null;
  /** Runs once when the page starts (save hooks, bot schedulers, debug hooks). */
  install?(): void;
  /**
   * The game's own screen over the table while its local session is active. A game without one
   * is drawn by the app frame's table and HUD.
   */
  readonly screen?: { Screen: ComponentType; load(): Promise<unknown> };
  /** The game's table at a LAN host, usually its own screen given the remote (the lobby, chat and connection bar come from the platform). */
  readonly LanTable?: ComponentType<LanTableProps>;
  /** The game's own LAN session and HUD, for a game whose LAN table is not drawn over the module remote. */
  readonly lanSession?: LanSession;
  readonly moment?: Moment;
  /** The live game's saves, when they are the library's own typed documents (the default game's; other tables register theirs in saves/gameSaves.ts). */
  readonly liveSaves?: LiveSaves;
  /** What the application menu's New game and Learn to play do (the default game's table). */
  readonly menu?: GameMenu;
  readonly guided?: GuidedGame;
  /** Shown on the new-game screen (a "learn to play" entry kept beside the form). */
  readonly NewGameEntry?: ComponentType;
  /** Fetches the table's on-demand screens in idle time, once the first frame is drawn. */
  prefetch?(): void;
  /** Drawn under every screen (a canvas kept alive between games). */
  readonly Backdrop?: ComponentType;
  /** The frame shown when no game's own screen is on (the default game's: new game, its table and HUD). */
  readonly Frame?: ComponentType;
  /** `?bench=<id>`: the table's busiest scene, run on a loop. */
  bench?(): Promise<void>;
}

/** A lazily loaded named export as a React component. */
export function lazyNamed<P extends object>(load: () => Promise<Record<string, unknown>>, name: string): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((m) => ({ default: m[name] as ComponentType<P> })));
}
