/**
 * A game's event history, rebuilt from its setup and moves: a game resumed from an autosave has
 * its state but not its events, and rejoining players get the log with their full view.
 */
import type { AnyGameModule, BaseEvent, BaseMove } from '../../engine/kit/module';
import type { GameSetup } from './session';

/** Every event of the game, opening included, in order (a few ms for a whole game). */
export function replayEvents(module: AnyGameModule, setup: GameSetup, rulesVersion: number, moves: readonly BaseMove[]): BaseEvent[] {
  const started = module.create({ seed: setup.seed, players: setup.players, rulesVersion });
  const events = [...started.events];
  let state = started.state;
  for (const [i, move] of moves.entries()) {
    const r = module.apply(state, move);
    if (!r.ok) throw new Error(`Move ${i + 1} refused on replay: ${r.refusal.message}`);
    state = r.state;
    events.push(...r.events);
  }
  return events;
}
