import { describe, expect, it } from 'vitest';
import { mirianthModule } from '../../../src/engine/games/mirianth/module';
import { DEFAULT_GAME_ID, GAMES, gameById, gameCatalog, UnknownGameError } from '../../../src/engine/registry';
import { toyGame } from '../../support/toyGame';

describe('game registry', () => {
  it('lists Mirianth Wars under its id, and it is the default game', () => {
    expect(GAMES.map((g) => g.id)).toContain('mirianth-wars');
    expect(gameById(DEFAULT_GAME_ID)).toBe(mirianthModule);
  });

  it('refuses an unknown id with the ids it knows', () => {
    expect(() => gameById('chess')).toThrow(UnknownGameError);
    expect(() => gameById('chess')).toThrow(/Unknown game "chess".*"mirianth-wars"/);
  });

  it('takes a catalog of modules that are not registered (for tests)', () => {
    const catalog = gameCatalog([mirianthModule, toyGame]);
    expect(gameById('toy-duel', catalog)).toBe(toyGame);
    expect(() => gameById('toy-duel')).toThrow(UnknownGameError);
    expect(() => gameCatalog([toyGame, toyGame])).toThrow(/share an id/);
  });
});
