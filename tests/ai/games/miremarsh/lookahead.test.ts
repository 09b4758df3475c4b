/**
 * The hard bot's sampled lookahead: worlds are dealt from a seat's view only (two games that differ
 * only in what the seat cannot see give the same worlds), every hidden tile comes from those the seat
 * cannot rule out, and a choice is reproducible for a seed.
 */
import { describe, expect, it } from 'vitest';
import { determinize } from '../../../../src/ai/games/miremarsh/determinize';
import { lookaheadChoice, type Policy } from '../../../../src/ai/games/miremarsh/lookahead';
import { decide } from '../../../../src/ai/games/miremarsh';
import { KNOBS } from '../../../../src/ai/games/miremarsh/knobs';
import { kitRng } from '../../../../src/ai/kit/rng';
import { seatId } from '../../../../src/engine/kit/ids';
import { miremarshModule as m } from '../../../../src/engine/games/miremarsh/module';
import { legalMoves } from '../../../../src/engine/games/miremarsh/rules/legal';
import type { MiremarshState } from '../../../../src/engine/games/miremarsh/state';

const start = (): MiremarshState => m.create({ seed: 5, players: [{ name: 'a' }, { name: 'b' }] }).state;

describe('miremarsh lookahead', () => {
  it('deals hidden tiles only from what the seat cannot rule out, and never from the real hidden state', () => {
    const real = start();
    const hidden = Object.values(real.board).filter((b) => !b.faceUp).map((b) => b.id);
    const [a, b] = hidden;
    if (!a || !b) throw new Error('no face-down spaces');
    const swapped: MiremarshState = { ...real, board: { ...real.board, [a]: { ...real.board[a], id: a, tile: real.board[b]?.tile ?? null, faceUp: false, monster: null, drops: { gold: 0, bones: 0, items: [] } }, [b]: { ...real.board[b], id: b, tile: real.board[a]?.tile ?? null, faceUp: false, monster: null, drops: { gold: 0, bones: 0, items: [] } } } };
    const seat = seatId(real.turn.seat);
    const w1 = determinize(m.view(real, seat), seat, kitRng(9));
    const w2 = determinize(m.view(swapped, seat), seat, kitRng(9));
    expect(w1).toEqual(w2);
    const faceUpTiles = new Set(Object.values(real.board).filter((s) => s.faceUp && s.tile).map((s) => s.tile));
    for (const id of hidden) {
      expect(w1.board[id]?.tile).not.toBeNull();
      expect(faceUpTiles.has(w1.board[id]?.tile ?? null)).toBe(false);
    }
    expect(w1.goblinPile).toHaveLength(real.goblinPile.length);
    expect(w1.monsters[3]).toHaveLength(real.monsters[3].length);
  });

  it('picks one of its candidates, the same one for the same seed', () => {
    const real = start();
    const seat = seatId(real.turn.seat);
    const view = m.view(real, seat);
    const legal = legalMoves(view, seat);
    const candidates = legal.filter((x) => x.type === 'move' || x.type === 'endTurn').slice(0, 3);
    const fallback = candidates[0];
    if (!fallback) throw new Error('no candidate');
    const policy: Policy = (v, s) => decide(v, seatId(s), KNOBS.normal);
    const options = { worlds: 1, budgetMs: 10_000, maxMoves: 80, margin: 0 };
    const one = lookaheadChoice(view, seat, candidates, fallback, kitRng(3), policy, options);
    const two = lookaheadChoice(view, seat, candidates, fallback, kitRng(3), policy, options);
    expect(candidates).toContainEqual(one);
    expect(two).toEqual(one);
  });
});
