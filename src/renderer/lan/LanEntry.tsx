/**
 * The small part of LAN play every page needs: the new-game screen's LAN buttons and whether a
 * LAN screen is showing. The screens themselves load on demand (app/lazyScreens.tsx).
 */
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_GAME_ID } from '../../shared/lan/games';
import { lanApi } from './lanPage';
import { lan, useLan } from './lanStore';
import './lan.css';

/** The LAN entries of the new-game screen. */
export function LanEntry() {
  const { t } = useTranslation();
  return (
    <div className="lan-entry" data-testid="lan-entry">
      {lanApi() && <button type="button" data-testid="lan-open-host" onClick={() => lan.open('host')}>{t('lan.entry.host')}</button>}
      <button type="button" data-testid="lan-open-join" onClick={() => lan.open('join')}>{t('lan.entry.join')}</button>
      <span className="note">{t('lan.entry.note')}</span>
    </div>
  );
}

/** True while a LAN screen replaces the local ones. */
export function useLanActive(): boolean {
  return useLan((s) => s.stage !== 'off');
}

/** True once a LAN screen has something to show (not while the page checks whether it is a LAN host's). */
export function useLanScreenShown(): boolean {
  return useLan((s) => s.stage === 'join' || s.stage === 'host' || s.stage === 'table');
}

const noSubscribe = (): (() => void) => () => undefined;

/**
 * True while the LAN table's game is drawn by a screen with its own shell bar (Nains, Miremarsh):
 * the default game's frame hides its own.
 */
export function useOwnBarTableShown(): boolean {
  const client = useLan((s) => (s.stage === 'table' ? s.client : null));
  const game = useSyncExternalStore(client?.subscribe ?? noSubscribe, () => client?.getSnapshot().table?.game ?? DEFAULT_GAME_ID);
  const seated = useLan((s) => (s.stage === 'table' ? s.seats?.get(game) ?? null : null));
  const session = seated?.seat.session;
  const active = useSyncExternalStore(session?.subscribe ?? noSubscribe, () => session?.get().active ?? false);
  return active && seated?.lan.ownBar === true;
}
