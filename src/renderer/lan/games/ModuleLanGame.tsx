/**
 * The LAN table of a game with its own screen (from the registry) over the
 * module remote, with the LAN row (connection, spectator banner, watchers, clock; the table's shell
 * bar holds Leave) and chat; the table's
 * lobby before a game and after its score sheet is closed.
 */
import { Suspense } from 'react';
import { useStore } from '../../store';
import { ChatPanel } from '../ChatPanel';
import { LanBar } from '../LanBar';
import { LobbyScreen } from '../LobbyScreen';
import type { ModuleRemote } from '../moduleRemote';
import { tableOf } from '../../games/registry';

export function ModuleLanGame({ remote }: { remote: ModuleRemote }) {
  const snap = useStore(remote.store);
  if (snap.view === null || snap.dismissed) return <LobbyScreen />;
  const bar = <LanBar className="lan-bar lan-module-bar" />;
  // The chat sits in the table's own flow (under its log), never over its answers.
  const chat = <div className="lan-module-chat"><ChatPanel compact /></div>;
  const LanTable = snap.game === null ? undefined : tableOf(snap.game)?.LanTable;
  return LanTable ? <Suspense fallback={null}><LanTable remote={remote} bar={bar} chat={chat} /></Suspense> : null;
}
