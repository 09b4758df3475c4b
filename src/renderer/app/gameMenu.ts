/**
 * What the application menu's game commands do: New game and Learn to play act on the table that
 * declares them (GameTable.menu, the default game's), registered when the page starts (game/runtime.ts).
 */
export interface GameMenu {
  /** New game at once when nothing is lost, otherwise ask first. */
  newGame(): void;
  /** A fresh guided game with the coach at its first step. */
  learn(): void;
}

let current: GameMenu | null = null;

export function registerGameMenu(menu: GameMenu): void {
  current = menu;
}

export function gameMenu(): GameMenu | null {
  return current;
}
