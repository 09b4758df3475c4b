/** Final Bravery by Order, command area and coins (rulings §5, §8, §9, §10 #11 #15). */
import { describe, expect, it } from 'vitest';
import { shieldValue } from '../../../../src/engine/games/nains/catalog';
import { scoreCity, winnersOf } from '../../../../src/engine/games/nains/rules/scoring';
import { army } from './support';

const none = army({});

describe('Bravery of each Order', () => {
  it('Retaliation is the sum of its points', () => {
    expect(scoreCity({ army: army({ retaliation: ['E1R1', 'E1R6', 'C5'] }), command: [], coins: [] }).retaliation).toBe(1 + 3 + 3);
  });
  it('Wanderers sums the points not covered by a marker', () => {
    const a = army({ wanderers: ['E1W5', 'E1W10'] });
    a.wanderers[1] = { id: 'E1W10', pariah: true };
    expect(scoreCity({ army: a, command: [], coins: [] }).wanderers).toBe(6);
  });
  it('Temple multiplies its colored points by the city\'s H icons, black Fighters added after', () => {
    // E1T1 0·H, E1T3 1, E1T5 2·H; H icons in the city: 2 (+1 from the Retaliation 1·H).
    const a = army({ temple: ['E1T1', 'E1T3', 'E1T5', 'B1'], retaliation: ['E1R1'] });
    expect(scoreCity({ army: a, command: [], coins: [] }).temple).toBe((0 + 1 + 2) * 3 + 9);
  });
  it('§10 #11: a Temple with no H icon scores 0 for its colored part, black Fighters still count', () => {
    expect(scoreCity({ army: army({ temple: ['E1T3', 'E1T4', 'B2'] }), command: [], coins: [] }).temple).toBe(5);
  });
  it('Shield reads the table by ranks (+12 per rank beyond 15), black Fighters\' points added; Bruni reads 2 ranks higher', () => {
    expect([0, 1, 2, 3, 4, 5, 8, 15, 16, 18].map(shieldValue)).toEqual([0, 5, 11, 17, 24, 31, 56, 131, 143, 167]);
    const a = army({ shield: ['E1S1', 'E2S3', 'B1'] });
    expect(scoreCity({ army: a, command: [], coins: [] }).shield).toBe(shieldValue(4) + 9);
    expect(scoreCity({ army: a, command: ['X-shield'], coins: [] }).shield).toBe(shieldValue(6) + 9);
  });
  it('Forge is its points plus distinct rune types squared over the whole city', () => {
    const a = army({ forge: ['E1F1', 'E1F2'], shield: ['E1S7'] });
    expect(scoreCity({ army: a, command: ['W3'], coins: [] }).forge).toBe(2 + 2 + 5 * 5);
  });
  it('§10 #15: the wild rune adds nothing when all six types are shown', () => {
    const a = army({ forge: ['E1F1', 'E1F2', 'E1F3', 'E1F4', 'E1F5', 'E1F6'] });
    const with6 = scoreCity({ army: a, command: ['X-forge'], coins: [] });
    expect(with6.forge).toBe(2 + 2 + 3 + 3 + 4 + 4 + 36);
    const five = army({ forge: ['E1F1', 'E1F2', 'E1F3', 'E1F4', 'E1F5'] });
    expect(scoreCity({ army: five, command: ['X-forge'], coins: [] }).forge).toBe(2 + 2 + 3 + 3 + 4 + 36);
  });
});

describe('command area and coins', () => {
  it('white Fighters, Elite points, Liquor Certification and the Mercenary band', () => {
    const a = army({ wanderers: ['E1W1'], retaliation: ['E1R3'] }); // 2 Malt in the army
    // W1: 1 per Malt (2 + 2 own = 4); W3 3; W4 6; LQ 2 per Malt (4) = 8; X-forge 3; two Mercenaries 18.
    expect(scoreCity({ army: a, command: ['W1', 'W3', 'W4', 'LQ', 'X-forge', 'M1', 'M2'], coins: [] }).command).toBe(4 + 3 + 6 + 8 + 3 + 18);
  });
  it('Quartermaster Bel scores 3 per complete line', () => {
    const a = army({ retaliation: ['E1R1'], wanderers: ['E1W1'], temple: ['E1T1'], shield: ['E2S3'], forge: ['E1F1'] });
    expect(scoreCity({ army: a, command: ['W5'], coins: [] }).command).toBe(3);
  });
  it('coins count their value, the Trade coin 3', () => {
    expect(scoreCity({ army: none, command: [], coins: ['trade', 'b2', 'g11', 'b4', 'b6'] }).coins).toBe(26);
  });
  it('the highest total wins; equal totals go to the higher gem', () => {
    expect(winnersOf([10, 12, 12], [5, 3, 4])).toEqual([2]);
    expect(winnersOf([10, 9], [2, 5])).toEqual([0]);
  });
});
