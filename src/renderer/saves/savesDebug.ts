/** A read-only window onto the live game's save record, for tests: its setup and move log. */
import type { Persistence } from '../games/mirianth/game/persistence';
import type { ReplayController } from '../games/mirianth/saves/replayController';

export function installSavesDebugHook(persistence: Persistence, replay: ReplayController): void {
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
