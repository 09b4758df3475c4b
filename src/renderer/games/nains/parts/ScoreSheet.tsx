/** The final count: each Lord's points by Order, command area, coins and total; winners marked. */
import { useTranslation } from 'react-i18next';
import { ORDERS, type NainsView } from '../../../../engine/nains/types';
import { ScoreSheet, type ScoreRow } from '../../shared/ScoreSheet';

const ROWS = [...ORDERS, 'command', 'coins'] as const;

export function NainsScoreSheet({ state, onNew }: { state: NainsView; onNew(): void }) {
  const { t } = useTranslation();
  const winners = new Set<number>(state.winners ?? []);
  const scores = state.scores ?? [];
  const rows: ScoreRow[] = [
    ...ROWS.map((r) => ({ key: r, label: r === 'command' ? t('nains.command') : r === 'coins' ? t('nains.score.coins') : t(`nains.tone.${r}`), cells: scores.map((s) => s[r]) })),
    { key: 'total', label: t('nains.score.total'), cells: scores.map((s) => s.total), total: true },
  ];
  return (
    <ScoreSheet game="nains" title={t('nains.score.title')} names={state.names} winners={winners} rows={rows}
      verdict={t('nains.score.winners', { names: [...winners].map((w) => state.names[w] ?? '').join(', ') })}
      newLabel={t('nains.newGame')} onNew={onNew} />
  );
}
