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
import { watchOptionNumbers } from '../../../hud/keys/keyboardPlay';

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


export function ActionPanel() {
  const { t, i18n } = useTranslation();
  const { view, actor, seats, refusal } = useShownSession((s) => ({ view: s.view, actor: s.actor, seats: s.config?.seats, refusal: s.refusal }));
  if (!view || actor === null || !seats || !isHuman(seats, actor)) return null;
  // Composing a deal takes a drawer over the table: in the sidebar it was a small scroll box at 1280×720.
  const drawer = view.step === 'bargaining' && currentDispute(view)?.pending?.to !== actor;
  return (
    <div className={drawer ? 'actions deal-drawer' : 'actions'} data-testid="actions" ref={watchOptionNumbers}>
      <Decision key={decisionKey(view, actor)} view={view} seat={actor} />
      {refusal && <div className="refusal">{t('panel.refused', { reason: refusalText(t, i18n, refusal) })}</div>}
    </div>
  );
}
