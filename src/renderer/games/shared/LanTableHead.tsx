/**
 * A table's head at a LAN host: the same shell bar as the local table (title, whose eyes — a
 * spectator's when watching —, Rules, `?`, Sound, speed, Reduce motion, View, language) with
 * "Leave the table" as its exit and no Undo, Save or Load (the host keeps the game); under it the
 * platform's LAN row (connection, spectator banner, watchers, clock) and the host's refusal of this
 * client's last move. `game` prefixes the class and test ids as on a local table.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanExit } from '../../lan/lanExit';
import { lanErrorText } from '../../lan/useLanClient';
import { ShellBar } from '../../shell/ShellBar';
import { lanShortcuts } from '../../shell/shellControls';
import { LIST_SHORTCUTS } from './tableShortcuts';

const LAN_SHORTCUTS = lanShortcuts(LIST_SHORTCUTS);

interface LanTableHeadProps {
  game: string;
  title: string;
  /** "Eyes of …", or the spectator's words. */
  shown: string;
  /** The LAN row (connection, spectator banner, watchers, clock). */
  bar: ReactNode;
  refusal: Error | null;
  /** The game's Rules button. */
  rules: ReactNode;
  /** Drawn before whose eyes (Miremarsh's round). */
  lead?: ReactNode;
}

export function LanTableHead({ game, title, shown, bar, refusal, rules, lead }: LanTableHeadProps) {
  const { t } = useTranslation();
  const exit = useLanExit();
  return (
    <>
      <ShellBar slot={{
        game, testId: `${game}-bar`, titleTestId: `${game}-title`, title, playing: true,
        line: (
          <span className="shell-line">
            {lead}
            <span className="seat-shown" data-testid={`${game}-viewer`} title={shown}>{shown}</span>
          </span>
        ),
        rules, shortcuts: LAN_SHORTCUTS, save: null, load: null, exit,
      }} />
      {bar}
      {refusal && <div className="lan-module-refusal" data-testid="lan-refusal">{lanErrorText(t, refusal)}</div>}
    </>
  );
}
