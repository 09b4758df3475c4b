/** The prompt and the answers: the bid picker while bidding, else one button per legal move (keys 1–9). */
import { useTranslation } from 'react-i18next';
import type { NainsMove, NainsView } from '../../../../engine/nains/types';
import { AnswerList } from '../../shared/AnswerList';
import { BidPicker } from './BidPicker';
import { Hint } from './Hint';
import { moveText, promptText } from './moveText';

interface ControlsProps {
  view: NainsView;
  legal: readonly NainsMove[];
  onPlay(move: NainsMove): void;
}

export function Controls({ view, legal, onPlay }: ControlsProps) {
  const { t } = useTranslation();
  const bidding = legal.length > 0 && legal.every((m) => m.type === 'bid');
  const you = view.you;
  return (
    <section className="nains-controls" data-testid="nains-controls">
      <p className="nains-prompt" data-testid="nains-prompt">
        {promptText(t, view)}
        {you !== null && legal.length > 0 && <Hint key={`${view.era}-${view.turn}-${view.revealed}-${legal.length}-${legal[0]?.type ?? ''}`} view={view} seat={you} />}
      </p>
      {bidding && you !== null ? (
        <BidPicker key={`${view.era}-${view.turn}-${you}`} hand={view.players[you]?.coins ?? []} legal={legal} onPlay={onPlay} />
      ) : (
        <AnswerList game="nains" moves={legal} round={`${view.era}-${view.turn}`} label={(m) => moveText(t, m)} onPlay={onPlay} />
      )}
    </section>
  );
}
