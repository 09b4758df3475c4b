/**
 * A save's title in the list. A name the player gave is shown as is; a name the library made up
 * (English, "Ana, Brisa (round 3)") is replaced by one in the player's language that tells games
 * apart (when the game started) and moments apart (round and step, or finished).
 */
import { MAX_NAME_LENGTH, type SaveEntryOk } from '../../shared/save';
import type { T } from '../i18n/text';
import { formatDate } from './savesModel';

type Entry = Pick<SaveEntryOk, 'name' | 'players' | 'finished' | 'round' | 'step' | 'createdAt' | 'moveCount'>;

/** True when `name` is what the save library would have called this save (so nobody chose it). */
export function isGeneratedName(entry: Entry): boolean {
  const names = entry.players.map((p) => p.name).join(', ');
  const when = entry.finished ? 'finished' : `round ${entry.round}`;
  return entry.name === `${names} (${when})`.slice(0, MAX_NAME_LENGTH);
}

export function saveTitle(t: T, entry: Entry, language: string): string {
  if (!isGeneratedName(entry)) return entry.name;
  const players = entry.players.map((p) => p.name).join(', ');
  const moment = entry.finished
    ? t('read.saveTitle.finished')
    : t('read.saveTitle.moment', { n: entry.round, step: t(`step.${entry.step}`), move: entry.moveCount });
  return t('read.saveTitle.title', { players, started: formatDate(entry.createdAt, language), moment });
}
