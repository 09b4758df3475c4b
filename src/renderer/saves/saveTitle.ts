/**
 * A save's title in the list. A name the player gave is shown as is; a name the library made up
 * (English, "Ana, Brisa (round 3)") is replaced by one in the player's language that tells games
 * apart (when the game started) and moments apart (round and step, or finished).
 */
import { DEFAULT_GAME_ID, MAX_NAME_LENGTH, type SaveEntryOk } from '../../shared/save';
import { REGISTRY } from '../../engine/registry';
import type { T } from '../i18n/t';
import { momentOf } from './gameSaves';
import { formatDate } from './savesModel';

type Entry = Pick<SaveEntryOk, 'name' | 'players' | 'finished' | 'round' | 'step' | 'createdAt' | 'moveCount'> & Partial<Pick<SaveEntryOk, 'game'>>;

/** The game's name in the player's language (the id itself for a game this build lacks). */
export function gameName(game: string, language: string): string {
  const module = REGISTRY.find(game);
  return module ? module.name[language.startsWith('pt') ? 'pt-BR' : 'en'] : game;
}

/** Where in its game a save stands: Mirianth's round and step, or the game's own words. */
export function momentText(t: T, entry: Entry): string {
  const game = entry.game ?? DEFAULT_GAME_ID;
  const moment = game === DEFAULT_GAME_ID ? null : momentOf(game);
  if (moment) return t('saves.anyGame.moment', { moment: moment(t, entry), move: entry.moveCount });
  if (game !== DEFAULT_GAME_ID) return t('saves.anyGame.moment', { moment: t('saves.round', { n: entry.round }), move: entry.moveCount });
  return t('read.saveTitle.moment', { n: entry.round, step: t(`step.${entry.step}`), move: entry.moveCount });
}

/** True when `name` is what the save library would have called this save (so nobody chose it). */
export function isGeneratedName(entry: Entry): boolean {
  const names = entry.players.map((p) => p.name).join(', ');
  const when = entry.finished ? 'finished' : `round ${entry.round}`;
  return entry.name === `${names} (${when})`.slice(0, MAX_NAME_LENGTH);
}

export function saveTitle(t: T, entry: Entry, language: string): string {
  if (!isGeneratedName(entry)) return entry.name;
  const players = entry.players.map((p) => p.name).join(', ');
  const moment = entry.finished ? t('read.saveTitle.finished') : momentText(t, entry);
  const title = t('read.saveTitle.title', { players, started: formatDate(entry.createdAt, language), moment });
  return entry.game === undefined || entry.game === DEFAULT_GAME_ID ? title : `${gameName(entry.game, language)} · ${title}`;
}

/**
 * The replay's heading: a library-made name ("Ana, Brisa (finished)", English) in the player's
 * language; a name the player gave, as is.
 */
export function replayTitle(t: T, name: string, players: readonly string[]): string {
  const names = players.join(', ');
  if (name === `${names} (finished)`.slice(0, MAX_NAME_LENGTH)) return `${names} (${t('read.saveTitle.finished')})`;
  const round = /^(.*) \(round (\d+)\)$/.exec(name);
  if (round && round[1] === names) return `${names} (${t('saves.round', { n: Number(round[2]) })})`;
  return name;
}
