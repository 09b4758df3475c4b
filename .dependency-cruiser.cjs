/**
 * Room boundaries (issue 26), checked by dependency-cruiser (`npm run lint:rooms`, part of `npm run lint`).
 * Every game lives in a room of its own in each layer: src/engine/games/<id>, src/ai/games/<id>,
 * src/renderer/games/<id>, src/cli/games/<id>. The platform around them (kits, saves, LAN host,
 * CLI, shell) reaches a game only through its layer's registry.ts; no game imports another game.
 * Rooms are matched by path, so a new game needs no line here. (src/renderer/games/shared holds parts every game's screen
 * may use: it is platform, not a game.)
 */
const ROOM = '^src/(engine|ai|renderer|cli)/games/(?!shared/)[^/]+/';
const REGISTRIES = '^src/(engine/registry|ai/registry|renderer/games/registry|cli/games/registry)\\.tsx?$';

/**
 * Platform files that still name Mirianth's room directly: none now (the list is empty; issue 26
 * items 2-3 moved the last CLI, LAN and saves files behind the registries). Mirianth's save format
 * lives in its room and the save library reaches it through the registry's save codecs; the LAN
 * types are generic. This list may only shrink: tests/lint/rooms.test.ts fails when a file here no
 * longer imports a room. A platform file that names a game's types or modules re-exported by a
 * registry is caught by tests/lint/gameNames.test.ts (its own list: scripts/gameNameDebt.json).
 */
const STILL_NAMES_MIRIANTH = require('./scripts/roomDebt.json');

module.exports = {
  forbidden: [
    {
      name: 'no-game-imports-another',
      comment: 'A game imports only its own room, the kits and the platform: never another game.',
      severity: 'error',
      from: { path: '^src/(engine|ai|renderer|cli)/games/((?!shared/)[^/]+)/' },
      to: { path: ROOM, pathNot: '^src/[^/]+/games/$2/' },
    },
    {
      name: 'platform-through-registry',
      comment: "The platform reaches a game only through its layer's registry.ts.",
      severity: 'error',
      from: { path: '^src/', pathNot: [ROOM, REGISTRIES, ...STILL_NAMES_MIRIANTH.map((f) => `^${f.replace(/\./g, '\\.')}$`)] },
      to: { path: ROOM },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|out|dist)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
