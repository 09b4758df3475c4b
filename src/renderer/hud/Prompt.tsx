/** One line saying what must happen now and whose decision it is. */
import { useTranslation } from 'react-i18next';
import { isHuman } from '../game/seats';
import { useShownSession } from '../game/useSession';
import { promptText } from './promptText';

export function Prompt() {
  const { t } = useTranslation();
  const { view, actor, seats } = useShownSession((s) => ({ view: s.view, actor: s.actor, seats: s.config?.seats }));
  if (!view || !seats) return null;
  const human = actor !== null && isHuman(seats, actor);
  return (
    <div className={`prompt${human ? '' : ' waiting'}`} data-testid="hud-prompt" data-actor={actor ?? ''} aria-live="polite">
      {promptText(t, view, actor, seats)}
    </div>
  );
}
