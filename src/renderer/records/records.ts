/**
 * Records: the history of finished games, built from finished saves (one line per game, however
 * many saves it left), with the person's win rate against each AI level and personal bests.
 * Pure data in, pure data out: the screen and the CSV export read these.
 */
import type { SaveListEntry, SaveSetup, SeatSetup } from '../../shared/save';
import { BOT_LEVELS } from '../../engine/kit/module';
import { findGame } from '../../engine/registry';

/** A person, or one of the bot levels (the kit's one list). */
export const SEAT_LEVELS = ['human', ...BOT_LEVELS] as const;
export type SeatLevel = (typeof SEAT_LEVELS)[number];
export type AiLevel = Exclude<SeatLevel, 'human'>;

export interface GameRecord {
  gameId: string;
  /** When the game ended (its last save), ISO 8601. */
  date: string;
  /** Registry id of the game played. */
  game: string;
  seats: { name: string; level: SeatLevel }[];
  scores: number[];
  winners: number[];
  /** Played at a LAN table (the records label it). */
  lan?: true;
  /**
   * The seat this person played, when known (a LAN game, where the other people are friends on
   * other computers): rates and bests count that seat only. Absent: every human seat is the person's.
   */
  you?: number;
}

/** The game of a save whose list entry names none (every save before the game-module seam). */
const SAVED_GAME = 'mirianth-wars';

/** One finished game's line. */
export function gameRecord(gameId: string, date: string, game: string, players: readonly SeatSetup[], scores: readonly number[], winners: readonly number[]): GameRecord {
  return {
    gameId, date, game,
    seats: players.map((p) => ({ name: p.name, level: p.kind === 'human' ? 'human' : p.bot })),
    scores: [...scores],
    winners: [...winners],
  };
}

/**
 * A live game kept in typed save documents, as its game's persistence keeps it (the parts a record
 * needs): its timeline's states, the last of which its module's summary reads.
 */
export interface LiveGame { game: string; gameId: string; setup: SaveSetup; timeline: { readonly states: readonly unknown[] } }

/** The record of such a live game that has ended (its module's summary says so), or null while it goes on. */
export function finishedRecord(live: LiveGame | null, date: string): GameRecord | null {
  const final = live?.timeline.states[live.timeline.states.length - 1];
  const module = live ? findGame(live.game) : undefined;
  if (!live || !final || !module) return null;
  return summaryRecord(live.gameId, date, live.game, live.setup.seats, module.summary(final));
}

/** The record of another game's table once its module's summary says the game is over, else null. */
export function summaryRecord(
  gameId: string, date: string, game: string, players: readonly SeatSetup[],
  summary: { over: boolean; scores: readonly number[] | null; winners: readonly number[] | null },
): GameRecord | null {
  if (!summary.over || !summary.scores || !summary.winners) return null;
  return gameRecord(gameId, date, game, players, summary.scores, summary.winners);
}

/** Finished games among the saves, newest first; a game saved more than once counts once (its latest save). */
export function recordsFromSaves(entries: readonly SaveListEntry[]): GameRecord[] {
  const byGame = new Map<string, GameRecord>();
  for (const e of entries) {
    if (e.status !== 'ok' || !e.finished || !e.scores || !e.winners) continue;
    const record = gameRecord(e.gameId, e.updatedAt, e.game ?? SAVED_GAME, e.players, e.scores, e.winners);
    const known = byGame.get(e.gameId);
    if (!known || known.date < record.date) byGame.set(e.gameId, record);
  }
  return sortRecords([...byGame.values()]);
}

function sortRecords(records: GameRecord[]): GameRecord[] {
  return records.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.gameId.localeCompare(b.gameId)));
}

/** Games kept before and games found now, one per game (a game found again replaces its old line). */
export function mergeRecords(kept: readonly GameRecord[], found: readonly GameRecord[]): GameRecord[] {
  const byGame = new Map<string, GameRecord>();
  for (const r of [...kept, ...found]) {
    const known = byGame.get(r.gameId);
    if (!known || known.date <= r.date) byGame.set(r.gameId, r);
  }
  return sortRecords([...byGame.values()]);
}

/** The games among the records, the most recently played first. */
export function recordGames(records: readonly GameRecord[]): string[] {
  return [...new Set(sortRecords([...records]).map((r) => r.game))];
}

/**
 * One game's records: each game scores on its own scale (Mirianth's points, Nains' Bravery,
 * Miremarsh's quests), so rates and bests are never mixed across games.
 */
export function recordsOf(records: readonly GameRecord[], game: string): GameRecord[] {
  return records.filter((r) => r.game === game);
}

const humans = (r: GameRecord): number[] => (r.you !== undefined ? [r.you] : r.seats.flatMap((s, i) => (s.level === 'human' ? [i] : [])));
const humanWon = (r: GameRecord): boolean => humans(r).some((i) => r.winners.includes(i));

export interface LevelRate {
  level: AiLevel;
  /** Games with a person and at least one AI of this level at the table. */
  games: number;
  /** Of those, the games a person won (a shared win counts). */
  wins: number;
  /** wins / games, 0 when no games. */
  rate: number;
}

/** Games a person played alone (Miremarsh's solo crawl): no AI to count them against. */
export function soloRate(records: readonly GameRecord[]): { games: number; wins: number; rate: number } | null {
  const solo = records.filter((r) => r.seats.length === 1 && r.seats[0]?.level === 'human');
  if (solo.length === 0) return null;
  const wins = solo.filter(humanWon).length;
  return { games: solo.length, wins, rate: wins / solo.length };
}

/** The person's win rate against each AI level met (levels never met are left out). */
export function winRates(records: readonly GameRecord[]): LevelRate[] {
  const out: LevelRate[] = [];
  for (const level of SEAT_LEVELS) {
    if (level === 'human') continue;
    const games = records.filter((r) => humans(r).length > 0 && r.seats.some((s) => s.level === level));
    if (games.length === 0) continue;
    const wins = games.filter(humanWon).length;
    out.push({ level, games: games.length, wins, rate: wins / games.length });
  }
  return out;
}

export interface Best { value: number; name: string; gameId: string; date: string }

export interface PersonalBests {
  games: number;
  wins: number;
  /** A person's highest final score. */
  bestScore: Best | null;
  /** A person's widest winning margin over the runner-up. */
  bestMargin: Best | null;
  /** Most games in a row won by a person (oldest to newest). */
  longestStreak: number;
}

export function personalBests(records: readonly GameRecord[]): PersonalBests {
  const played = records.filter((r) => humans(r).length > 0);
  let bestScore: Best | null = null;
  let bestMargin: Best | null = null;
  for (const r of played) {
    for (const i of humans(r)) {
      const score = r.scores[i] ?? 0;
      const name = r.seats[i]?.name ?? '';
      if (!bestScore || score > bestScore.value) bestScore = { value: score, name, gameId: r.gameId, date: r.date };
      if (!r.winners.includes(i)) continue;
      const others = r.scores.filter((_, j) => j !== i);
      const margin = score - (others.length > 0 ? Math.max(...others) : 0);
      if (!bestMargin || margin > bestMargin.value) bestMargin = { value: margin, name, gameId: r.gameId, date: r.date };
    }
  }
  let streak = 0;
  let longestStreak = 0;
  for (const r of [...played].reverse()) {
    streak = humanWon(r) ? streak + 1 : 0;
    longestStreak = Math.max(longestStreak, streak);
  }
  return { games: played.length, wins: played.filter(humanWon).length, bestScore, bestMargin, longestStreak };
}
