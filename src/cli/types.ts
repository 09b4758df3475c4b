/** A CLI command: parses its own arguments and returns the process exit code. */
export interface Command {
  summary: string;
  usage: string;
  run: (args: string[]) => Promise<number>;
}

/** Thrown for bad input: printed as one line, exit code 2, never a stack trace. */
export class UsageError extends Error {}

export const EXIT_OK = 0;
export const EXIT_BAD_INPUT = 2;
