/** The ledger of open promises, always in the sidebar: who owes whom a dispute, and when it applies. */
import { useTranslation } from 'react-i18next';
import type { PromiseToken, PublicState } from '../../../../../engine/games/mirianth';
import { useShownSession } from '../../game/useSession';
import { promiseText } from '../../i18n/text';
import { seatColor } from '../../table/cards/palette';
import '../../../../hud/flow.css';

/** Whether the beneficiary could call on it in this round (given a dispute between the two). */
function appliesThisRound(s: PublicState, p: PromiseToken): boolean {
  return p.kind === 'once' ? p.madeInRound < s.roundNo : p.activeRound === s.roundNo;
}

export function PromiseLedger() {
  const { t } = useTranslation();
  const view = useShownSession((s) => s.view);
  if (!view || view.step === 'gameOver') return null;
  const open = view.promises;
  return (
    <section className="panel ledger" data-testid="promise-ledger">
      <h3>{t('ledger.title')}{open.length > 0 ? ` (${open.length})` : ''}</h3>
      {open.length === 0 && <div className="note" data-testid="ledger-empty">{t('ledger.none')}</div>}
      <ul>
        {open.map((p) => (
          <li key={p.id} data-testid={`ledger-${p.id}`} style={{ borderLeftColor: seatColor(p.promiser) }}>
            {promiseText(t, view, p, p.beneficiary, p.activeRound)}
            {' '}<span className={`when${appliesThisRound(view, p) ? ' now' : ''}`}>{t(appliesThisRound(view, p) ? 'ledger.now' : 'ledger.waiting')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
