/** The kit's game runner follows a game's declared `RunOrder`: which awaited seat acts, and whether bots get the move index. */
import { describe, expect, it } from 'vitest';
import { createRandomGameBot } from '../../../src/ai/kit/randomBot';
import { runModuleGame, type RunOrder } from '../../../src/ai/kit/runGame';
import type { GameBot } from '../../../src/engine/kit/module';
import { toyGame, type ToyMove, type ToyState, type ToyView } from '../../support/toyGame';

/** A random bot that records the move index it was given at each decision. */
function recording(seed: number, seen: (number | undefined)[]): GameBot<ToyView, ToyMove> {
  const inner = createRandomGameBot(toyGame, seed);
  return {
    level: 'random',
    choose(view, seat, at) {
      seen.push(at);
      return inner.choose(view, seat, at);
    },
  };
}

function play(order?: RunOrder<ToyState>) {
  const seen: (number | undefined)[] = [];
  const played = runModuleGame({ game: toyGame, seed: 4, names: ['Ana', 'Bo'], bots: [recording(1, seen), recording(2, seen)], order });
  return { played, seen };
}

describe("the kit's game runner and a declared run order", () => {
  it('asks the first awaited seat and passes the move index by default', () => {
    const { played, seen } = play();
    expect(played.moves[0]?.seat).toBe(0);
    expect(seen).toEqual(played.moves.map((_, i) => i));
  });

  it("asks the seat the order's nextSeat picks among the awaited ones", () => {
    const picked: number[][] = [];
    const { played } = play({ nextSeat: (_state, awaiting) => (picked.push([...awaiting]), awaiting[awaiting.length - 1]) });
    // The toy game's bids are simultaneous: both seats are awaited first, and the last one is asked.
    expect(picked[0]).toEqual([0, 1]);
    expect(played.moves[0]?.seat).toBe(1);
  });

  it('calls bots without a move index when the order says so', () => {
    const { played, seen } = play({ moveIndex: false });
    expect(seen.length).toBe(played.moves.length);
    expect(seen.every((at) => at === undefined)).toBe(true);
  });
});
