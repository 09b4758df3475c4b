/** A CLI command: parses its own arguments and returns the process exit code. */
import type { AiCatalog } from '../ai/registry';
import type { GameCatalog } from '../engine/registry';

/**
 * The games and AIs a command may use: the registries in the real CLI; a test passes a catalog
 * holding a module no platform file imports (the toy game) to show the command takes any game.
 */
export interface CliEnv {
  catalog: GameCatalog;
  ais: AiCatalog;
}

export interface Command {
  summary: string;
  usage: string;
  run: (args: string[], env?: CliEnv) => Promise<number>;
}

/** Thrown for bad input: printed as one line, exit code 2, never a stack trace. */
export class UsageError extends Error {}

export const EXIT_OK = 0;
export const EXIT_BAD_INPUT = 2;
