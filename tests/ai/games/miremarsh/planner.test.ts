/**
 * The hard bot's in-turn planner: its re-roll odds are the engine's own exact enumeration, it pays
 * risk-free when the dice fit and keeps the die worth most for the next challenge, and on a quest
 * it pushes with its last fish rather than starve.
 */
import { describe, expect, it } from 'vitest';
import { decide } from '../../../../src/ai/games/miremarsh';
import { KNOBS } from '../../../../src/ai/games/miremarsh/knobs';
import { questWorth } from '../../../../src/ai/games/miremarsh/questWorth';
import { ChainPlanner, plannedAttempt, remainders, type HandDie } from '../../../../src/ai/games/miremarsh/turnPlan';
import type { MiremarshMove } from '../../../../src/engine/games/miremarsh/moves';
import { seatId } from '../../../../src/engine/kit/ids';
import { chain } from '../../../../src/engine/games/miremarsh/catalog/notation';
import { miremarshModule as m } from '../../../../src/engine/games/miremarsh/module';
import { rollOdds } from '../../../../src/engine/games/miremarsh/odds';
import { tileDef } from '../../../../src/engine/games/miremarsh/catalog/tiles';

const ends = { stop: () => 0, death: 0, done: 1 };
const unrolled = (colours: string): HandDie[] => [...colours].map((c) => ({ colour: c as HandDie['colour'], face: null }));

describe('miremarsh chain planner', () => {
  it('values a re-roll of unrolled dice at the exact odds of the pool paying', () => {
    for (const text of ['2S+1F', '3=', '1F+1S+1E', '2F/1S+1E']) {
      const ch = chain(text);
      const planner = new ChainPlanner(ch, ends);
      const p = planner.declare(0, unrolled('GGYKK'), 1);
      expect(p).toBeCloseTo(rollOdds({ G: 2, Y: 1, K: 2, U: 0 }, ch[0]?.options ?? []), 9);
    }
  });

  it('pays risk-free when the dice already fit, and without a re-roll left it dies when they do not', () => {
    const planner = new ChainPlanner(chain('2S'), { stop: () => 0.3, death: -1, done: 1 });
    expect(planner.declare(0, [{ colour: 'K', face: 'S' }, { colour: 'G', face: 'FS' }], 1)).toBe(1);
    expect(planner.declare(0, [{ colour: 'K', face: 'S' }, { colour: 'G', face: 'F' }], 0)).toBe(-1);
  });

  it('keeps the wild for the next challenge when a sword pays this one', () => {
    const hand: HandDie[] = [{ colour: 'U', face: 'W' }, { colour: 'K', face: 'S' }];
    const rests = remainders(hand, chain('1S')[0] ?? { options: [] });
    expect(rests.map((r) => r.map((d) => d.face).join())).toEqual(expect.arrayContaining(['W', 'S']));
    const planner = new ChainPlanner(chain('1S » 1E'), { stop: () => 0, death: 0, done: 1 });
    expect(planner.after(0, [{ colour: 'U', face: 'W' }])).toBe(1);
    expect(planner.after(0, [{ colour: 'K', face: 'S' }])).toBeLessThan(1);
  });

  it('quest worth falls with fewer fish and is zero for a pool that cannot roll an eye', () => {
    const q = chain('2F+1S » 4F » 4S+1F » 4F+1S');
    const w = questWorth({ G: 3, Y: 1, K: 2, U: 1 }, q);
    expect(w(0, 9, 3)).toBeGreaterThan(w(0, 4, 3));
    expect(questWorth({ G: 3, Y: 0, K: 2, U: 0 }, chain('2E+1F'))(0, 9, 0)).toBe(0);
  });
});

