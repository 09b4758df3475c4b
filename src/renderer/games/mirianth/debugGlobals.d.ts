/** Mirianth's debug hooks on `window`, for tests (game/debugHook.ts, saves/savesDebug.ts): typed with its own states and moves. */
import type { SeatId } from '../../../engine/kit/ids';
import type { DomainEvent, GameState, Move, PlayerView } from '../../../engine/games/mirianth';

declare global {
  /** Read-only view of the game session, for tests (see game/debugHook.ts). */
  interface MirianthDebug {
    state(): GameState | null;
    config(): { seats: { name: string; kind: 'human' | 'easy' | 'normal' | 'hard' }[]; seed: string } | null;
    awaiting(): SeatId[];
    actor(): SeatId | null;
    viewer(): SeatId;
    legalMoves(seat: SeatId): Move[];
    events(): DomainEvent[];
    animating(): boolean;
    version(): number;
    /** 'lan' while seated at a LAN table: then state() is null and only this seat's view exists. */
    mode(): 'local' | 'lan';
    /** The view drawn at the bottom seat. */
    view(): PlayerView | null;
    /** LAN only: the connection and the table, as this client knows them. */
    lan(): { status: string; seat: number | null; phase: string | null; owner: boolean } | null;
  }

  /** Read-only view of the live game's save record, for tests (see saves/savesDebug.ts). */
  interface MirianthSavesDebug {
    gameId(): string | null;
    setup(): import('../../../shared/save').SaveSetup | null;
    moves(): Move[];
    canUndo(): boolean;
    /** Moves held by the latest save of the live game (null: none yet). */
    savedMoves(): number | null;
  }

  interface Window {
    __mirianth?: MirianthDebug;
    __mirianthSaves?: MirianthSavesDebug;
  }
}
