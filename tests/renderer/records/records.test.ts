import { describe, expect, it } from 'vitest';
import type { SeatId } from '../../../src/engine/games/mirianth';
import { csvField, recordsCsv } from '../../../src/renderer/records/csv';
import { finishedRecord, mergeRecords, personalBests, recordGames, recordsFromSaves, recordsOf, soloRate, winRates, type GameRecord } from '../../../src/renderer/records/records';
import type { SaveEntryOk, SaveListEntry, SeatSetup } from '../../../src/shared/save';
import { buildTimeline } from '../../../src/engine/games/mirianth/save';
import { reviewFixture } from '../review/fixture';

let n = 0;
function entry(over: Partial<SaveEntryOk> & { players: SeatSetup[] }): SaveEntryOk {
  n++;
  return {
    status: 'ok', id: `save-${n}`, kind: 'manual', bytes: 1000, name: `Game ${n}`, gameId: `g-${n}`,
    createdAt: '2026-12-01T10:00:00.000Z', updatedAt: '2026-12-01T11:00:00.000Z', mode: 'local',
    round: 12, phase: 'finished', step: 'gameOver', finished: true, moveCount: 200, scores: [10, 5], winners: [0 as SeatId],
    ...over,
  };
}
const me: SeatSetup = { name: 'Ana', kind: 'human' };
const bot = (level: 'easy' | 'normal' | 'hard', name = `AI ${level}`): SeatSetup => ({ name, kind: 'bot', bot: level });

describe('records from finished saves', () => {
  it('keeps finished games only, one line per game (its latest save), newest first', () => {
    const entries: SaveListEntry[] = [
      entry({ gameId: 'g-a', players: [me, bot('easy')], updatedAt: '2026-12-01T09:00:00.000Z', scores: [8, 9], winners: [1 as SeatId] }),
      entry({ gameId: 'g-a', players: [me, bot('easy')], updatedAt: '2026-12-01T09:30:00.000Z', scores: [12, 9], winners: [0 as SeatId] }),
      entry({ gameId: 'g-b', players: [me, bot('hard')], updatedAt: '2026-12-02T09:00:00.000Z' }),
      entry({ gameId: 'g-c', players: [me, bot('hard')], finished: false, scores: null, winners: null }),
      { status: 'damaged', id: 'x', kind: 'autosave', bytes: 3, modifiedAt: '2026-12-02T00:00:00.000Z', reason: 'truncated', message: 'cut' },
    ];
    const records = recordsFromSaves(entries);
    expect(records.map((r) => r.gameId)).toEqual(['g-b', 'g-a']);
    expect(records[1]).toEqual({
      gameId: 'g-a', date: '2026-12-01T09:30:00.000Z', game: 'mirianth-wars',
      seats: [{ name: 'Ana', level: 'human' }, { name: 'AI easy', level: 'easy' }], scores: [12, 9], winners: [0],
    });
  });

  it('keeps each game\'s finished saves under its own game, so rates and bests never mix scales', () => {
    const records = recordsFromSaves([
      entry({ gameId: 'g-n', game: 'nains', players: [me, bot('hard')], scores: [240, 271], winners: [1 as SeatId], updatedAt: '2026-12-02T10:00:00.000Z' }),
      entry({ gameId: 'g-m', players: [me, bot('hard')], scores: [30, 12], updatedAt: '2026-12-01T10:00:00.000Z' }),
    ]);
    expect(records.map((r) => [r.gameId, r.game])).toEqual([['g-n', 'nains'], ['g-m', 'mirianth-wars']]);
    expect(recordGames(records)).toEqual(['nains', 'mirianth-wars']);
    expect(personalBests(recordsOf(records, 'mirianth-wars')).bestScore?.value).toBe(30);
    expect(personalBests(recordsOf(records, 'nains')).bestScore?.value).toBe(240);
    expect(winRates(recordsOf(records, 'nains'))).toEqual([{ level: 'hard', games: 1, wins: 0, rate: 0 }]);
  });

  it('counts a solo crawl as a game alone, won or lost, apart from the AI levels', () => {
    const records = recordsFromSaves([
      entry({ gameId: 'g-s1', game: 'miremarsh', players: [me], scores: [2], winners: [0 as SeatId] }),
      entry({ gameId: 'g-s2', game: 'miremarsh', players: [me], scores: [0], winners: [] }),
      entry({ gameId: 'g-s3', game: 'miremarsh', players: [me], scores: [1], winners: [] }),
    ]);
    expect(soloRate(records)).toEqual({ games: 3, wins: 1, rate: 1 / 3 });
    expect(winRates(records)).toEqual([]);
    expect(soloRate(recordsFromSaves([entry({ players: [me, bot('easy')] })]))).toBeNull();
  });

  it('merges kept records with new ones without counting a game twice', () => {
    const old = recordsFromSaves([entry({ gameId: 'g-old', players: [me, bot('easy')], updatedAt: '2026-11-01T00:00:00.000Z' })]);
    const now = recordsFromSaves([entry({ gameId: 'g-new', players: [me, bot('easy')] }), entry({ gameId: 'g-old', players: [me, bot('easy')], updatedAt: '2026-11-01T00:00:00.000Z' })]);
    expect(mergeRecords(old, now).map((r) => r.gameId)).toEqual(['g-new', 'g-old']);
  });
});

