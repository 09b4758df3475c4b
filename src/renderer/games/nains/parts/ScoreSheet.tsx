/** The final count: each Lord's points by Order, command area, coins and total, counting up row by row; winners marked. */
import { useTranslation } from 'react-i18next';
import { ORDERS, type NainsView } from '../../../../engine/nains/types';
import { useSettings } from '../../../game/useSession';
import { ScoreSheet, type ScoreRow } from '../../shared/ScoreSheet';
import { SPEED_SCALE } from '../../shared/speed';
import { useCountUp } from './anim/useCountUp';

const ROWS = [...ORDERS, 'command', 'coins'] as const;
const PER_ROW_MS = 260;

export function NainsScoreSheet({ state, onNew }: { state: NainsView; onNew(): void }) {
  const { t } = useTranslation();
  const { speed, reduceMotion } = useSettings((s) => ({ speed: s.speed, reduceMotion: s.reduceMotion }));
  const shown = useCountUp(ROWS.length + 1, reduceMotion ? 0 : PER_ROW_MS * SPEED_SCALE[speed]);
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
      newLabel={t('nains.newGame')} onNew={onNew} />
  );
}
