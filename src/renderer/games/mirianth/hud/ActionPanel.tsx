/** The controls for the decision at hand, shown to the human whose decision it is. */
import { useTranslation } from 'react-i18next';
import type { PlayerView, SeatId } from '../../../../engine/games/mirianth';
import { decisionKey } from '../game/decision';
import { isHuman } from '../game/seats';
import { useShownSession } from '../game/useSession';
import { refusalText } from '../i18n/refusalText';
import { AimPanel } from './panels/AimPanel';
import { AnnouncePanel } from './panels/AnnouncePanel';
import { AttachPanel } from './panels/AttachPanel';
import { BargainPanel } from './panels/BargainPanel';
import { BattlePanel } from './panels/BattlePanel';
import { DiscardPanel } from './panels/DiscardPanel';
import { PeddlerPanel } from './panels/PeddlerPanel';
import { PenaltyPanel } from './panels/PenaltyPanel';
import { PickPanel } from './panels/PickPanel';
import { battleStage, currentDispute } from './rules';
import { nextOptionPage, optionPages, watchOptionNumbers } from '../../../hud/keys/keyboardPlay';
import { useStore } from '../../../store';
import { PAGE_KEY } from '../../../hud/keys/keyMap';

function Decision({ view, seat }: { view: PlayerView; seat: SeatId }) {
  switch (view.step) {
    case 'announcing': return <AnnouncePanel view={view} seat={seat} />;
    case 'bargaining': return <BargainPanel view={view} seat={seat} />;
    case 'conceding': return <PickPanel view={view} seat={seat} />;
    case 'peddler': return <PeddlerPanel view={view} seat={seat} />;
    case 'attaching': return <AttachPanel view={view} seat={seat} />;
    case 'archerTargets': return <AimPanel view={view} seat={seat} />;
    case 'initialAccommodation':
    case 'finalAccommodation': return <DiscardPanel view={view} seat={seat} />;
    case 'plagueEffect': return <PenaltyPanel view={view} seat={seat} mode="plague" />;
    case 'battles':
      return battleStage(view, seat) === 'attacks' ? <PenaltyPanel view={view} seat={seat} mode="attacks" /> : <BattlePanel view={view} seat={seat} />;
    case 'setup':
    case 'gameOver': return null;
  }
}


/** "More keys" (M): shown when the decision has more buttons than keys, it moves the keys to the next page of buttons. */
function MoreKeys() {
  const { t } = useTranslation();
  const { page, pages } = useStore(optionPages);
  if (pages < 2) return null;
  return (
    <button type="button" className="keys-more" data-key={PAGE_KEY} data-testid="keys-more" title={t('keys.moreTitle')} onClick={() => nextOptionPage()}>
      {t('keys.more', { page: page + 1, pages })}
    </button>
  );
}

export function ActionPanel() {
  const { t, i18n } = useTranslation();
  const { view, actor, seats, refusal } = useShownSession((s) => ({ view: s.view, actor: s.actor, seats: s.config?.seats, refusal: s.refusal }));
  if (!view || actor === null || !seats || !isHuman(seats, actor)) return null;
  // Composing a deal takes a drawer over the table: in the sidebar it was a small scroll box at 1280×720.
  const drawer = view.step === 'bargaining' && currentDispute(view)?.pending?.to !== actor;
  return (
    <div className={drawer ? 'actions deal-drawer' : 'actions'} data-testid="actions" data-decision={decisionKey(view, actor)} ref={watchOptionNumbers}>
      <Decision key={decisionKey(view, actor)} view={view} seat={actor} />
      <MoreKeys />
      {refusal && <div className="refusal">{t('panel.refused', { reason: refusalText(t, i18n, refusal) })}</div>}
    </div>
  );
}
