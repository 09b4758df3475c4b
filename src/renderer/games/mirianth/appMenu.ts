/** The application menu's New game and Learn to play, on Mirianth's table (GameTable.menu). */
import type { GameMenu } from '../../app/gameMenu';
import { i18next } from '../../i18n';
import { guidedNames, startGuidedGame } from './coach/coachRuntime';
import { askNewGame } from './hud/newGameConfirm';

const t = (key: string, options?: Record<string, unknown>): string => i18next.t(key, options);

export const mirianthMenu: GameMenu = {
  newGame: askNewGame,
  learn: () => startGuidedGame(guidedNames(t)),
};
