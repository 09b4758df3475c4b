/** Which saves screen is open over the table: the saved-games list, or nothing. */
import { createStore } from '../store';

export type SavesOverlay = null | 'list';

export const overlayStore = createStore<SavesOverlay>(null);

/** The game the list is narrowed to (a game's own Load), or null for every game's saves. */
export const savesListGame = createStore<string | null>(null);

export const openSavedGames = (): void => {
  savesListGame.set(null);
  overlayStore.set('list');
};
/** The list with only this game's saves (and any save that cannot be read, to be deleted). */
export const openSavedGamesOf = (game: string): void => {
  savesListGame.set(game);
  overlayStore.set('list');
};
export const closeSavedGames = (): void => overlayStore.set(null);
