/**
 * Mirianth at a LAN table (the registry's `lan.attach`): while this page sits or watches there, the
 * table and the HUD read a RemoteSession instead of the local session (it is the seat's session
 * the platform holds), and the test hook shows only what this seat may know; disposing goes back
 * to the local game.
 */
import type { LanSeat } from '../../gameTable';
import type { RemoteClient } from '../../../lan/remoteClient';
import { installDebugHook } from '../game/debugHook';
import { session } from '../game/session';
import { gameSource } from '../game/source';
import { installLanDebugHook } from './lanDebugHook';
import { mirianthClient } from './lanTypes';
import { RemoteSession } from './remoteSession';

export function attachLan(client: RemoteClient): LanSeat {
  const mirianth = mirianthClient(client);
  const remote = new RemoteSession(mirianth);
  gameSource.set(remote);
  if (window.__mirianth) installLanDebugHook(remote, mirianth);
  return {
    session: remote,
    dispose() {
      remote.dispose();
      if (gameSource.isLocal()) return;
      gameSource.set(null);
      // The test hook exists only where debugging is allowed; it goes back to the local game.
      if (window.__mirianth) installDebugHook(session);
    },
  };
}
