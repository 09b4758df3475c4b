/** Setup, turns, Eras, the 2-Lord tavern variant and Svara (rulings §2, §3, §3.4, §9.5, §10 #7 #8 #12 #14). */
import { describe, expect, it } from 'vitest';
import { eraDeck } from '../../../../src/engine/games/nains/catalog';
import { nainsModule } from '../../../../src/engine/games/nains/module';
import { advance } from '../../../../src/engine/games/nains/rules/advance';
import { nainsLegalMoves } from '../../../../src/engine/games/nains/rules/legal';
import { recruit } from '../../../../src/engine/games/nains/rules/recruit';
import type { NainsState } from '../../../../src/engine/games/nains/types';
import { army, atTavern, base, decisionOf, play, S } from './support';

const create = (lords: number, seed = 3): NainsState =>
  nainsModule.create({ seed, players: Array.from({ length: lords }, (_, i) => ({ name: `L${i}` })) }).state;

describe('setup', () => {
  it('deals gems by Lord count, uses five-Lord cards only with 5 Lords, and opens the first bids', () => {
    for (const [lords, gems, d1, d2] of [[2, [4, 5], 36, 37], [3, [3, 4, 5], 36, 37], [4, [2, 3, 4, 5], 36, 37], [5, [1, 2, 3, 4, 5], 45, 46]] as const) {
      expect(eraDeck(1, lords)).toHaveLength(d1);
      expect(eraDeck(2, lords)).toHaveLength(d2);
      const s = create(lords);
      expect(s.players.map((p) => p.gem).sort()).toEqual(gems);
      expect(s.step).toBe('bidding');
      expect(s.awaiting).toHaveLength(lords);
      const per = lords === 2 ? 3 : lords;
      expect(s.taverns.map((t) => t.length)).toEqual([per, per, per]);
      expect(s.players[0]?.coins).toEqual(['b0', 'b2', 'b3', 'b4', 'b6']);
    }
  });
  it('the same seed gives the same game', () => {
    expect(nainsModule.hash(create(4, 9))).toBe(nainsModule.hash(create(4, 9)));
    expect(nainsModule.hash(create(4, 9))).not.toBe(nainsModule.hash(create(4, 10)));
  });
});

describe('a tavern', () => {
  it('every Lord takes one card in bid order; bids are secret until all are in', () => {
    let s = create(3);
    s = play(s, { type: 'bid', seat: S(0), taverns: ['b6', 'b4', 'b3'] });
    expect(s.awaiting).toEqual([1, 2]);
    s = play(s, { type: 'bid', seat: S(1), taverns: ['b2', 'b6', 'b4'] }, { type: 'bid', seat: S(2), taverns: ['b0', 'b2', 'b6'] });
    expect(s.revealed).toBe(1);
    expect(decisionOf(s)).toBe('pick:0');
  });
  it('§10 #12: two Lords, tavern 2: the first picks then discards one; the other must take the last (a full turn)', () => {
    const s = atTavern({
      lords: 2, tavern: 1, gems: [5, 4],
      placed: [{ taverns: ['b2', 'b6', 'b3'], pouch: ['b4', 'b0'] }, { taverns: ['b3', 'b0', 'b2'], pouch: ['b4', 'b6'] }],
      taverns: [[], ['E1W1', 'E1R1', 'E1T1'], ['E1F1', 'E1F2', 'E1F3']],
    });
    expect(decisionOf(s)).toBe('pick:0');
    let cur = play(s, { type: 'pick', seat: S(0), card: 'E1W1' });
    expect(decisionOf(cur)).toBe('discard:0');
    expect(nainsLegalMoves(cur, S(0)).map((m) => (m.type === 'discard' ? m.card : ''))).toEqual(['E1R1', 'E1T1']);
    cur = play(cur, { type: 'discard', seat: S(0), card: 'E1T1' });
    // The forced card is taken automatically: a Retaliation card bid with the 0 upgrades a pouch coin,
    // then the 0 exchange runs (pouch {4, 6}: upgrade asked first).
    expect(cur.players[1]?.army.retaliation.map((c) => c.id)).toEqual(['E1R1']);
    expect(decisionOf(cur)).toBe('upgrade:1');
    cur = play(cur, { type: 'upgrade', seat: S(1), where: 'pouch', coin: 'b4' });
    const ex = cur.events.find((e) => e.type === 'coinsExchanged');
    expect(ex).toMatchObject({ seat: 1, pouch: ['g5', 'b6'], discarded: 'b6', took: 'g11' });
    expect(cur.discard).toEqual(['E1T1']);
    expect(cur.run?.tavern).toBe(2);
  });
  it('two Lords, taverns 1 and 3: the card nobody takes is discarded', () => {
    const s = atTavern({
      lords: 2,
      placed: [{ taverns: ['b2', 'b6', 'b3'], pouch: ['b4', 'b0'] }, { taverns: ['b3', 'b0', 'b2'], pouch: ['b4', 'b6'] }],
      taverns: [['E1W1', 'E1R1', 'E1T1'], ['E1F4', 'E1F5', 'E1F6'], ['E1F1', 'E1F2', 'E1F3']],
    });
    const after = play(s, { type: 'pick', seat: S(1), card: 'E1W1' }, { type: 'pick', seat: S(0), card: 'E1T1' });
    expect(after.discard).toEqual(['E1R1']);
  });
  it('§10 #14: a Lord reaching an empty tavern takes nothing but still does the 0 exchange', () => {
    const s = atTavern({
      lords: 3,
      placed: [{ taverns: ['b6', 'b2', 'b3'], pouch: ['b4', 'b0'] }, { taverns: ['b4', 'b6', 'b2'], pouch: ['b3', 'b0'] }, { taverns: ['b0', 'b2', 'b3'], pouch: ['b4', 'b6'] }],
      taverns: [['E1W1', 'E1T1'], ['E1F4', 'E1F5', 'E1F6'], ['E1F1', 'E1F2', 'E1F3']],
    });
    const after = play(s, { type: 'pick', seat: S(0), card: 'E1W1' });
    expect(after.players[2]?.army.wanderers).toEqual([]);
    expect(after.events.find((e) => e.type === 'coinsExchanged')).toMatchObject({ seat: 2, took: 'g10' });
  });
});

