/**
 * Records as CSV (RFC 4180): one row per game with date, game, seats, levels, scores and winner.
 * A field with a comma, quote or line break is quoted; a field a spreadsheet would read as a
 * formula (a player named "=1+1") is prefixed with an apostrophe, so opening the file runs nothing.
 */
import type { GameRecord } from './records';

export const CSV_HEADER = ['date', 'game', 'seats', 'levels', 'scores', 'winner'] as const;

/** `text`: a field people typed (names), which could start like a formula. */
export function csvField(value: string, text = true): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Lists inside one field are joined with "; " (a seat's name may itself hold a comma). */
export function recordsCsv(records: readonly GameRecord[]): string {
  const rows = [CSV_HEADER.join(',')];
  for (const r of records) {
    rows.push([
      csvField(r.date, false),
      csvField(r.game, false),
      csvField(r.seats.map((s) => s.name).join('; ')),
      csvField(r.seats.map((s) => s.level).join('; '), false),
      csvField(r.scores.join('; '), false),
      csvField(r.winners.map((w) => r.seats[w]?.name ?? `#${w + 1}`).join('; ')),
    ].join(','));
  }
  return `${rows.join('\r\n')}\r\n`;
}
