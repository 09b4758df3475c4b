/** A finished LAN game (`shared/lan/finishedGame.ts`) as a line of this person's records, labelled LAN. */
import type { ClientSnapshot } from '../../shared/lan/clientState';
import { finishedLanGame } from '../../shared/lan/finishedGame';
import type { GameRecord } from './records';

/** The record of the game this client played to the end, or null. `date`: when this client saw it end. */
export function lanRecord(snap: Pick<ClientSnapshot, 'session' | 'table' | 'game'>, date: string): GameRecord | null {
  const done = finishedLanGame(snap);
  if (!done) return null;
  return {
    gameId: done.gameId,
    date,
    game: done.game,
    seats: done.seats.map((s) => ({ name: s.name, level: s.kind === 'ai' ? s.level : 'human' })),
    scores: done.scores,
    winners: done.winners,
    lan: true,
    // The other people at the table are friends on their own computers: only this seat is "you".
    you: done.seat,
  };
}
