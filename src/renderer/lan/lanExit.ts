/**
 * The way out of a LAN table, as the shell bar's exit (shell/ShellParts.tsx): "Leave the table"
 * (the AI plays the seat: asks once), "Close the table" for the one hosting it (asks once), "Stop
 * watching" for a spectator (nothing is lost: leaves at once). No Save or Load: the host keeps the game.
 */
import { useTranslation } from 'react-i18next';
import type { ShellExit } from '../shell/ShellParts';
import { lan, useLan } from './lanStore';
import { useClientSnapshot } from './useLanClient';

export function useLanExit(): ShellExit {
  const { t } = useTranslation();
  const hosting = useLan((s) => s.hosting !== null);
  const snap = useClientSnapshot();
  const watching = Boolean(snap?.watching) && !hosting;
  const playing = snap?.table?.phase === 'playing';
  const leave = () => void lan.leave();
  if (watching) return { testId: 'lan-leave', label: t('lan.spectator.stop'), running: () => false, leave };
  return {
    testId: 'lan-leave',
    label: hosting ? t('lan.common.closeTable') : t('lan.common.leave'),
    question: hosting ? t('lan.common.confirmClose') : t('lan.common.confirmLeave'),
    running: () => playing || hosting,
    leave,
  };
}
