/**
 * The games this renderer has a table for. The engine may register a game (its rules, bots and CLI
 * work) before its table exists; the pickers offer only games a person can actually play here.
 */
export const TABLE_GAMES: ReadonlySet<string> = new Set(['mirianth-wars', 'nains', 'miremarsh']);

/** Games whose table also plays over the LAN (Nains and Miremarsh: src/renderer/lan/games). */
export const LAN_TABLE_GAMES: ReadonlySet<string> = new Set(['mirianth-wars', 'nains', 'miremarsh']);
