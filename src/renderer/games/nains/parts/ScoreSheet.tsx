/** The final count: each Lord's points by Order, command area, coins and total, counting up row by row; winners marked. */
import { useTranslation } from 'react-i18next';
import { ORDERS, type NainsView } from '../../../../engine/games/nains/types';
import { ScoreSheet, type ScoreRow } from '../../shared/ScoreSheet';
import { useCountUp } from './anim/useCountUp';

const ROWS = [...ORDERS, 'command', 'coins'] as const;
const PER_ROW_MS = 260;

/** `scale`: the animation speed scale (0 at Instant or under reduced motion: the totals show at once). */
export function NainsScoreSheet({ state, onNew, scale = 0 }: { state: NainsView; onNew(): void; scale?: number }) {
  const { t } = useTranslation();
  const shown = useCountUp(ROWS.length + 1, PER_ROW_MS * scale);
  const winners = new Set<number>(state.winners ?? []);
  const scores = state.scores ?? [];
  const part = (v: number, row: number) => Math.round(v * (shown[row] ?? 1));
  const rows: ScoreRow[] = [
    ...ROWS.map((r, k) => ({ key: r, label: r === 'command' ? t('nains.command') : r === 'coins' ? t('nains.score.coins') : t(`nains.tone.${r}`), cells: scores.map((s) => part(s[r], k)) })),
    { key: 'total', label: t('nains.score.total'), cells: scores.map((s) => part(s.total, ROWS.length)), total: true },
  ];
  return (
    <ScoreSheet game="nains" title={t('nains.score.title')} names={state.names} winners={winners} rows={rows}
      verdict={t('nains.score.winners', { names: [...winners].map((w) => state.names[w] ?? '').join(', ') })}
      newLabel={t('nains.newGame')} onNew={onNew} counted={(shown[ROWS.length] ?? 1) >= 1} />
  );
}
