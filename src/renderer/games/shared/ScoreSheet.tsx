/**
 * The end-of-game sheet shared by the local tables: one column per player (winners marked), rows
 * given by the game, a line naming the winners and a button back to the new-game screen.
 * `game` prefixes the class and test ids (`<game>-score`, `<game>-total-<seat>`, `<game>-winners`).
 */
import type { ReactNode } from 'react';

export interface ScoreRow {
  key: string;
  label: string;
  cells: readonly ReactNode[];
  /** The deciding row: emphasised, and its cells carry `<game>-total-<seat>` test ids. */
  total?: boolean;
}

interface ScoreSheetProps {
  game: string;
  title: string;
  names: readonly string[];
  winners: ReadonlySet<number>;
  rows: readonly ScoreRow[];
  verdict: string;
  newLabel: string;
  onNew(): void;
  /** False while the rows still count up: the winners are not marked or named before their totals show. */
  counted?: boolean;
}

export function ScoreSheet({ game, title, names, winners, rows, verdict, newLabel, onNew, counted = true }: ScoreSheetProps) {
  return (
    <div className={`${game}-score table-score`} data-testid={`${game}-score`}>
      <h2>{title}</h2>
      <table>
        <thead>
          <tr><th />{names.map((n, i) => <th key={i} className={counted && winners.has(i) ? 'winner' : undefined}>{n}</th>)}</tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className={r.total ? 'total' : undefined}><th>{r.label}</th>
              {r.cells.map((c, i) => <td key={i} data-testid={r.total ? `${game}-total-${i}` : undefined}>{c}</td>)}</tr>
          ))}
        </tbody>
      </table>
      <p data-testid={`${game}-winners`} style={counted ? undefined : { visibility: 'hidden' }}>{counted ? verdict : ''}</p>
      <button type="button" className="primary" data-testid={`${game}-new-game`} onClick={onNew}>{newLabel}</button>
    </div>
  );
}
