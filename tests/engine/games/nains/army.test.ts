/** Army placement, Wanderers markers, lines and recruiting chains (rulings §4, §5, §10 #6 #9). */
import { describe, expect, it } from 'vitest';
import { completeLines, placeCard } from '../../../../src/engine/games/nains/rules/army';
import { nainsLegalMoves } from '../../../../src/engine/games/nains/rules/legal';
import { recruit } from '../../../../src/engine/games/nains/rules/recruit';
import { advance } from '../../../../src/engine/games/nains/rules/advance';
import type { NainsState } from '../../../../src/engine/games/nains/types';
import { army, atTavern, base, decisionOf, play, S } from './support';

describe('Wanderers pariah markers', () => {
  it('§10 #9: a 6 entering where a 6 lies is marked (rank and Malt still count, 0 points)', () => {
    const a = army({ wanderers: ['E1W5'] });
    const placed = placeCard(a, 'wanderers', 'E1W10');
    expect(placed.pariah).toBe(true);
    const again = placeCard(placed.army, 'wanderers', 'E1W10');
    expect(again.pariah).toBe(true);
  });
  it('a marked card still marks a later card of its value; other values and other columns are never marked', () => {
    expect(placeCard(army({ wanderers: ['E1W3', 'E1W4'] }), 'wanderers', 'E1W1').pariah).toBe(false);
    expect(placeCard(army({ temple: ['E1T3'] }), 'temple', 'E1T4').pariah).toBe(false);
  });
  it('Fighters are checked too: a black Fighter of value 9 next to a Wanderers 9', () => {
    expect(placeCard(army({ wanderers: ['E2W3'] }), 'wanderers', 'B1').pariah).toBe(true);
  });
});

