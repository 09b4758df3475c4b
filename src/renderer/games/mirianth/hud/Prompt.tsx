/** One line saying what must happen now and whose decision it is (in a replay: who was to decide). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isHuman } from '../game/seats';
import { useShownSession } from '../game/useSession';
import { RulesLink } from '../rules/RulesEntry';
import { sound } from '../../../sound';
import { promptText, replayPromptText } from './promptText';

export function Prompt({ replay = false }: { replay?: boolean }) {
  const { t } = useTranslation();
  const { view, actor, seats } = useShownSession((s) => ({ view: s.view, actor: s.actor, seats: s.config?.seats }));
  const human = actor !== null && !!seats && isHuman(seats, actor);
  // A chime when a person's decision comes up (as the table shows it, not ahead of it).
  useEffect(() => {
    if (human && !replay) sound.cue('yourTurn');
  }, [human, actor, replay]);
  if (!view || !seats) return null;
  if (replay) {
    return <div className="prompt replay" data-testid="hud-prompt" data-replay="true">{replayPromptText(t, view)}</div>;
  }
  // The "?" sits beside the prompt, not inside it: the prompt's text stays exactly the sentence.
  return (
    <div className="prompt-line">
      <div className={`prompt${human ? '' : ' waiting'}`} data-testid="hud-prompt" data-actor={actor ?? ''} aria-live="polite">
        {promptText(t, view, actor, seats)}
      </div>
      <RulesLink step={view.step} />
    </div>
  );
}
