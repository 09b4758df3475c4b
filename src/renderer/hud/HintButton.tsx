/** Asks the AI what it would do in the deciding human's place, and says it in words. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Move } from '../../engine';
import { bots } from '../game/runtime';
import { isHuman } from '../game/seats';
import { useSession } from '../game/useSession';
import { describeMove } from '../i18n/describeMove';

export function HintButton() {
  const { t } = useTranslation();
  const { view, actor, seats, version } = useSession((s) => ({ view: s.view, actor: s.actor, seats: s.config?.seats, version: s.version }));
  const [hint, setHint] = useState<{ version: number; move: Move | null } | null>(null);
  const [asking, setAsking] = useState(false);
  if (!view || actor === null || !seats || !isHuman(seats, actor) || view.step === 'gameOver') return null;
  const ask = () => {
    setAsking(true);
    void bots().hint(actor, view).then((move) => {
      setHint({ version, move });
      setAsking(false);
    });
  };
  const current = hint && hint.version === version ? hint : null;
  return (
    <div className="row">
      <button type="button" data-testid="hint" disabled={asking} onClick={ask}>{t('top.hint')}</button>
      {current && (
        <span className="hint-text" data-testid="hint-text">
          {current.move ? describeMove(t, view, current.move) : t('hint.none')}
        </span>
      )}
    </div>
  );
}
