/** Where a Nains save stands, in words: the Era and turn, from its round (turns run on through the Eras). */
import { turnsPerEra } from '../../../engine/games/nains/catalog';
import type { SaveEntryOk } from '../../../shared/save';
import type { T } from '../../i18n/t';

export function nainsMoment(t: T, entry: Pick<SaveEntryOk, 'round' | 'players'>): string {
  const per = turnsPerEra(entry.players.length);
  const era = entry.round > per ? 2 : 1;
  return t('nains.eraTurn', { era, turn: entry.round - (era - 1) * per });
}