describe('win rates per AI level and personal bests', () => {
  const games: GameRecord[] = recordsFromSaves([
    entry({ players: [me, bot('easy')], updatedAt: '2026-12-01T01:00:00.000Z', scores: [20, 10], winners: [0 as SeatId] }),
    entry({ players: [me, bot('easy')], updatedAt: '2026-12-01T02:00:00.000Z', scores: [15, 14], winners: [0 as SeatId] }),
    entry({ players: [me, bot('hard'), bot('easy')], updatedAt: '2026-12-01T03:00:00.000Z', scores: [9, 30, 4], winners: [1 as SeatId] }),
    entry({ players: [me, bot('hard')], updatedAt: '2026-12-01T04:00:00.000Z', scores: [25, 25], winners: [0 as SeatId, 1 as SeatId] }),
    entry({ players: [me, bot('normal')], updatedAt: '2026-12-01T05:00:00.000Z', scores: [31, 12], winners: [0 as SeatId] }),
    entry({ players: [bot('hard'), bot('easy')], updatedAt: '2026-12-01T06:00:00.000Z', scores: [40, 2], winners: [0 as SeatId] }),
  ]);

  it('counts a person\'s wins against each level met (a shared win counts; AI-only games do not)', () => {
    expect(winRates(games)).toEqual([
      { level: 'easy', games: 3, wins: 2, rate: 2 / 3 },
      { level: 'normal', games: 1, wins: 1, rate: 1 },
      { level: 'hard', games: 2, wins: 1, rate: 0.5 },
    ]);
  });

  it('finds the best score, the widest win and the longest streak', () => {
    const bests = personalBests(games);
    expect(bests.games).toBe(5);
    expect(bests.wins).toBe(4);
    expect(bests.bestScore).toMatchObject({ value: 31, name: 'Ana', date: '2026-12-01T05:00:00.000Z' });
    expect(bests.bestMargin).toMatchObject({ value: 19, name: 'Ana' });
    // Won, won, lost, shared, won: the longest run is two.
    expect(bests.longestStreak).toBe(2);
  });

  it('has nothing to say about no games', () => {
    expect(winRates([])).toEqual([]);
    expect(personalBests([])).toEqual({ games: 0, wins: 0, bestScore: null, bestMargin: null, longestStreak: 0 });
  });
});

describe('records as CSV', () => {
  it('writes a header and one row per game with seats, levels, scores and winner', () => {
    const records = recordsFromSaves([entry({ gameId: 'g-1', players: [me, bot('hard', 'Brisa')], updatedAt: '2026-12-01T11:00:00.000Z', scores: [12, -3], winners: [0 as SeatId] })]);
    expect(recordsCsv(records)).toBe('date,game,seats,levels,scores,winner\r\n2026-12-01T11:00:00.000Z,mirianth-wars,Ana; Brisa,human; hard,12; -3,Ana\r\n');
  });

  it('quotes commas, quotes and line breaks, and defuses names that look like formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Silva, Ana')).toBe('"Silva, Ana"');
    expect(csvField('the "boss"')).toBe('"the ""boss"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-3; 4', false)).toBe('-3; 4');
  });

  it('reads back into the same fields (a minimal RFC 4180 reader)', () => {
    const records = recordsFromSaves([entry({ players: [{ name: 'Zé, "o Rei"', kind: 'human' }, bot('easy')], scores: [7, 3], winners: [0 as SeatId] })]);
    const row = recordsCsv(records).split('\r\n')[1] ?? '';
    const fields: string[] = [];
    const re = /("(?:[^"]|"")*"|[^,]*)(,|$)/g;
    for (const m of row.matchAll(re)) {
      const f = m[1] ?? '';
      fields.push(f.startsWith('"') ? f.slice(1, -1).replace(/""/g, '"') : f);
      if (m[2] === '') break;
    }
    expect(fields).toEqual([records[0]?.date, 'mirianth-wars', 'Zé, "o Rei"; AI easy', 'human; easy', '7; 3', 'Zé, "o Rei"']);
  });
});

describe('a live game ending', () => {
  const built = buildTimeline(reviewFixture.setup, reviewFixture.moves, reviewFixture.rulesVersion);
  if (!built.ok) throw new Error(built.message);
  const live = { game: 'mirianth-wars', gameId: reviewFixture.gameId, startedAt: reviewFixture.createdAt, setup: reviewFixture.setup, timeline: built.timeline, manualId: null, saved: null, sessionGame: 1 };

  it('becomes a record with the final totals and winners', () => {
    expect(finishedRecord(live, '2026-12-02T06:00:00.000Z')).toEqual({
      gameId: reviewFixture.gameId, date: '2026-12-02T06:00:00.000Z', game: 'mirianth-wars',
      seats: [{ name: 'Bia', level: 'human' }, { name: 'Bot 2', level: 'random' }, { name: 'Bot 3', level: 'random' }],
      scores: reviewFixture.summary.scores, winners: reviewFixture.summary.winners,
    });
  });

  it('is not a record while it goes on', () => {
    const going = { ...live, timeline: { ...built.timeline, states: built.timeline.states.slice(0, 50) } };
    expect(finishedRecord(going, '2026-12-02T06:00:00.000Z')).toBeNull();
    expect(finishedRecord(null, '2026-12-02T06:00:00.000Z')).toBeNull();
  });
});
