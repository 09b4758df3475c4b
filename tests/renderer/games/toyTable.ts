/**
 * Toy Duel's table for tests: a fourth game as a renderer room would hold it (its local session,
 * its screen, its entry), which no platform file imports. tests/renderer/games/fourthGame.test.ts
 * registers it beside the real tables.
 */
import { createElement } from 'react';
import type { GameTable } from '../../../src/renderer/games/gameTable';
import { createLocalSession } from '../../../src/renderer/games/shared/localSession';
import { createLocalTransport } from '../../../src/renderer/session/localTransport';
import { toyGame } from '../../support/toyGame';

export const toySession = createLocalSession(toyGame);
export const toyLocal = createLocalTransport(toySession);

function ToyScreen() {
  const snap = toySession.get();
  const view = toySession.view(snap);
  return createElement('div', { 'data-testid': 'toy-screen' }, view ? `${view.names.join(' vs ')}: round ${view.round}, coins ${view.coins.join('/')}` : 'no game');
}

export const toyTable: GameTable = {
  id: toyGame.id,
  start: (seats, seed) => toySession.start(seats, seed),
  session: () => toyLocal,
  screen: { Screen: ToyScreen, load: () => Promise.resolve() },
};
