/**
 * Writes one game of any module as a save file at any path (the CLI's `play --save FILE`),
 * atomically, in the one save layout every game shares (`src/shared/save/moduleSave.ts`).
 */
import writeFileAtomic from 'write-file-atomic';
import type { AnyGameModule, BaseMove } from '../../engine/kit/module';
import { DEFAULT_GAME_ID, gameById } from '../../engine/registry';
import { newGameId } from '../../shared/save/storage';
import { encodeModuleSave, type ModuleSaveDraft } from '../../shared/save/moduleSave';

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

/** A Mirianth Wars game (the default game): the same file its own encoder writes. */
export function writeGameSave(path: string, game: FinishedModuleGame, now: Date = new Date()): Promise<number> {
  return writeModuleGameSave(path, gameById(DEFAULT_GAME_ID), game, now);
}
