/** Writes one game as a save file at any path (the CLI's `play --save FILE`), atomically. */
import writeFileAtomic from 'write-file-atomic';
import type { GameState, Move } from '../../engine';
import type { AnyGameModule, BaseMove } from '../../engine/kit/module';
import { encodeSave, newGameId, type SaveSetup } from '../../shared/save';
import { encodeModuleSave, type ModuleSaveDraft } from '../../shared/save/moduleSave';

export interface FinishedGame {
  setup: SaveSetup;
  moves: Move[];
  final: GameState;
  name?: string;
}

/** Returns the file's size in bytes. */
export async function writeGameSave(path: string, game: FinishedGame, now: Date = new Date()): Promise<number> {
  const { text } = encodeSave({
    gameId: newGameId(now),
    ...(game.name === undefined ? {} : { name: game.name }),
    startedAt: now.toISOString(),
    setup: game.setup,
    moves: game.moves,
  }, game.final, now);
  await writeFileAtomic(path, text, { encoding: 'utf8' });
  return Buffer.byteLength(text, 'utf8');
}

/** A finished game of any module, for `play --game ID --save FILE`. */
export interface FinishedModuleGame {
  setup: ModuleSaveDraft['setup'];
  moves: readonly BaseMove[];
  final: unknown;
  name?: string;
}

/** Writes a save of any game through its module; returns the file's size in bytes. */
export async function writeModuleGameSave(path: string, module: AnyGameModule, game: FinishedModuleGame, now: Date = new Date()): Promise<number> {
  const { text } = encodeModuleSave(module, {
    gameId: newGameId(now),
    ...(game.name === undefined ? {} : { name: game.name }),
    startedAt: now.toISOString(),
    setup: game.setup,
    moves: game.moves,
  }, game.final, now);
  await writeFileAtomic(path, text, { encoding: 'utf8' });
  return Buffer.byteLength(text, 'utf8');
}
