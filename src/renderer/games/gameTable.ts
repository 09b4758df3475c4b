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
import type { RemoteClient } from '../lan/remoteClient';
import type { LiveSaves } from '../saves/liveSaves';
import type { TableSession } from '../session/tableSession';
import type { LearnText } from './shared/learn/learnText';

/** Where in its game a save stands, in words (pure: the saves list needs no table for it). */
export type Moment = (t: T, entry: Pick<SaveEntryOk, 'round' | 'players'> & Partial<Pick<SaveEntryOk, 'scores'>>) => string;

/** Any game's session as the platform holds it: the one session interface, the view, moves and events the game's own. */
export type AnyTableSession = TableSession<unknown, BaseMove, unknown>;

/** This page's seat (or watch) at a LAN table, for one game: its session through the one interface, and the letting go. */
export interface LanSeat {
  session: AnyTableSession;
  dispose(): void;
}

/** A game's screen at a LAN table, given its seat's session and the platform's LAN row and chat. */
export interface LanTableProps {
  session: AnyTableSession;
  /** The LAN row: connection, spectator banner, watchers, clock. */
  bar: ReactNode;
  chat: ReactNode;
}

/**
 * How a game plays at a LAN host. From the moment this page sits (or watches) at a table, every
 * game's `attach` follows the client and keeps the frames of its own game; the table's screen is
 * drawn over the seat's session while a game is on (the platform draws the table's lobby between games).
 */
export interface LanPlay {
  attach(client: RemoteClient): LanSeat;
  readonly Table: ComponentType<LanTableProps>;
  /** The screen wears its own shell bar (the frame around it hides its own while it is drawn). */
  readonly ownBar: boolean;
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
  /** The game at a LAN host: its seat's session and its screen over it (the lobby, chat and connection row come from the platform). */
  readonly lan?: LanPlay;
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
