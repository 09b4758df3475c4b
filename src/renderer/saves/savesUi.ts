/** Which saves screen is open over the table: the saved-games list, or nothing. */
import { createStore } from '../store';

export type SavesOverlay = null | 'list';

export const overlayStore = createStore<SavesOverlay>(null);

export const openSavedGames = (): void => overlayStore.set('list');
export const closeSavedGames = (): void => overlayStore.set(null);
