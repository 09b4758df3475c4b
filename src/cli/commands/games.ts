/**
 * `games [--json]`: the games this build can play, from the registry. `--json` prints exactly
 * `[{ "id", "name", "minPlayers", "maxPlayers", "rulesVersion" }]` (name in English).
 */
import type { AnyGameModule } from '../../engine/kit/module';
import { REGISTRY, type GameCatalog } from '../../engine/registry';
import { flag, parseOptions, text } from '../args';
import { GAME_OPTION, resolveGame } from '../game';
import type { Command } from '../types';

export interface GameListing {
  id: string;
  name: string;
  minPlayers: number;
  maxPlayers: number;
  rulesVersion: number;
}

export function listing(game: AnyGameModule): GameListing {
  return { id: game.id, name: game.name.en, minPlayers: game.minPlayers, maxPlayers: game.maxPlayers, rulesVersion: game.rulesVersion };
}

/** The `games --json` rows of a catalog (the registry's, or a test's own). */
export function gameListings(catalog: GameCatalog = REGISTRY): GameListing[] {
  return catalog.games.map(listing);
}

export const command: Command = {
  summary: 'List the games this build can play (id, name, players, rules version).',
  usage: 'games [--json] [--game ID]',
  async run(args) {
    const { values } = parseOptions(args, { json: { type: 'boolean' }, ...GAME_OPTION });
    // --game narrows the list to that one game (and, like everywhere, refuses an unknown id).
    const only = text(values, 'game');
    const rows = only === undefined ? gameListings() : [listing(resolveGame(only))];
    if (flag(values, 'json')) console.log(JSON.stringify(rows));
    else for (const g of rows) console.log(`${g.id.padEnd(16)} ${g.name.padEnd(20)} ${g.minPlayers}-${g.maxPlayers} players, rules version ${g.rulesVersion}`);
    return 0;
  },
};
