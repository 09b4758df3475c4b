/**
 * `--game ID` on every command and `games --json`, run as real processes (what `npm run cli` runs):
 * the registry's games listed in the exact contract, an unknown id refused with a clear line and
 * exit code 2 by every command, and `score` reading a scenario's own `"game"`.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/engine/registry';
import { cli, ROOT } from '../support/cli';

const dir = mkdtempSync(join(tmpdir(), 'mirianth-games-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));


const scenario = readFileSync(join(ROOT, 'tests', 'fixtures', 'scenarios', 'book-battle-example.json'), 'utf8');
function write(name: string, content: unknown): string {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(content));
  return file;
}

describe('npm run cli -- games', () => {
  it('--json prints exactly id, name, minPlayers, maxPlayers and rulesVersion of every registered game', async () => {
    const r = await cli('games', '--json');
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    const out = JSON.parse(r.stdout) as unknown[];
    expect(out).toEqual(GAMES.map((g) => ({ id: g.id, name: g.name.en, minPlayers: g.minPlayers, maxPlayers: g.maxPlayers, rulesVersion: g.rulesVersion })));
    expect(out[0]).toEqual({ id: 'mirianth-wars', name: 'Mirianth Wars', minPlayers: 2, maxPlayers: 4, rulesVersion: GAMES[0]?.rulesVersion });
    for (const row of out) expect(Object.keys(row as object)).toEqual(['id', 'name', 'minPlayers', 'maxPlayers', 'rulesVersion']);
  }, 60_000);
});

describe('--game on every command', () => {
  const saveFile = join(ROOT, 'tests', 'fixtures', 'saves', 'v1-lan-3p.json');
  const commands: [string, string[]][] = [
    ['games', ['games', '--json']],
    ['score', ['score', join(ROOT, 'tests', 'fixtures', 'scenarios', 'book-battle-example.json')]],
    ['play', ['play', '--players', '2', '--seed', '3', '--bots', 'random,random']],
    ['simulate', ['simulate', '--games', '2', '--players', '2', '--bots', 'random,random', '--json']],
    ['verify-save', ['verify-save', saveFile]],
  ];

  it('refuses an unknown game id with one clear line and exit code 2, in every command', async () => {
    const runs = await Promise.all(commands.map(([, args]) => cli(...args, '--game', 'chess')));
    runs.forEach((r, i) => {
      const name = commands[i]?.[0] ?? '';
      expect(r.code, name).toBe(2);
      expect(r.stdout, name).toBe('');
      expect(r.stderr, name).toMatch(new RegExp(`^${name}: Unknown game "chess": this build has "mirianth-wars"`));
      expect(r.stderr, name).not.toMatch(/\n\s+at /);
    });
  }, 120_000);

  it('accepts --game mirianth-wars (the default) with the same output as without it', async () => {
    // `games` alone lists every registered game; `--game` narrows it to one.
    const pairs = await Promise.all(commands.filter(([n]) => n !== 'simulate' && n !== 'games').map(async ([, args]) => [await cli(...args), await cli(...args, '--game', 'mirianth-wars')] as const));
    for (const [plain, named] of pairs) {
      expect(named.code).toBe(0);
      expect(named.stdout).toBe(plain.stdout);
    }
  }, 180_000);

  it('an empty --game is refused', async () => {
    const r = await cli('verify-save', saveFile, '--game', '');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--game needs a game id/);
  }, 60_000);
});

describe('score reads the scenario\'s "game"', () => {
  it('scores a scenario naming mirianth-wars exactly like one naming no game', async () => {
    const named = write('named.json', { game: 'mirianth-wars', ...(JSON.parse(scenario) as object) });
    const [plain, withGame] = await Promise.all([cli('score', join(ROOT, 'tests', 'fixtures', 'scenarios', 'book-battle-example.json')), cli('score', named)]);
    expect(withGame.code).toBe(0);
    expect(withGame.stdout).toBe(plain.stdout);
  }, 60_000);

  it('refuses a scenario of a game this build lacks, naming it', async () => {
    const r = await cli('score', write('tetris.json', { game: 'tetris', players: [] }));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/Unknown game "tetris": this build has "mirianth-wars"/);
  }, 60_000);

  it('refuses a "game" that is not a game id', async () => {
    const r = await cli('score', write('bad.json', { game: 7, players: [] }));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/"game" must be a game id/);
  }, 60_000);

  it('refuses --game that disagrees with the scenario\'s own game', async () => {
    const r = await cli('score', write('other.json', { game: 'mirianth-wars', ...(JSON.parse(scenario) as object) }), '--game', 'tetris');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/Unknown game "tetris"/);
  }, 60_000);
});
