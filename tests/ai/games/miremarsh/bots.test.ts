/**
 * Miremarsh bots through the AI kit: every level plays whole solo and table games with legal moves
 * only, and the kit simulation reports a solo bot's win rate as its winShare. Decision times are not
 * asserted here (a loaded machine would make the test flaky): they are a printed figure of
 * `simulate` (p50/p95 ms), recorded in docs/miremarsh-balance.md.
 */
import { describe, expect, it } from 'vitest';
import { createKitBot, kitBotLevels } from '../../../../src/ai/kit/gameAi';
import { runModuleGame } from '../../../../src/ai/kit/runGame';
import { simulateModule } from '../../../../src/ai/kit/simulate';
import { decide, miremarshAi } from '../../../../src/ai/games/miremarsh';
import { KNOBS } from '../../../../src/ai/games/miremarsh/knobs';
import { seatId } from '../../../../src/engine/kit/ids';
import { miremarshModule as m } from '../../../../src/engine/games/miremarsh/module';

const make = (level: 'random' | 'easy' | 'normal' | 'hard', seed: number) => createKitBot(m, miremarshAi, level, seed);

describe('miremarsh bots', () => {
  it('offers random, easy, normal and hard', () => {
    expect(kitBotLevels(miremarshAi)).toEqual(['random', 'easy', 'normal', 'hard']);
  });

  it('every level finishes solo and 3-seat games with legal moves only', () => {
    for (const level of ['easy', 'normal', 'hard'] as const) {
      const solo = runModuleGame({ game: m, seed: 11, names: ['a'], bots: [make(level, 1)] });
      expect(m.ctx(solo.final).over).toBe(true);
      const table = runModuleGame({ game: m, seed: 12, names: ['a', 'b', 'c'], bots: [make(level, 1), make('hard', 2), make('normal', 3)], options: { bribes: true } });
      expect(m.ctx(table.final).over).toBe(true);
    }
  });

  it('runs through the kit simulation: solo winShare is the share of games the seat won', () => {
    // The same module, but every other game is scored a win for the solo seat (the swamp wins most
    // real games), counting the wins the simulation is told about.
    let games = 0;
    let wins = 0;
    const counted = { ...m, summary: (s: Parameters<typeof m.summary>[0]) => {
      const real = m.summary(s);
      const index = games++;
      const winners = real.winners?.includes(seatId(0)) || index % 2 === 1 ? [seatId(0)] : [];
      wins += winners.length;
      return { ...real, winners };
    } };
    const summary = simulateModule({ game: counted, games: 8, bots: ['hard'], seed: 3, createBot: (level, seed) => make(level, seed) });
    const hard = summary.bots[0];
    expect(hard?.games).toBe(8);
    expect(wins).toBeGreaterThan(0);
    expect(hard?.winShare).toBe(wins / 8);
    expect(hard?.p95DecisionMs).toBeGreaterThan(0);
    expect(summary.winnerShare).toBe(wins / 8);
  });

  it('pays a challenge the dice already fit instead of re-rolling (risk-free), keeping its wild', () => {
    const { state } = m.create({ seed: 4, players: [{ name: 'a' }] });
    const s = {
      ...state,
      step: 'attempt' as const,
      creature: 'LURK',
      seats: state.seats.map((x) => ({ ...x, goblin: 'catcher' as const, space: 'A1', progress: 0 })),
      board: { ...state.board, A1: { id: 'A1', tile: 'L1-02', faceUp: true, monster: null, drops: { gold: 0, bones: 0, items: [] } } },
      turn: { ...state.turn, started: true, attempt: { source: { kind: 'tile' as const }, rerolls: 1 }, dice: [{ colour: 'U' as const, face: 'W' as const, fromItem: false }, { colour: 'K' as const, face: 'S' as const, fromItem: false }] },
    };
    const move = decide(m.view(s, seatId(0)), seatId(0), KNOBS.hard);
    expect(move).toMatchObject({ type: 'pay', pay: [{ die: 1 }] });
  });
});
