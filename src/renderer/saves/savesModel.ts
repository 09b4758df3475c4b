/**
 * Pure helpers between the session's vocabulary (seats, seed text) and the save format's, plus
 * the decisions the saves UI shows (Continue, Undo, a list entry's line). Unit-tested.
 */
import type { SaveEntryDamaged, SaveEntryOk, SaveListEntry, SaveSetup, SeatSetup } from '../../shared/save';
import type { GameConfig, SeatConfig } from '../game/types';

/** The save schema's limit for a seat name (printable characters only). */
export const SEAT_NAME_MAX = 40;
/** The save schema's limit for a text seed. */
export const SEED_TEXT_MAX = 200;

/** A seat name the save schema accepts: control characters dropped, trimmed, at most 40 characters. */
export function cleanSeatName(name: string): string {
  let out = '';
  for (const ch of name) {
    const c = ch.charCodeAt(0);
    out += c < 0x20 || c === 0x7f ? ' ' : ch;
  }
  return out.trim().slice(0, SEAT_NAME_MAX).trim();
}

export function seatSetupOf(seat: SeatConfig): SeatSetup {
  return seat.kind === 'human' ? { name: seat.name, kind: 'human' } : { name: seat.name, kind: 'bot', bot: seat.kind };
}

/** `seed` is exactly what `createGame` was given. */
export function setupFromConfig(config: GameConfig, seed: number | string): SaveSetup {
  return { seed, mode: config.mode ?? 'local', seats: config.seats.map(seatSetupOf) };
}

/** The session's seats for a saved game. A `random` bot (CLI games) plays on at the easy level. */
export function configFromSetup(setup: SaveSetup): GameConfig {
  const seats: SeatConfig[] = setup.seats.map((s) => (s.kind === 'human'
    ? { name: s.name, kind: 'human' }
    : { name: s.name, kind: s.bot === 'random' ? 'easy' : s.bot }));
  return { seats, seed: String(setup.seed), mode: setup.mode };
}

function newer(a: SaveEntryOk, b: SaveEntryOk): number {
  return b.updatedAt.localeCompare(a.updatedAt) || b.moveCount - a.moveCount || b.id.localeCompare(a.id);
}

/**
 * The save Continue would open, by the library's rule: the newest snapshot of the most recently
 * played game whose newest snapshot is unfinished. Lets the new-game screen offer Continue
 * without loading anything.
 */
export function continuable(entries: readonly SaveListEntry[]): SaveEntryOk | null {
  const ok = entries.filter((e): e is SaveEntryOk => e.status === 'ok').sort(newer);
  const seen = new Set<string>();
  for (const e of ok) {
    if (seen.has(e.gameId)) continue;
    seen.add(e.gameId);
    if (!e.finished) return e;
  }
  return null;
}

/** A line of the saved-games list: a game (its newest save, the older ones folded under it) or a file that cannot be read. */
export type SavesListRow =
  | { kind: 'game'; head: SaveEntryOk; older: SaveEntryOk[] }
  | { kind: 'damaged'; entry: SaveEntryDamaged };

/**
 * One row per game (by `gameId`), newest first: the game's newest save leads and its older
 * autosaves are folded under it. A manual save is the player's own and keeps its row; a file that
 * cannot be read names no game and keeps one too. Rows are placed by date.
 */
export function rowsByGame(entries: readonly SaveListEntry[]): SavesListRow[] {
  const games = new Map<string, SaveEntryOk[]>();
  for (const e of entries) if (e.status === 'ok') games.set(e.gameId, [...(games.get(e.gameId) ?? []), e]);
  const rows: { date: string; row: SavesListRow }[] = [];
  const add = (head: SaveEntryOk, older: SaveEntryOk[]) => rows.push({ date: head.updatedAt, row: { kind: 'game', head, older } });
  for (const saves of games.values()) {
    const [head, ...rest] = [...saves].sort(newer);
    if (head === undefined) continue;
    add(head, rest.filter((e) => e.kind === 'autosave'));
    for (const manual of rest.filter((e) => e.kind === 'manual')) add(manual, []);
  }
  for (const e of entries) if (e.status === 'damaged') rows.push({ date: e.modifiedAt, row: { kind: 'damaged', entry: e } });
  return rows.sort((a, b) => b.date.localeCompare(a.date)).map((r) => r.row);
}

/** What a list entry's phase column says (an i18n key under `saves.phase`). */
export function phaseKey(entry: Pick<SaveEntryOk, 'phase' | 'finished'>): string {
  return entry.finished ? 'finished' : entry.phase;
}

/** A save's date in the player's language, e.g. "3 Nov 2026, 10:42". */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
