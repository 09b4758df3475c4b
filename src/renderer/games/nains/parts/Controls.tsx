/** The prompt and the answers: the bid picker while bidding, else one button per legal move (keys 1–9). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { NainsMove, NainsView } from '../../../../engine/nains/types';
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
  useEffect(() => {
    if (bidding || legal.length === 0) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement) return;
      const n = Number(e.key);
      const m = Number.isInteger(n) && n >= 1 ? legal[n - 1] : undefined;
      if (m) onPlay(m);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [bidding, legal, onPlay]);
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
        <div className="moves">
          {legal.map((m, i) => (
            <button key={`${view.era}-${view.turn}-${i}`} type="button" data-testid={`nains-move-${i}`} onClick={() => onPlay(m)}>
              {i < 9 && <kbd>{i + 1}</kbd>} {moveText(t, m)}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
