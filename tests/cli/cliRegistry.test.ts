/** The CLI's game registry: hooks only for games the engine plays, and the lists commands print from it. */
import { describe, expect, it } from 'vitest';
import { CLI_GAMES, cliGameOf, gamesWith } from '../../src/cli/games/registry';
import { GAMES } from '../../src/engine/registry';

describe('the CLI registry', () => {
  it('holds hooks only for registered games, each game once, in the engine registry\'s order', () => {
    const ids = CLI_GAMES.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    const registered = GAMES.map((g) => g.id);
    expect(ids.filter((id) => !registered.includes(id))).toEqual([]);
    expect(ids).toEqual(registered.filter((id) => ids.includes(id)));
  });

  it('names the games each command has its own behaviour for (the lists score and review print)', () => {
    expect(gamesWith('score')).toEqual(['mirianth-wars', 'nains']);
    expect(gamesWith('review')).toEqual(['mirianth-wars']);
    expect(gamesWith('play')).toEqual(['mirianth-wars']);
    expect(gamesWith('simulate')).toEqual(['mirianth-wars']);
  });

  it('has no hooks for a game that keeps the any-game behaviour', () => {
    expect(cliGameOf('miremarsh')).toBeUndefined();
    expect(cliGameOf('nains')?.play).toBeUndefined();
  });
});
