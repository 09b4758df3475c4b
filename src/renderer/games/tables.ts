/**
 * The games this renderer has a table for, from its registry (read when called: the registry's
 * entries import screens that ask here). The engine may register a game (its rules, bots and CLI
 * work) before its table exists; the pickers offer only games a person can actually play here.
 */
import { TABLES } from './registry';
import { lanTableIds, tableIds } from './tableCatalog';

export const tableGames = (): ReadonlySet<string> => tableIds(TABLES);

/** Games whose table also plays over the LAN. */
export const lanTableGames = (): ReadonlySet<string> => lanTableIds(TABLES);
