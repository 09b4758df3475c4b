/**
 * A table's head at a LAN host (no Undo, Save or replay: the host keeps the game): the title, what
 * the table adds, whose eyes it shows (a spectator's when watching), the platform's LAN bar and the
 * host's refusal of this client's last move. `game` prefixes the class and test ids as on a local table.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lanErrorText } from '../../lan/useLanClient';

interface LanTableHeadProps {
  game: string;
  title: string;
  /** "Eyes of …", or the spectator's words. */
  shown: string;
  /** The LAN bar (connection, watchers, clock, leave). */
  bar: ReactNode;
  refusal: Error | null;
  children?: ReactNode;
}

export function LanTableHead({ game, title, shown, bar, refusal, children }: LanTableHeadProps) {
  const { t } = useTranslation();
  return (
    <>
      <header className={`${game}-bar`}>
        <b>{title}</b>
        {children}
        <span className="seat-shown" data-testid={`${game}-viewer`}>{shown}</span>
      </header>
      {bar}
      {refusal && <div className="lan-module-refusal" data-testid="lan-refusal">{lanErrorText(t, refusal)}</div>}
    </>
  );
}
