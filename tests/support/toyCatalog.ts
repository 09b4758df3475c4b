/** A test catalog: the registry's games and AIs plus Toy Duel, which no platform file imports. */
import { aiCatalog, gameAiEntry, GAME_AIS } from '../../src/ai/registry';
import type { CliEnv } from '../../src/cli/types';
import { gameCatalog, GAMES } from '../../src/engine/registry';
import { toyAi, toyGame } from './toyGame';

export const TOY_CATALOG = gameCatalog([...GAMES, toyGame]);
export const TOY_AIS = aiCatalog([...GAME_AIS, gameAiEntry(toyGame, toyAi)]);
export const TOY_ENV: CliEnv = { catalog: TOY_CATALOG, ais: TOY_AIS };
