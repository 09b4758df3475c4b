/** The prompt and the answers: the bid picker while bidding, else one button per legal move (keys 1–9). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NainsMove, NainsView } from '../../../../engine/games/nains/types';
import { AnswerList } from '../../shared/AnswerList';
import { moveKey } from '../learn/coach';
import { BidPicker } from './BidPicker';
import { Hint } from './Hint';
import { moveText, promptText } from './moveText';
import { RulesLink } from '../../shared/learn/TableRules';
import { useNainsLearn } from '../learn/useNainsLearn';

/** The rules section each moment of the game needs. */
const STEP_SECTION: Record<NainsView['step'], string> = {
  setup: 'overview', bidding: 'turn', picking: 'taverns', discarding: 'taverns', upgrading: 'coins', recruiting: 'lines', svara: 'lines', exchanging: 'coins', over: 'scoring',
};

interface ControlsProps {
  view: NainsView;
  legal: readonly NainsMove[];
  onPlay(move: NainsMove): void;
  /** The host's refusal of this client's last move (LAN), else null. */
  refusal?: Error | null;
}

export function Controls({ view, legal, onPlay, refusal = null }: ControlsProps) {
  const { t } = useTranslation();
  const bidding = legal.length > 0 && legal.every((m) => m.type === 'bid');
  const you = view.you;
  const learn = useNainsLearn();
  // The position the hint was asked in: its suggestion is marked there only.
  const position = `${view.era}-${view.turn}-${view.revealed}-${legal.length}-${legal[0]?.type ?? ''}`;
  const [hinted, setHinted] = useState<{ position: string; move: NainsMove } | null>(null);
  const suggested = hinted?.position === position ? hinted.move : null;
  return (
    <section className="nains-controls" data-testid="nains-controls">
      <p className="nains-prompt" data-testid="nains-prompt">
        <RulesLink section={STEP_SECTION[view.step]} label={learn.help} />
        {promptText(t, view)}
        {you !== null && legal.length > 0 && <Hint key={position} view={view} seat={you} onSuggest={(move) => setHinted({ position, move })} />}
      </p>
      {bidding && you !== null ? (
        <BidPicker key={`${view.era}-${view.turn}-${you}`} hand={view.players[you]?.coins ?? []} legal={legal} onPlay={onPlay} refusal={refusal} suggested={suggested} />
      ) : (
        <AnswerList game="nains" moves={legal} keyOf={moveKey} marked={suggested ? moveKey(suggested) : null} round={`${view.era}-${view.turn}`} label={(m) => moveText(t, m)} onPlay={onPlay} />
      )}
    </section>
  );
}
