/**
 * A refused move in the reader's language: translated from the engine's reason key and parameters
 * (`refusal.<reason>` in the locale files), never from its English sentence. Parameters that name a
 * card kind or penalty are translated too. English, and anything without a reason (a host's reply),
 * shows the engine's own message.
 */
import type { TFunction } from 'i18next';
import { REFUSAL_REASONS, type RefusalParams, type RefusalReason } from '../../../../engine/games/mirianth';

export function isRefusalReason(value: string): value is RefusalReason {
  return (REFUSAL_REASONS as readonly string[]).includes(value);
}

export interface ShownRefusal { message: string; reason?: RefusalReason; params?: RefusalParams }

/** Parameters whose values are ids the locale files name: param → key prefix. */
const NAMED: Readonly<Record<string, (v: string) => string>> = {
  kind: (v) => `card.${v}.name`,
  penalty: (v) => `penalty.${v}`,
  step: (v) => `step.${v}`,
};

export function refusalText(t: TFunction, i18n: { exists: (key: string) => boolean }, refusal: ShownRefusal): string {
  const key = refusal.reason ? `refusal.${refusal.reason}` : null;
  if (key === null || !i18n.exists(key)) return refusal.message;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(refusal.params ?? {})) {
    const named = NAMED[name];
    params[name] = named && typeof value === 'string' && i18n.exists(named(value)) ? t(named(value)) : value;
  }
  return t(key, params);
}