describe('Svara', () => {
  const ready = (s: NainsState): NainsState => ({ ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, pending: 1 } : p)) });
  it('§10 #7: recruited in Era 1 she takes an Era 2 card now; it counts at once (majorities, Malt); the rest go back shuffled', () => {
    const s0 = ready(base(4));
    const deck = s0.decks.era2.slice();
    let s = recruit(s0, S(0), 'C3', 'shield');
    expect(s.decision?.kind).toBe('svara');
    const look = s.decision?.kind === 'svara' ? s.decision.cards : [];
    expect(look).toEqual(deck.slice(0, 5));
    expect(s.decks.era2).toHaveLength(deck.length - 5);
    const card = look[0] ?? '';
    s = play(s, { type: 'svara', seat: S(0), card });
    expect(Object.values(s.players[0]?.army ?? {}).flat().map((c) => c.id)).toContain(card);
    expect(s.decks.era2).toHaveLength(deck.length - 1);
    expect(s.decks.era2.slice().sort()).toEqual(deck.filter((c) => c !== card).sort());
    // 4 Lords: 36 cards are dealt in Era 2 and the deck held 37: it is now exact.
    expect(s.decks.era2).toHaveLength(36);
  });
  it('§10 #8: on Era 2\'s last turn she takes the spare card, or does nothing with an empty deck', () => {
    const one = ready({ ...base(4), decks: { era1: [], era2: ['E2W8'] } });
    const s = recruit(one, S(0), 'C3', 'shield');
    expect(s.decision).toEqual({ kind: 'svara', seat: 0, cards: ['E2W8'] });
    const none = recruit(ready({ ...base(4), decks: { era1: [], era2: [] } }), S(0), 'C3', 'shield');
    expect(none.decision).toBeNull();
  });
  it('a Retaliation card taken by Svara upgrades no coin; a Wanderers card is checked for markers', () => {
    const s0 = { ...ready(base(4)), decks: { era1: [], era2: ['E2W1'] } };
    const withSeven = { ...s0, players: s0.players.map((p, i) => (i === 0 ? { ...p, army: army({ wanderers: ['E1W6'] }) } : p)) };
    const s = play(recruit(withSeven, S(0), 'C3', 'shield'), { type: 'svara', seat: S(0), card: 'E2W1' });
    expect(s.players[0]?.army.wanderers.map((c) => c.pariah)).toEqual([false, true]);
    expect(s.events.some((e) => e.type === 'coinUpgraded')).toBe(false);
  });
});

describe('turns and Eras', () => {
  it('plays T turns per Era (4 with 2-3 Lords, 3 with 4-5), then scores; Era 1 evaluation in between', () => {
    for (const lords of [2, 3, 4, 5]) {
      let s = create(lords, 11);
      const turns: string[] = [];
      let guard = 0;
      while (s.step !== 'over' && guard++ < 5000) {
        const seat = s.awaiting[0];
        if (seat === undefined) throw new Error('stuck');
        const m = nainsLegalMoves(s, seat)[0];
        if (!m) throw new Error('no move');
        s = play(s, m);
        for (const e of s.events) if (e.type === 'turnEnded') turns.push(`${e.era}.${e.turn}`);
      }
      const T = lords <= 3 ? 4 : 3;
      expect(turns).toEqual([...Array.from({ length: T }, (_, i) => `1.${i + 1}`), ...Array.from({ length: T }, (_, i) => `2.${i + 1}`)]);
      expect(s.scores).toHaveLength(lords);
      expect(s.winners).toHaveLength(1);
    }
  });
  it('the driver rests when nothing is asked (idempotent)', () => {
    const s = create(3);
    expect(advance(s)).toEqual(s);
  });
});
