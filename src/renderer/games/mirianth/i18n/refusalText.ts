/**
 * A refused Mirianth move in the reader's language (the platform's refusalText, src/renderer/i18n):
 * from the engine's reason key and parameters, with the parameters that name a card kind, a
 * penalty or a step translated too.
 */
import type { TFunction } from 'i18next';
import { REFUSAL_REASONS, type RefusalParams, type RefusalReason } from '../../../../engine/games/mirianth';
import { refusalText as platformRefusalText, type NamedParams } from '../../../i18n/refusalText';

export function isRefusalReason(value: string): value is RefusalReason {
  return (REFUSAL_REASONS as readonly string[]).includes(value);
}

export interface ShownRefusal { message: string; reason?: RefusalReason; params?: RefusalParams }

/** Parameters whose values are ids the locale files name: param → key prefix. */
const NAMED: NamedParams = {
  kind: (v) => `card.${v}.name`,
  penalty: (v) => `penalty.${v}`,
  step: (v) => `step.${v}`,
};

export function refusalText(t: TFunction, i18n: { exists: (key: string) => boolean }, refusal: ShownRefusal): string {
  return platformRefusalText(t, i18n, refusal, NAMED);
}
