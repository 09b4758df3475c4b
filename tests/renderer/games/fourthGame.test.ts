/**
 * A fourth game is one folder per layer and one line per registry (issue 26): Toy Duel, a test-only
 * game, joins the engine's, the AI's and the renderer's catalogs; the new-game choices list it, a
 * bot plays its seat, and starting it opens its screen in place of the default game's frame.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenHost } from '../../../src/renderer/app/ScreenHost';
import { gameChoices } from '../../../src/renderer/games/gameChoices';
import type { GameTable } from '../../../src/renderer/games/gameTable';
import { activeScreenOf, findTable, lanTableIds, tableIds } from '../../../src/renderer/games/tableCatalog';
import { aiCatalog, gameAiEntry, GAME_AIS } from '../../../src/ai/registry';
import { gameCatalog, GAMES } from '../../../src/engine/registry';
import { toyAi, toyGame } from '../../support/toyGame';
import { toyLocal, toySession, toyTable } from './toyTable';

// The local session reads the speed setting, which looks at the browser window; Node has none.
vi.hoisted(() => {
  if (!('window' in globalThis)) Object.assign(globalThis, { window: {} });
});

/** Stands for the default game's frame (Mirianth's table and HUD), which the toy's screen replaces. */
const home: GameTable = { id: 'home', start: () => undefined, session: () => toyLocal, Frame: () => createElement('div', { 'data-testid': 'home-frame' }) };
const TABLES: readonly GameTable[] = [home, toyTable];
// One line per registry: the engine's and the AI's catalogs with the toy beside the real games.
const TOY_CATALOG = gameCatalog([...GAMES, toyGame]);
const TOY_AIS = aiCatalog([...GAME_AIS, gameAiEntry(toyGame, toyAi)]);

afterEach(() => toySession.leave());

describe('a fourth game', () => {
  it('joins every layer\'s catalog: the engine knows its rules, the AI its bots, the renderer its table', () => {
    expect(TOY_CATALOG.find('toy-duel')?.minPlayers).toBe(2);
    expect(TOY_AIS.find('toy-duel')?.levels.length).toBeGreaterThan(0);
    expect(findTable(TABLES, 'toy-duel')).toBe(toyTable);
    expect(tableIds(TABLES).has('toy-duel')).toBe(true);
    // No LAN table and no frame: the LAN pickers do not offer it.
    expect(lanTableIds(TABLES).has('toy-duel')).toBe(false);
  });

  it('is offered on the new-game screen with the seat counts its module allows', () => {
    const choices = gameChoices('en', TOY_CATALOG, tableIds(TABLES));
    expect(choices).toEqual([{ id: 'toy-duel', name: TOY_CATALOG.find('toy-duel')?.name.en, seatCounts: [2] }]);
  });

  it('opens its own screen in place of the default frame once started, and gives it back on leaving', () => {
    const render = () => renderToStaticMarkup(createElement(ScreenHost, { tables: TABLES, home }));
    expect(render()).toContain('home-frame');
    expect(activeScreenOf(TABLES)).toBeNull();
    toyTable.start([{ name: 'Ana', kind: 'human' }, { name: 'Bia', kind: 'human' }], 'toy-seed');
    expect(activeScreenOf(TABLES)?.id).toBe('toy-duel');
    const html = render();
    expect(html).toContain('data-testid="toy-screen"');
    expect(html).toContain('Ana vs Bia: round 1');
    expect(html).not.toContain('home-frame');
    toySession.leave();
    expect(render()).toContain('home-frame');
  });
});
