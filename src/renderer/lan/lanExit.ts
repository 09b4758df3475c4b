/** The way out of this client's LAN table, as the shell bar's exit (exitChoice.ts). No Save or Load: the host keeps the game. */
import { useTranslation } from 'react-i18next';
import type { ShellExit } from '../shell/ShellParts';
import { lanExitChoice } from './exitChoice';
import { lan, useLan } from './lanStore';
import { useClientSnapshot } from './useLanClient';

export function useLanExit(): ShellExit {
  const { t } = useTranslation();
  const hosting = useLan((s) => s.hosting !== null);
  const snap = useClientSnapshot();
  return lanExitChoice({ hosting, watching: Boolean(snap?.watching), playing: snap?.table?.phase === 'playing' }, t, () => void lan.leave());
}
