/**
 * The saves library reports failures as a code and one English line. English readers get that
 * precise line; other languages get the cause from its code (`saves.anyGame.reason.<code>`).
 */
import type { SavesFailure } from '../../shared/save';

type T = (key: string, options?: Record<string, unknown>) => string;

/** True when the library's own (English) lines can be shown as they are. */
export const readsLibraryText = (language: string): boolean => language.startsWith('en');

/** A failure worth telling the player about (closing a file dialog is not one), in their language. */
export function failureText(t: T, language: string, failure: SavesFailure | { reason: 'nothingToContinue'; message: string }): string | null {
  if (failure.reason === 'canceled') return null;
  return readsLibraryText(language) ? failure.message : t(`saves.anyGame.reason.${failure.reason}`, { defaultValue: failure.message });
}
