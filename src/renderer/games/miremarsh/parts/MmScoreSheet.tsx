/** The result: each player's quests, fish, deaths and gold; the winner, or the swamp's verdict. */
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../../../engine/kit/ids';
import type { MiremarshView } from '../../../../engine/games/miremarsh/view';
import { ScoreSheet, type ScoreRow } from '../../shared/ScoreSheet';
import { goblinName, tileName } from './names';

export function MmScoreSheet({ view, leastUseless, onNew }: { view: MiremarshView; leastUseless: SeatId | null; onNew(): void }) {
  const { t } = useTranslation();
  const winners = new Set<number>(view.winners ?? []);
  const names = view.seats.map((s) => s.name);
  const rows: ScoreRow[] = [
    { key: 'goblin', label: t('miremarsh.score.goblin'), cells: view.seats.map((s) => (s.out ? t('miremarsh.out') : goblinName(s.goblin))) },
    { key: 'questsDone', label: t('miremarsh.score.questNames'), cells: view.seats.map((s) => s.quests.map(tileName).join(', ') || '—') },
    { key: 'fish', label: t('miremarsh.fishLeft'), cells: view.seats.map((s) => s.fish) },
    { key: 'deaths', label: t('miremarsh.deaths'), cells: view.seats.map((s) => s.deaths) },
    { key: 'gold', label: t('miremarsh.gold'), cells: view.seats.map((s) => s.gold) },
    { key: 'quests', label: t('miremarsh.quests'), cells: view.seats.map((s) => s.quests.length), total: true },
  ];
  const verdict = winners.size > 0
    ? t('miremarsh.score.winner', { names: [...winners].map((w) => names[w] ?? '').join(', ') })
    : leastUseless !== null ? t('miremarsh.score.leastUseless', { name: names[leastUseless] ?? '' }) : t('miremarsh.score.swampWins');
  return <ScoreSheet game="mm" title={t('miremarsh.score.title')} names={names} winners={winners} rows={rows} verdict={verdict} newLabel={t('miremarsh.newGame')} onNew={onNew} />;
}
