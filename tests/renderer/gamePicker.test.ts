/**
 * The game picker (new-game screen, LAN table setup): lists the registry's games by name in the
 * player's language, and the seat buttons follow the picked module's minPlayers/maxPlayers.
 */
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AnyGameModule } from '../../src/engine/kit/module';
import { gameCatalog, GAMES } from '../../src/engine/registry';
import { GamePicker, SeatCountField } from '../../src/renderer/games/GamePicker';
import { choiceFor, clampSeats, gameChoices, gameNameOf, seatCountsOf } from '../../src/renderer/games/gameChoices';
import { resources } from '../../src/renderer/i18n';

function render(language: 'en' | 'pt-BR', element: ReturnType<typeof createElement>): string {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ resources, lng: language, fallbackLng: 'en', interpolation: { escapeValue: false }, initAsync: false });
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, element));
}

/** A registered-looking module with other seat limits: only the fields the picker reads matter. */
const solo = { ...GAMES[0], id: 'miremarsh-test', name: { en: 'Marsh (test)', 'pt-BR': 'Pântano (teste)' }, minPlayers: 1, maxPlayers: 5, optionsSchema: z.unknown() } as AnyGameModule;

/** Every game of the test catalog, as if each had a table. */
const ALL = new Set([...GAMES.map((g) => g.id), 'miremarsh-test']);

describe('game picker', () => {
  it('lists the registered games that have a table here: Mirianth Wars with 2 to 4 seats, Nains with 2 to 5, Miremarsh with 1 to 5', () => {
    expect(gameChoices('en')).toEqual([
      { id: 'mirianth-wars', name: 'Mirianth Wars', seatCounts: [2, 3, 4] },
      { id: 'nains', name: 'Nains', seatCounts: [2, 3, 4, 5] },
      { id: 'miremarsh', name: 'Miremarsh', seatCounts: [1, 2, 3, 4, 5] },
    ]);
    expect(gameChoices('en', undefined, new Set(['mirianth-wars']))).toEqual([{ id: 'mirianth-wars', name: 'Mirianth Wars', seatCounts: [2, 3, 4] }]);
    const withNains = gameChoices('en', undefined, new Set(['mirianth-wars', 'nains']));
    expect(withNains).toEqual([{ id: 'mirianth-wars', name: 'Mirianth Wars', seatCounts: [2, 3, 4] }, { id: 'nains', name: 'Nains', seatCounts: [2, 3, 4, 5] }]);
  });

  it('renders each game as a choice with its seat range, in English and Portuguese', () => {
    const choices = gameChoices('en', gameCatalog([...GAMES, solo]), ALL);
    const en = render('en', createElement(GamePicker, { choices, value: 'mirianth-wars', onChange: () => undefined, testId: 'new-game' }));
    expect(en).toContain('data-testid="new-game-game-mirianth-wars"');
    expect(en).toContain('data-testid="new-game-game-miremarsh-test"');
    expect(en).toContain('>Game<');
    expect(en).toContain('title="2 to 4 players"');
    expect(en).toMatch(/aria-checked="true"[^>]*data-testid="new-game-game-mirianth-wars"/);
    const pt = render('pt-BR', createElement(GamePicker, { choices: gameChoices('pt-BR', gameCatalog([...GAMES, solo]), ALL), value: 'miremarsh-test', onChange: () => undefined, testId: 'lan-host' }));
    expect(pt).toContain('>Jogo<');
    expect(pt).toContain('>Pântano (teste)<');
    expect(pt).toContain('title="1 a 5 jogadores"');
  });

  it('offers exactly the seat counts of the picked module', () => {
    expect(seatCountsOf(solo)).toEqual([1, 2, 3, 4, 5]);
    const choice = choiceFor('miremarsh-test', gameChoices('en', gameCatalog([...GAMES, solo]), ALL));
    const html = render('en', createElement(SeatCountField, { choice, value: 5, onChange: () => undefined, label: 'Players', testId: 'players' }));
    expect([...html.matchAll(/data-testid="players-(\d)"/g)].map((m) => Number(m[1]))).toEqual([1, 2, 3, 4, 5]);
    expect(html).toMatch(/data-testid="players-5" aria-pressed="true"/);
  });

  it('keeps a seat count inside the new game\'s limits when the game changes, and falls back to the default game for an id it lacks', () => {
    const choices = gameChoices('en', gameCatalog([...GAMES, solo]), ALL);
    expect(clampSeats(5, choiceFor('mirianth-wars', choices))).toBe(4);
    expect(clampSeats(1, choiceFor('mirianth-wars', choices))).toBe(2);
    expect(clampSeats(3, choiceFor('miremarsh-test', choices))).toBe(3);
    expect(choiceFor('gone-game', choices).id).toBe('mirianth-wars');
  });
});

describe('a LAN table\'s game by name', () => {
  it('names each registered game in the player\'s language, and a game this build lacks by its id', () => {
    for (const game of GAMES) {
      expect(gameNameOf(game.id, 'en')).toBe(game.name.en);
      expect(gameNameOf(game.id, 'pt-BR')).toBe(game.name['pt-BR']);
    }
    expect(gameNameOf('a-newer-game', 'pt-BR')).toBe('a-newer-game');
  });
});
