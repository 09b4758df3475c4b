/**
 * The way out of a LAN table as the shell bar's exit (pure, for tests): a seated player's "Leave
 * the table" asks once during a game (the AI then plays the seat), the host's "Close the table"
 * always asks (everyone leaves), a spectator's "Stop watching" leaves at once (nothing is lost).
 */
import type { ShellExit } from '../shell/ShellParts';

export interface LanExitState {
  /** This app hosts the table (the desktop host). */
  hosting: boolean;
  /** This client watches without a seat. */
  watching: boolean;
  /** The table's game is running. */
  playing: boolean;
}

export function lanExitChoice(state: LanExitState, t: (key: string) => string, leave: () => void): ShellExit {
  if (state.watching && !state.hosting) return { testId: 'lan-leave', label: t('lan.spectator.stop'), running: () => false, leave };
  return {
    testId: 'lan-leave',
    label: state.hosting ? t('lan.common.closeTable') : t('lan.common.leave'),
    question: state.hosting ? t('lan.common.confirmClose') : t('lan.common.confirmLeave'),
    ...(state.hosting ? { stay: t('lan.common.keepOpen') } : {}),
    running: () => state.playing || state.hosting,
    leave,
  };
}
