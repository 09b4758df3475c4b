/** A read-only window onto the live game's save record, for tests: its setup and move log. */
import type { Persistence } from '../game/persistence';

export function installSavesDebugHook(persistence: Persistence): void {
  const hook: MirianthSavesDebug = {
    gameId: () => persistence.get()?.gameId ?? null,
    setup: () => persistence.get()?.setup ?? null,
    moves: () => persistence.get()?.timeline.moves.slice() ?? [],
    canUndo: () => persistence.undoSeat() !== null,
    savedMoves: () => persistence.get()?.saved?.moves.length ?? null,
  };
  Object.defineProperty(window, '__mirianthSaves', { value: Object.freeze(hook), configurable: true });
}
