/**
 * The games a player can pick (new game, LAN table setup), from the registry: each with its name
 * in the player's language and the seat counts its module allows. Nothing here is game-specific.
 */
import type { AnyGameModule, Lang } from '../../engine/kit/module';
import { DEFAULT_GAME_ID, REGISTRY, type GameCatalog } from '../../engine/registry';

export interface GameChoice {
  id: string;
  name: string;
  /** Every allowed number of seats, from the module's minPlayers to maxPlayers. */
  seatCounts: number[];
}

export function seatCountsOf(game: Pick<AnyGameModule, 'minPlayers' | 'maxPlayers'>): number[] {
  const out: number[] = [];
  for (let n = game.minPlayers; n <= game.maxPlayers; n++) out.push(n);
  return out;
}

function langOf(language: string): Lang {
  return language.startsWith('pt') ? 'pt-BR' : 'en';
}

/** A game's name in `language`, or its id for a game this build lacks (a LAN table of a newer app). */
export function gameNameOf(id: string, language: string, catalog: GameCatalog = REGISTRY): string {
  return catalog.find(id)?.name[langOf(language)] ?? id;
}

/** The registered games that have a table here (`tables`; every one when absent), in the registry's order. */
export function gameChoices(language: string, catalog: GameCatalog = REGISTRY, tables?: ReadonlySet<string>): GameChoice[] {
  return catalog.games.filter((g) => tables === undefined || tables.has(g.id)).map((g) => ({ id: g.id, name: g.name[langOf(language)], seatCounts: seatCountsOf(g) }));
}

/** The choice for `id`, or the default game's (an id remembered from another build may be gone). */
export function choiceFor(id: string, choices: readonly GameChoice[]): GameChoice {
  const found = choices.find((c) => c.id === id) ?? choices.find((c) => c.id === DEFAULT_GAME_ID) ?? choices[0];
  if (!found) throw new Error('The registry lists no game');
  return found;
}

/** A seat count kept when the game changes, moved inside the new game's limits. */
export function clampSeats(count: number, choice: GameChoice): number {
  const min = choice.seatCounts[0] ?? count;
  const max = choice.seatCounts[choice.seatCounts.length - 1] ?? count;
  return Math.min(max, Math.max(min, count));
}

export { DEFAULT_GAME_ID };