describe('lines and recruiting', () => {
  const withArmy = (s: NainsState, a: ReturnType<typeof army>, counted: number, pending: number): NainsState =>
    ({ ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, army: a, counted, pending } : p)) });

  it('complete lines = the fewest ranks of any Order; a 2-rank card counts twice', () => {
    expect(completeLines(army({ retaliation: ['E1R1'], wanderers: ['E1W1'], temple: ['E1T1'], shield: ['E2S3'], forge: ['E1F1'] }))).toBe(1);
    expect(completeLines(army({ retaliation: ['E1R1'], wanderers: ['E1W1'], temple: ['E1T1'], shield: ['E2S3'] }))).toBe(0);
  });

  it('completing a line by taking a dwarf recruits a Fighter at once', () => {
    const s = atTavern({
      lords: 2,
      placed: [{ taverns: ['b6', 'b2', 'b4'], pouch: ['b0', 'b3'] }, { taverns: ['b2', 'b3', 'b4'], pouch: ['b0', 'b6'] }],
      taverns: [['E1F7', 'E1W1', 'E1T1'], [], []],
      edit: (x) => withArmy(x, army({ retaliation: ['E1R2'], wanderers: ['E1W2'], temple: ['E1T2'], shield: ['E1S1'] }), 0, 0),
    });
    const after = play(s, { type: 'pick', seat: S(0), card: 'E1F7' });
    expect(decisionOf(after)).toBe('recruit:0');
    expect(after.players[0]?.counted).toBe(1);
  });

  it('§10 #6: Ararun with Temple at 1 rank and the others at 4+: 2 recruits; Grom into Temple makes line 4, a 3rd', () => {
    const big = ['E1S1', 'E1S2', 'E1S3', 'E1S4'];
    const a = army({ retaliation: ['E1R1', 'E1R2', 'E1R3', 'E1R4'], wanderers: ['E1W1', 'E1W2', 'E1W3', 'E1W4'], temple: ['E1T1'], shield: big, forge: ['E1F1', 'E1F2', 'E1F3', 'E1F4'] });
    let s = withArmy({ ...base(3), decision: null, run: null }, a, 1, 1);
    s = recruit(s, S(0), 'C1', 'temple');
    expect(s.players[0]?.counted).toBe(3);
    expect(s.players[0]?.pending).toBe(2);
    s = recruit(s, S(0), 'B1', 'temple');
    expect(s.players[0]?.counted).toBe(4);
    expect(s.players[0]?.pending).toBe(2);
  });

  it('black-rank Fighters and the Ally may go in any column; colored ones only in their Order; white ones to the command area', () => {
    const s = atTavern({
      lords: 2,
      placed: [{ taverns: ['b6', 'b2', 'b4'], pouch: ['b0', 'b3'] }, { taverns: ['b2', 'b3', 'b4'], pouch: ['b0', 'b6'] }],
      taverns: [['E1F7', 'E1W1', 'E1T1'], [], []],
      edit: (x) => withArmy(x, army({ retaliation: ['E1R2'], wanderers: ['E1W2'], temple: ['E1T2'], shield: ['E1S1'] }), 0, 0),
    });
    const after = play(s, { type: 'pick', seat: S(0), card: 'E1F7' });
    const moves = nainsLegalMoves(after, S(0));
    expect(moves.filter((m) => m.type === 'recruit' && m.card === 'B2').map((m) => (m.type === 'recruit' ? m.column : null))).toEqual(['retaliation', 'wanderers', 'temple', 'shield', 'forge']);
    expect(moves.filter((m) => m.type === 'recruit' && m.card === 'A1')).toHaveLength(5);
    expect(moves.filter((m) => m.type === 'recruit' && m.card === 'C7').map((m) => (m.type === 'recruit' ? m.column : null))).toEqual(['wanderers']);
    expect(moves.filter((m) => m.type === 'recruit' && m.card === 'W5').map((m) => (m.type === 'recruit' ? m.column : null))).toEqual([null]);
    const ally = play(after, { type: 'recruit', seat: S(0), card: 'A1', column: 'forge' });
    expect(ally.players[0]?.army.forge.map((c) => c.id)).toEqual(['E1F7', 'A1']);
    expect(ally.stands).not.toContain('A1');
  });

  it('a black-rank Fighter completing a line chains another recruit', () => {
    const a = army({ retaliation: ['E1R1', 'E1R2'], wanderers: ['E1W1', 'E1W2'], temple: ['E1T1'], shield: ['E1S1', 'E1S2'], forge: ['E1F1', 'E1F2'] });
    let s = withArmy({ ...base(3), decision: null, run: null }, a, 1, 1);
    s = recruit(s, S(0), 'B3', 'temple');
    expect(s.players[0]?.pending).toBe(1);
    expect(s.players[0]?.counted).toBe(2);
  });

  it('recruiting is lost when the stands are empty', () => {
    const s = atTavern({
      lords: 2,
      placed: [{ taverns: ['b6', 'b2', 'b4'], pouch: ['b0', 'b3'] }, { taverns: ['b2', 'b3', 'b4'], pouch: ['b0', 'b6'] }],
      taverns: [['E1F7', 'E1W1', 'E1T1'], [], []],
      edit: (x) => ({ ...withArmy(x, army({ retaliation: ['E1R2'], wanderers: ['E1W2'], temple: ['E1T2'], shield: ['E1S1'] }), 0, 0), stands: [] }),
    });
    const after = play(s, { type: 'pick', seat: S(0), card: 'E1F7' });
    expect(decisionOf(after)).toBe('pick:1');
    expect(after.players[0]?.pending).toBe(0);
  });

  it('Sabba removes the marker worth the most from Wanderers', () => {
    const a = army({ wanderers: ['E1W3', 'E1W4', 'E1W5', 'E1W6'] });
    a.wanderers[1] = { id: 'E1W4', pariah: true };
    a.wanderers[3] = { id: 'E1W6', pariah: true };
    let s = withArmy({ ...base(3), decision: null, run: null }, a, 0, 1);
    s = advance(recruit(s, S(0), 'C8', 'wanderers'));
    expect(s.players[0]?.army.wanderers.map((c) => c.pariah)).toEqual([false, true, false, false, false]);
  });
});
