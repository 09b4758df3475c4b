/**
 * `npm run cli -- score <file>`, run as a real process: a scenario prints the contract's JSON;
 * a bad scenario exits with code 2 and one message naming what is wrong.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, ROOT } from '../support/cli';

const FIXTURES = join(ROOT, 'tests', 'fixtures', 'scenarios');
const dir = mkdtempSync(join(tmpdir(), 'mirianth-score-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const score = (file: string) => cli('score', file);

function write(name: string, content: unknown): string {
  const file = join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

/** The contract: exactly these keys, these types. */
function expectContract(out: unknown): void {
  expect(out).toEqual({
    players: expect.any(Array),
    winners: expect.any(Array),
  });
  const { players, winners } = out as { players: unknown[]; winners: unknown[] };
  expect(players.length).toBeGreaterThan(0);
  for (const p of players) {
    expect(Object.keys(p as object).sort()).toEqual(['defeated', 'kept', 'name', 'score']);
    const { name, score: s, defeated, kept } = p as Record<string, unknown>;
    expect(typeof name).toBe('string');
    expect(Object.keys(s as object).sort()).toEqual(['buildings', 'heroes', 'monsters', 'total', 'treasures']);
    for (const v of Object.values(s as object)) expect(Number.isInteger(v)).toBe(true);
    const t = s as Record<string, number>;
    expect(t.total).toBe((t.heroes ?? 0) + (t.buildings ?? 0) + (t.treasures ?? 0) + (t.monsters ?? 0));
    for (const list of [defeated, kept]) {
      expect(Array.isArray(list)).toBe(true);
      for (const k of list as unknown[]) expect(typeof k).toBe('string');
    }
  }
  for (const w of winners) expect(players.map((p) => (p as { name: string }).name)).toContain(w);
}

describe('score', () => {
  it('prints the book\'s battle example in the contract\'s JSON shape', async () => {
    const r = await score(join(FIXTURES, 'book-battle-example.json'));
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as unknown;
    expectContract(out);
    expect(out).toEqual({
      players: [{ name: 'Book', score: { heroes: 0, buildings: 0, treasures: 0, monsters: 6, total: 6 }, defeated: ['orc'], kept: [] }],
      winners: ['Book'],
    });
  });

  it('scores a scenario file written anywhere, with a shared victory listing both winners', async () => {
    const file = write('tie.json', {
      players: [
        { name: 'Ana', cards: [{ card: 'cabin' }, { card: 'archer' }] },
        { name: 'Bia', cards: [{ card: 'temple' }, { card: 'ruby' }, { card: 'squire' }] },
      ],
    });
    const r = await score(file);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as unknown;
    expectContract(out);
    expect(out).toMatchObject({
      players: [{ name: 'Ana', score: { total: 4 }, kept: ['cabin', 'archer'] }, { name: 'Bia', score: { total: 4 } }],
      winners: ['Ana', 'Bia'],
    });
  });

  it('exits with 2 and names the offending field for bad scenarios', async () => {
    const cases: [string, RegExp][] = [
      [join(FIXTURES, 'bad', 'unknown-card.json'), /players\[0\]\.cards\[1\]\.card/],
      [join(FIXTURES, 'bad', 'wrong-override.json'), /players\[0\]\.cards\[0\]\.attack: only a paladin/],
      [join(FIXTURES, 'bad', 'dangling-reference.json'), /players\[0\]\.cards\[1\]\.attachedTo: "dragon-9"/],
      [join(FIXTURES, 'bad', 'not-json.json'), /not valid JSON/],
      [write('vp-on-hero.json', { players: [{ name: 'A', cards: [{ card: 'king', vp: 9 }] }] }), /players\[0\]\.cards\[0\]\.vp/],
      [write('no-players.json', { players: 'many' }), /players: /],
      [join(dir, 'missing.json'), /Cannot read .*missing\.json: ENOENT/],
    ];
    const runs = await Promise.all(cases.map(([file]) => score(file)));
    runs.forEach((r, i) => {
      const [file, message] = cases[i] ?? ['', /$^/];
      expect(r.code, file).toBe(2);
      expect(r.stdout, file).toBe('');
      expect(r.stderr, file).toMatch(message);
      expect(r.stderr, file).not.toMatch(/\n\s+at /); // no stack trace
    });
  }, 60_000);

  it('exits with 2 when no file is given', async () => {
    const r = await cli('score');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/scenario file/);
  });
});
