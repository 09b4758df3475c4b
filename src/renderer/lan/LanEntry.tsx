/**
 * The small part of LAN play every page needs: the new-game screen's LAN buttons and whether a
 * LAN screen is showing. The screens themselves load on demand (app/lazyScreens.tsx).
 */
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_GAME_ID } from '../../shared/lan/games';
import { lanApi } from './lanPage';
import { lan, useLan } from './lanStore';
import type { ModuleRemoteSnapshot } from './moduleRemote';
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
const noSnapshot = (): ModuleRemoteSnapshot | null => null;

/**
 * True while a LAN table of a game with its own screen (Nains, Miremarsh) is drawn: it wears its
 * own shell bar, so the default game's frame hides its own.
 */
export function useModuleTableShown(): boolean {
  const remote = useLan((s) => (s.stage === 'table' ? s.moduleGame : null));
  const snap = useSyncExternalStore(remote?.store.subscribe ?? noSubscribe, remote?.store.get ?? noSnapshot, remote?.store.get ?? noSnapshot);
  return snap !== null && snap.game !== null && snap.game !== DEFAULT_GAME_ID && snap.view !== null && !snap.dismissed;
}
