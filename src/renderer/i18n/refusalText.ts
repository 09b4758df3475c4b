/**
 * A refused move in the reader's language: translated from the game's reason key and parameters
 * (`refusal.<reason>` in the locale files), never from its English sentence. English, and anything
 * without a reason the locale files know (a host's reply), shows the refusal's own message.
 */
import type { TFunction } from 'i18next';

/** A refusal as shown: its sentence, and the reason key and parameters it is translated from. */
export interface Refusal { message: string; reason?: string; params?: Readonly<Record<string, string | number>> }

/** Parameters whose values are ids the locale files name (a card kind…): parameter → that id's key. */
export type NamedParams = Readonly<Record<string, (value: string) => string>>;

export function refusalText(t: TFunction, i18n: { exists: (key: string) => boolean }, refusal: Refusal, named: NamedParams = {}): string {
  const key = refusal.reason ? `refusal.${refusal.reason}` : null;
  if (key === null || !i18n.exists(key)) return refusal.message;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(refusal.params ?? {})) {
    const keyOf = named[name];
    params[name] = keyOf && typeof value === 'string' && i18n.exists(keyOf(value)) ? t(keyOf(value)) : value;
  }
  return t(key, params);
}
