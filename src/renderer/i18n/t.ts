/** The translate function every screen takes (i18next's, in the player's language). */
import type { TFunction } from 'i18next';

export type T = TFunction;
