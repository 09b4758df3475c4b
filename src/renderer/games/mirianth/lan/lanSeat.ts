/**
 * Mirianth at a LAN table (the registry's `lanSession`): while this page sits or watches there, the
 * table and the HUD read a RemoteSession instead of the local session, and the test hook shows
 * only what this seat may know; detaching goes back to the local game.
 */
import type { RemoteClient } from '../../../lan/remoteClient';
import { installDebugHook } from '../game/debugHook';
import { session } from '../game/session';
import { gameSource } from '../game/source';
import { installLanDebugHook } from './lanDebugHook';
import { mirianthClient } from './lanTypes';
import { RemoteSession } from './remoteSession';

export function attachLan(client: RemoteClient): () => void {
  const mirianth = mirianthClient(client);
  const remote = new RemoteSession(mirianth);
  gameSource.set(remote);
  if (window.__mirianth) installLanDebugHook(remote, mirianth);
  return () => {
    remote.dispose();
    if (gameSource.isLocal()) return;
    gameSource.set(null);
    // The test hook exists only where debugging is allowed; it goes back to the local game.
    if (window.__mirianth) installDebugHook(session);
  };
}
