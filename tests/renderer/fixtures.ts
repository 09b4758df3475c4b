/** Games played headless by easy bots, with every intermediate state, for renderer tests. */
import { MIRIANTH_ORDER, mirianthBot } from '../../src/ai/games/mirianth/mirianthAi';
import { runModuleGame } from '../../src/ai/kit/runGame';
import { mirianthModule } from '../../src/engine/games/mirianth/module';
import type { DomainEvent, GameState } from '../../src/engine/games/mirianth';

export interface Step { events: DomainEvent[]; state: GameState }

const cache = new Map<string, Step[]>();

export function playedGame(players = 4, seed = 'renderer-fixture'): Step[] {
  const key = `${players}:${seed}`;
  const known = cache.get(key);
  if (known) return known;
  const steps: Step[] = [];
  const names = ['Ana', 'Bruno', 'Carla', 'Davi'].slice(0, players);
  runModuleGame({ game: mirianthModule, order: MIRIANTH_ORDER, seed, names, bots: names.map((_, i) => mirianthBot('easy', i + 1)), onEvents: (events, state) => steps.push({ events: [...events], state }) });
  cache.set(key, steps);
  return steps;
}
