/** Where a Miremarsh save stands, in words: the round, and at the end each goblin boss's quests. */
import type { SaveEntryOk } from '../../../shared/save';
import type { T } from '../../i18n/t';

export function miremarshMoment(t: T, entry: Pick<SaveEntryOk, 'round' | 'players'> & Partial<Pick<SaveEntryOk, 'scores'>>): string {
  const round = t('miremarsh.saves.moment', { n: entry.round });
  if (!entry.scores) return round;
  const quests = entry.scores.map((q, i) => `${entry.players[i]?.name ?? ''} ${q}`).join(', ');
  return `${round} · ${t('miremarsh.saves.quests', { list: quests })}`;
}