describe('plannedAttempt (one attempt rule for quests and optional rewards)', () => {
  const seat = seatId(0);
  const viewWith = (hand: HandDie[]) => {
    const { state } = m.create({ seed: 9, players: [{ name: 'a' }] });
    return m.view({ ...state, turn: { ...state.turn, dice: hand.map((d) => ({ ...d, fromItem: false })) } }, seat);
  };
  const planner = () => new ChainPlanner(chain('1S » 1E'), { stop: () => 0, death: 0, done: 1 });

  it('pays with the sword and keeps the wild for the eye that comes next', () => {
    const hand: HandDie[] = [{ colour: 'U', face: 'W' }, { colour: 'K', face: 'S' }];
    const legal: MiremarshMove[] = [{ type: 'pay', seat, option: 0, pay: [{ die: 0 }] }, { type: 'pay', seat, option: 0, pay: [{ die: 1 }] }, { type: 'reroll', seat }];
    expect(plannedAttempt(viewWith(hand), legal, { planner: planner(), j: 0, hand })).toEqual(legal[1]);
  });

  it('re-rolls when no payment is on offer rather than give up', () => {
    const hand: HandDie[] = [{ colour: 'K', face: 'F' }, { colour: 'G', face: 'F' }];
    const legal: MiremarshMove[] = [{ type: 'giveUp', seat }, { type: 'reroll', seat }];
    expect(plannedAttempt(viewWith(hand), legal, { planner: planner(), j: 0, hand })).toEqual(legal[1]);
  });
});

describe('miremarsh hard bot on a quest', () => {
  const onQuest = (fish: number, faces: ('S' | '-' | 'F')[], last = false, questTile?: string, goblin: 'tanker' | 'mixer' = 'tanker') => {
    const { state: dealt } = m.create({ seed: 9, players: [{ name: 'a' }] });
    const qne = dealt.board.QNE;
    if (!qne) throw new Error('no QNE');
    const state = questTile ? { ...dealt, board: { ...dealt.board, QNE: { ...qne, tile: questTile } } } : dealt;
    const tile = state.board.QNE?.tile ?? '';
    const length = tile ? tileDef(tile).body.compulsory.length + tileDef(tile).body.optional.length : 4;
    const s = {
      ...state,
      step: 'act' as const,
      creature: 'LURK',
      seats: state.seats.map((x) => ({ ...x, goblin, space: 'QNE', progress: last ? length - 1 : 1, fish, items: [] })),
      turn: { ...state.turn, started: true, opening: false, dice: faces.map((face, i) => ({ colour: i < 5 ? ('U' as const) : ('G' as const), face, fromItem: false })) },
    };
    return decide(m.view(s, seatId(0)), seatId(0), KNOBS.hard);
  };

  it('pushes into the last challenge with no fish left instead of ending the turn out of food', () => {
    expect(onQuest(0, ['-', '-', '-', '-', '-', '-', '-', '-'], true)).toMatchObject({ type: 'attempt' });
  });

  it('keeps an opening roll with no footprint when it already pays the next quest challenge (no need to move)', () => {
    const { state } = m.create({ seed: 9, players: [{ name: 'a' }] });
    const quest = state.board.QNE;
    if (!quest) throw new Error('no QNE');
    const s = {
      ...state,
      step: 'act' as const,
      creature: 'LURK',
      // Q-03's second challenge is 3S: five black swords pay it.
      board: { ...state.board, QNE: { ...quest, tile: 'Q-03' } },
      seats: state.seats.map((x) => ({ ...x, goblin: 'hunter' as const, space: 'QNE', progress: 1, fish: 5, items: [] })),
      turn: { ...state.turn, started: true, opening: true, dice: Array.from({ length: 5 }, () => ({ colour: 'K' as const, face: 'S' as const, fromItem: false })) },
    };
    const view = m.view(s, seatId(0));
    expect(m.legalMoves(view, seatId(0))).toContainEqual({ type: 'rerollOpening', seat: seatId(0) });
    expect(decide(view, seatId(0), KNOBS.hard)).toMatchObject({ type: 'attempt' });
  });

  it('ends the turn rather than risk a hopeless re-roll while fish remain', () => {
    // Q-03's second challenge is 3S: one die can never pay it, and a Mixer's five dice do as well as
    // the next goblin would (a weaker goblin may rightly gamble its life for a better card).
    expect(onQuest(9, ['-'], false, 'Q-03', 'mixer')).toMatchObject({ type: 'endTurn' });
  });
});
