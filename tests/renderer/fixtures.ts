/** Games played headless by easy bots, with every intermediate state, for renderer tests. */
import { createBot } from '../../src/ai/games/mirianth/bots';
import { runGame } from '../../src/ai/games/mirianth/runGame';
import type { DomainEvent, GameState } from '../../src/engine/games/mirianth';

export interface Step { events: DomainEvent[]; state: GameState }

const cache = new Map<string, Step[]>();

export function playedGame(players = 4, seed = 'renderer-fixture'): Step[] {
  const key = `${players}:${seed}`;
  const known = cache.get(key);
  if (known) return known;
  const steps: Step[] = [];
  const names = ['Ana', 'Bruno', 'Carla', 'Davi'].slice(0, players);
  runGame({ seed, names, bots: names.map((_, i) => createBot('easy', i + 1)), onEvents: (events, state) => steps.push({ events, state }) });
  cache.set(key, steps);
  return steps;
}
