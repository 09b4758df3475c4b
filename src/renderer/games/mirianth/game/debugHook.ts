/**
 * A read-only window onto the session for tests: what the engine holds and what it waits for.
 * Tests read it to check results and to decide what to click; every action goes through the UI.
 */
import { legalMoves, playerView } from '../../../../engine/games/mirianth';
import { animationGate } from '../../../game/pace';
import { awaitedInOrder } from './seats';
import type { Session } from './session';

export function installDebugHook(session: Session): void {
  const hook: MirianthDebug = {
    state: () => session.fullState(),
    config: () => session.getSnapshot().config,
    awaiting: () => {
      const s = session.fullState();
      return s ? awaitedInOrder(s) : [];
    },
    actor: () => session.getSnapshot().actor,
    viewer: () => session.getSnapshot().viewer,
    legalMoves: (seat) => {
      const s = session.fullState();
      return s ? legalMoves(playerView(s, seat), seat) : [];
    },
    events: () => session.events().map((e) => e.event),
    animating: () => animationGate.busy(),
    version: () => session.getSnapshot().version,
    mode: () => 'local',
    view: () => session.getSnapshot().view,
    lan: () => null,
  };
  Object.defineProperty(window, '__mirianth', { value: Object.freeze(hook), configurable: true });
}
