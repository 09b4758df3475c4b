/** A read-only window onto the live game's save record, for tests: its setup and move log. */
import type { SeatId } from '../../../../engine/kit/ids';
import type { SaveSetup } from '../../../../shared/save';
import type { Timeline } from '../../../../engine/games/mirianth/save';

/** What the hook reads of the live game's persistence (Mirianth's). */
export interface SavesDebugSource {
  get(): { gameId: string; setup: SaveSetup; timeline: Timeline; saved: Timeline | null } | null;
  undoSeat(): SeatId | null;
}

export function installSavesDebugHook(persistence: SavesDebugSource, replay: { fitAnimations: boolean }): void {
  const hook: MirianthSavesDebug = {
    gameId: () => persistence.get()?.gameId ?? null,
    setup: () => persistence.get()?.setup ?? null,
    moves: () => persistence.get()?.timeline.moves.slice() ?? [],
    canUndo: () => persistence.undoSeat() !== null,
    savedMoves: () => persistence.get()?.saved?.moves.length ?? null,
  };
  Object.defineProperty(window, '__mirianthSaves', { value: Object.freeze(hook), configurable: true });
  // The replay bench turns animation fitting off to measure playback as it was before it.
  Object.defineProperty(window, '__mirianthReplayFit', { value: (on: boolean) => { replay.fitAnimations = on; }, configurable: true });
}
