/**
 * The hard bot's race reading (race.ts): with 2+ players the first quest completed wins, so the
 * chance that an opponent finishes on its next turn discounts every turn the hard bot waits.
 */
import { describe, expect, it } from 'vitest';
import { questTurn } from '../../../../src/ai/games/miremarsh/questTurn';
import { raceHazard } from '../../../../src/ai/games/miremarsh/race';
import { seatId } from '../../../../src/engine/kit/ids';
import { QUEST_SPACES, WARREN } from '../../../../src/engine/games/miremarsh/catalog/board';
import type { Face } from '../../../../src/engine/games/miremarsh/catalog/types';
import { miremarshModule as m } from '../../../../src/engine/games/miremarsh/module';
import type { MiremarshState } from '../../../../src/engine/games/miremarsh/state';

const S = seatId(0);
const [MINE = '', THEIRS = ''] = QUEST_SPACES;

/** Seat 0 on its quest (one challenge done, holding `faces`); seat 1 (if any) at `their` with `progress`. */
function race(players: number, their: string, progress: number, faces: Face[] = ['S', 'F', '-', '-', 'E']): MiremarshState {
  const { state } = m.create({ seed: 3, players: Array.from({ length: players }, (_, i) => ({ name: `p${i}` })) });
  return {
    ...state,
    step: 'act',
    creature: 'LURK',
    seats: state.seats.map((x, i) => (i === 0
      ? { ...x, goblin: 'stilter' as const, space: MINE, progress: 1, fish: 8 }
      : { ...x, goblin: 'stilter' as const, space: their, progress, fish: 8 })),
    turn: { ...state.turn, seat: S, started: true, opening: false, dice: faces.map((face) => ({ colour: 'G' as const, face, fromItem: false })) },
  };
}

describe('miremarsh hard bot in a race', () => {
  it('reads no race solo, and only a small floor from an opponent still on its way', () => {
    expect(raceHazard(m.view(race(1, WARREN, 0), S), 0)).toBe(0);
    const walking = raceHazard(m.view(race(2, WARREN, 0), S), 0);
    expect(walking).toBeGreaterThan(0);
    expect(walking).toBeLessThan(raceHazard(m.view(race(2, THEIRS, 2), S), 0));
    expect(walking).toBeLessThanOrEqual(0.2);
  });

  it('reads a real chance that an opponent one challenge from its quest finishes next turn', () => {
    const close = raceHazard(m.view(race(2, THEIRS, 2), S), 0);
    expect(close).toBeGreaterThan(0.2);
    expect(close).toBeGreaterThan(raceHazard(m.view(race(2, THEIRS, 0), S), 0));
  });

  it('values ending its turn on the quest less when the opponent is close to finishing', () => {
    const alone = questTurn(m.view(race(2, WARREN, 0), S), 0);
    const close = questTurn(m.view(race(2, THEIRS, 2), S), 0);
    expect(alone?.stop ?? 0).toBeGreaterThan(0);
    expect(close?.stop ?? 1).toBeLessThan(0.8 * (alone?.stop ?? 0));
  });
});
