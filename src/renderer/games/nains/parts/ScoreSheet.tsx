/** The final count: each Lord's points by Order, command area, coins and total; winners marked. */
import { useTranslation } from 'react-i18next';
import { ORDERS, type NainsView } from '../../../../engine/nains/types';

const ROWS = [...ORDERS, 'command', 'coins'] as const;

export function NainsScoreSheet({ state, onNew }: { state: NainsView; onNew(): void }) {
  const { t } = useTranslation();
  const winners = new Set<number>(state.winners ?? []);
  const scores = state.scores ?? [];
  return (
    <div className="nains-score" data-testid="nains-score">
      <h2>{t('nains.score.title')}</h2>
      <table>
        <thead>
          <tr><th />{state.names.map((n, i) => <th key={i} className={winners.has(i) ? 'winner' : undefined}>{n}</th>)}</tr>
        </thead>
        <tbody>
          {ROWS.map((r) => (
            <tr key={r}><th>{r === 'command' ? t('nains.command') : r === 'coins' ? t('nains.score.coins') : t(`nains.tone.${r}`)}</th>
              {scores.map((s, i) => <td key={i}>{s[r]}</td>)}</tr>
          ))}
          <tr className="total"><th>{t('nains.score.total')}</th>
            {scores.map((s, i) => <td key={i} data-testid={`nains-total-${i}`}>{s.total}</td>)}</tr>
        </tbody>
      </table>
      <p data-testid="nains-winners">{t('nains.score.winners', { names: [...winners].map((w) => state.names[w] ?? '').join(', ') })}</p>
      <button type="button" className="primary" data-testid="nains-new-game" onClick={onNew}>{t('nains.newGame')}</button>
    </div>
  );
}
