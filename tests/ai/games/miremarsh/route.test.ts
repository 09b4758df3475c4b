/**
 * The hard bot's whole-turn route planner (turnRoute.ts): it only ever picks a move the rules list,
 * it heads out from the Warren when its dice can walk, and it steps toward a quest instead of back to
 * the Warren (issue 27: a goblin walked Warren ↔ Leech Shallows for three rounds).
 */
import { describe, expect, it } from 'vitest';
import { decide } from '../../../../src/ai/games/miremarsh';
import { KNOBS } from '../../../../src/ai/games/miremarsh/knobs';
import { stepsTo } from '../../../../src/ai/games/miremarsh/route';
import { bestRouteMove } from '../../../../src/ai/games/miremarsh/turnRoute';
import { seatId } from '../../../../src/engine/kit/ids';
import { QUEST_SPACES, SECRET_PATHS } from '../../../../src/engine/games/miremarsh/catalog/board';
import type { Face } from '../../../../src/engine/games/miremarsh/catalog/types';
import { miremarshModule as m } from '../../../../src/engine/games/miremarsh/module';
import type { MiremarshState } from '../../../../src/engine/games/miremarsh/state';

const S = seatId(0);

function at(seed: number, space: string, faces: Face[], patch: Partial<MiremarshState['board'][string]> = {}): MiremarshState {
  const { state } = m.create({ seed, players: [{ name: 'a' }] });
  const here = state.board[space];
  return {
    ...state,
    step: 'act',
    creature: 'LURK',
    board: here ? { ...state.board, [space]: { ...here, faceUp: true, ...patch } } : state.board,
    seats: state.seats.map((x) => ({ ...x, goblin: 'stilter' as const, space, progress: 9, gold: 0 })),
    turn: { ...state.turn, started: true, opening: false, dice: faces.map((face) => ({ colour: 'G' as const, face, fromItem: false })) },
  };
}

const nearestQuest = (space: string): number => Math.min(...QUEST_SPACES.map((q) => stepsTo(q)[space] ?? 99));

describe('miremarsh hard route planner', () => {
  it('chooses among the legal moves only, and values its choice at least as high as staying', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const view = m.view(at(seed, 'WR', ['F', 'F', 'S', 'FS']), S);
      const legal = m.legalMoves(view, S);
      const r = bestRouteMove(view, 0, legal);
      expect(r).not.toBeNull();
      if (r?.move) expect(legal).toContainEqual(r.move);
      expect(r?.value ?? -1).toBeGreaterThanOrEqual(r?.stay ?? 0);
    }
  });

  it('heads out from the Warren when its dice can walk', () => {
    for (const seed of [1, 2, 3]) {
      const view = m.view(at(seed, 'WR', ['F', 'F', 'S', 'S']), S);
      expect(decide(view, S, KNOBS.hard)).toMatchObject({ type: 'move' });
    }
  });

  it('steps (or takes a secret path) toward a quest rather than back to the Warren with nothing to buy', () => {
    for (const seed of [1, 2, 3]) {
      const view = m.view(at(seed, 'A1', ['F', 'F', 'S', 'S']), S);
      const move = decide(view, S, KNOBS.hard);
      const path = move.type === 'path' ? SECRET_PATHS.find((p) => p.id === move.path) : undefined;
      const to = move.type === 'move' ? move.to : path ? (path.ends[0] === 'A1' ? path.ends[1] : path.ends[0]) : 'A1';
      expect(to, `seed ${seed}`).not.toBe('WR');
      expect(nearestQuest(to), `seed ${seed}: ${to}`).toBeLessThan(nearestQuest('A1'));
    }
  });
});
