/**
 * What the conformance suite needs per registered game beyond its module: the AI's determinize
 * hook (a full state consistent with a seat's view), where the game has one.
 */
import { determinize as mirianthDeterminize } from '../../../src/ai/games/mirianth/determinize';
import { nainsAi } from '../../../src/ai/games/nains';
import { xoroshiro128plus } from '../../../src/ai/games/mirianth/rng';
import { kitRng } from '../../../src/ai/kit/rng';
import { createRandomGameBot } from '../../../src/ai/kit/randomBot';
import type { SeatId } from '../../../src/engine/kit/ids';
import type { AnyGameModule } from '../../../src/engine/kit/module';
import type { PlayerView } from '../../../src/engine/games/mirianth';
import { hashText } from '../../../src/engine/kit/stateHash';
import type { NainsView } from '../../../src/engine/games/nains/types';

/** A full state the seat's view could have come from, drawn with `seed`. */
export type AnyDeterminize = (view: unknown, seat: SeatId, seed: number) => unknown;

export const DETERMINIZE: Readonly<Record<string, AnyDeterminize>> = {
  'mirianth-wars': (view, _seat, seed) => mirianthDeterminize(view as PlayerView, xoroshiro128plus(seed)),
  nains: (view, seat, seed) => nainsAi.determinize?.(view as NainsView, seat, kitRng(seed)),
};

export interface Played { states: unknown[]; moves: { type: string; seat: SeatId }[]; events: unknown[][] }

/** A whole game between the kit's random bots (seeded per seat), every state kept. */
export function playRandom(game: AnyGameModule, seed: number, players: number, maxMoves = 5000): Played {
  const bots = Array.from({ length: players }, (_, i) => createRandomGameBot(game, seed * 10 + i));
  const first = game.create({ seed, players: bots.map((_, i) => ({ name: `P${i + 1}` })) });
  const played: Played = { states: [first.state], moves: [], events: [first.events] };
  let state = first.state;
  while (!game.ctx(state).over) {
    if (played.moves.length >= maxMoves) throw new Error(`${game.id}: no end after ${maxMoves} moves`);
    const seat = game.ctx(state).awaiting[0];
    const bot = seat === undefined ? undefined : bots[seat];
    if (seat === undefined || !bot) throw new Error(`${game.id}: nobody awaited at ${game.ctx(state).step}`);
    const move = bot.choose(game.view(state, seat), seat, played.moves.length);
    const r = game.apply(state, move);
    if (!r.ok) throw new Error(`${game.id}: the random bot's ${move.type} was refused: ${r.refusal.message}`);
    state = r.state;
    played.states.push(state);
    played.moves.push(move);
    played.events.push(r.events);
  }
  return played;
}

/** Every move and the hash of every state after it, folded into one digest. */
export function digestOf(game: AnyGameModule, played: Played): string {
  const parts = played.states.map((s, i) => `${JSON.stringify(played.moves[i - 1] ?? null)} ${game.hash(s)} ${JSON.stringify(played.events[i])}`);
  return hashText(parts.join('\n'));
}
