/** Nains on the GameModule seam: registry, parseMove, refusals, undo barriers, audience, summary. */
import { describe, expect, it } from 'vitest';
import { seatId } from '../../../../src/engine/kit/ids';
import { nainsModule as G } from '../../../../src/engine/games/nains/module';
import { NAINS_STEPS } from '../../../../src/engine/games/nains/runner';
import { nainsMachine, NAINS_STEP_STATE } from '../../../../src/engine/games/nains/machine';
import { AWAITING_INPUT } from '../../../../src/engine/kit/machine';
import { findGame } from '../../../../src/engine/registry';

const three = () => G.create({ seed: 5, players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] }).state;

describe('the Nains module', () => {
  it('is registered as "nains" for 2 to 5 Lords, rules version 1', () => {
    expect(findGame('nains')).toBe(G);
    expect([G.minPlayers, G.maxPlayers, G.rulesVersion]).toEqual([2, 5, 1]);
    expect(G.name['pt-BR']).toBe('Nains');
    expect(() => G.create({ seed: 1, players: [{ name: 'A' }] })).toThrow();
  });
  it('reads its steps from the statechart', () => {
    expect(NAINS_STEPS).toEqual(['setup', 'bidding', 'picking', 'discarding', 'upgrading', 'recruiting', 'svara', 'exchanging', 'over']);
    expect(G.ctx(three())).toMatchObject({ phase: 'bids', step: 'bidding', over: false, round: 1 });
  });
  it('rests in the chart state named by the step: tagged awaitingInput exactly when someone is awaited', () => {
    for (const seed of [1, 2, 3]) {
      let s = G.create({ seed, players: Array.from({ length: 2 + seed }, (_, i) => ({ name: `L${i}` })) }).state;
      for (;;) {
        const snap = nainsMachine.resolveState({ value: NAINS_STEP_STATE[s.step], context: { game: s } });
        expect(snap.hasTag(AWAITING_INPUT)).toBe(s.awaiting.length > 0);
        if (G.ctx(s).over) break;
        const seat = G.ctx(s).awaiting[0] ?? seatId(0);
        const m = G.legalMoves(s, seat)[0];
        if (!m) throw new Error('no move');
        const r = G.apply(s, m);
        if (!r.ok) throw new Error(r.refusal.message);
        s = r.state;
      }
      expect(s.step).toBe('over');
    }
  });
  it('parses moves with zod and names what is wrong', () => {
    expect(G.parseMove({ type: 'bid', seat: 1, taverns: ['b0', 'g12', 'trade'] })).toMatchObject({ ok: true });
    expect(G.parseMove({ type: 'bid', seat: 1, taverns: ['b5', 'b2', 'b3'] })).toMatchObject({ ok: false });
    expect(G.parseMove({ type: 'recruit', seat: 0, card: 'B1', column: 'moat' })).toMatchObject({ ok: false });
    expect(G.parseMove({ type: 'pick', seat: 0, card: 'E1R1', extra: 1 })).toMatchObject({ ok: false });
  });
  it('refuses a move out of turn or illegal, changing nothing', () => {
    const s = three();
    expect(G.apply(s, { type: 'pick', seat: seatId(0), card: 'E1R1' })).toMatchObject({ ok: false, refusal: { code: 'illegal' } });
    expect(G.apply(s, { type: 'bid', seat: seatId(0), taverns: ['b6', 'b6', 'b4'] })).toMatchObject({ ok: false });
    const r = G.apply(s, { type: 'bid', seat: seatId(0), taverns: ['b6', 'b4', 'b3'] });
    if (!r.ok) throw new Error(r.refusal.message);
    expect(G.apply(r.state, { type: 'bid', seat: seatId(0), taverns: ['b6', 'b4', 'b3'] })).toMatchObject({ ok: false, refusal: { code: 'notYourTurn' } });
  });
  it('undo stops at every tavern reveal and every draw, not at a single secret bid', () => {
    let s = three();
    const bid = (seat: number, taverns: string[]) => {
      const r = G.apply(s, { type: 'bid', seat: seatId(seat), taverns });
      if (!r.ok) throw new Error(r.refusal.message);
      const barrier = G.isBarrier(s, r.state, r.events);
      s = r.state;
      return { barrier, events: r.events };
    };
    expect(bid(0, ['b6', 'b4', 'b3']).barrier).toBe(false);
    expect(bid(1, ['b6', 'b4', 'b3']).barrier).toBe(false);
    const last = bid(2, ['b2', 'b0', 'b6']);
    expect(last.events.some((e) => e.type === 'tavernRevealed')).toBe(true);
    expect(last.barrier).toBe(true);
    const bp = last.events.find((e) => e.type === 'bidPlaced');
    if (!bp) throw new Error('no bid event');
    expect(G.audience(bp, seatId(2))).toEqual(bp);
    expect(G.audience(bp, seatId(0))).toMatchObject({ taverns: null });
    expect(G.audience(bp, null)).toMatchObject({ taverns: null });
  });
  it('views redact others\' face-down coins and keep owned coins public', () => {
    let s = three();
    for (const [seat, t] of [[0, ['b6', 'b4', 'b3']], [1, ['b2', 'b3', 'b4']], [2, ['b4', 'b2', 'b6']]] as const) {
      const r = G.apply(s, { type: 'bid', seat: seatId(seat), taverns: [...t] });
      if (!r.ok) throw new Error(r.refusal.message);
      s = r.state;
    }
    const v = G.view(s, seatId(1));
    expect(v.placed?.[0]).toEqual({ taverns: ['b6', null, null], pouch: null });
    expect(v.placed?.[1]).toEqual({ taverns: ['b2', 'b3', 'b4'], pouch: ['b0', 'b6'] });
    expect(v.players[0]?.coins).toEqual(['b0', 'b2', 'b3', 'b4', 'b6']);
    expect(G.legalMoves(v, seatId(1))).toEqual(G.legalMoves(s, seatId(1)));
  });
  it('summarizes a finished game with totals and one winner', () => {
    let s = three();
    while (!G.ctx(s).over) {
      const seat = G.ctx(s).awaiting[0] ?? seatId(0);
      const m = G.legalMoves(s, seat).at(-1);
      if (!m) throw new Error('no move');
      const r = G.apply(s, m);
      if (!r.ok) throw new Error(r.refusal.message);
      s = r.state;
    }
    const sum = G.summary(s);
    expect(sum.over).toBe(true);
    expect(sum.scores).toHaveLength(3);
    expect(sum.winners).toHaveLength(1);
  });
});
