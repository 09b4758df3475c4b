/** On the new-game screen, when Nains or Miremarsh is picked: "Learn …" starts that game's guided first game. */
import { useTranslation } from 'react-i18next';
import type { SeatConfig } from '../../../game/types';
import { tableOf } from '../../registry';
import { learnTextFor } from './learnText';

export function GuidedEntry({ game }: { game: string }) {
  const { t, i18n } = useTranslation();
  const guided = tableOf(game)?.guided;
  if (!guided) return null;
  const text = learnTextFor(i18n.language, guided.text.en, guided.text.ptBR);
  const names = t('botNames', { returnObjects: true }) as unknown;
  const bots = Array.isArray(names) ? names.map(String) : [];
  const seats = guided.kinds.map((kind, i): SeatConfig => ({ kind, name: kind === 'human' ? t('newGame.defaultHuman', { n: 1 }) : bots[i] ?? `AI ${i + 1}` }));
  return (
    <div className="coach-entry" data-testid={`learn-${game}-entry`}>
      <button type="button" className="primary" data-testid={`learn-${game}`} onClick={() => guided.start(seats)}>{text.learn}</button>
      <span className="note">{text.learnNote}</span>
    </div>
  );
}
