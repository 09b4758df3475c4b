/**
 * The CLI's games: each game's own command hooks by id, beside the engine's and the AI's
 * registries. The only CLI file outside the games' rooms that names a game; every command asks
 * here. A game with no entry (or no hook for a command) gets the any-game behaviour.
 */
import type { CliGame } from './cliGame';
import { mirianthCli } from './mirianth/entry';
import { nainsCli } from './nains/entry';

/** Games with CLI hooks of their own, in the registry's order. */
export const CLI_GAMES: readonly CliGame[] = [mirianthCli, nainsCli];

const BY_ID = new Map(CLI_GAMES.map((g) => [g.id, g]));

/** The CLI hooks of the game with this id, if it has any. */
export function cliGameOf(id: string): CliGame | undefined {
  return BY_ID.get(id);
}

/** The ids of the games that have a hook for `command`, in the registry's order. */
export function gamesWith(command: 'play' | 'simulate' | 'score' | 'review'): string[] {
  return CLI_GAMES.filter((g) => g[command] !== undefined).map((g) => g.id);
}
