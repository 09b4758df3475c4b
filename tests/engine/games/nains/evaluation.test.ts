/** End of Era 1: Elite Fighters and the Liquor Certification (rulings §7, §9.6, §10 #10). */
import { describe, expect, it } from 'vitest';
import { evaluateEra1 } from '../../../../src/engine/games/nains/rules/evaluation';
import type { Army, NainsState } from '../../../../src/engine/games/nains/types';
import { army, base } from './support';

function withArmies(armies: Army[], elites: string[], coins?: string[][]): NainsState {
  const s = base(3);
  return { ...s, elites, players: s.players.map((p, i) => ({ ...p, army: armies[i] ?? p.army, coins: coins?.[i] ?? p.coins })) };
}

describe('Era 1 evaluation', () => {
  it('§10 #10: Shield ranks 4, 4, 3: the Shield Elite goes to the box', () => {
    const s = withArmies([army({ shield: ['E1S1', 'E1S2', 'E1S3', 'E1S4'] }), army({ shield: ['E1S5', 'E1S6', 'E2S3'] }), army({ shield: ['E1S7', 'E2S1', 'E2S2'] })], ['X-shield']);
    const after = evaluateEra1(s);
    expect(after.players.every((p) => !p.command.includes('X-shield'))).toBe(true);
    expect(after.events).toContainEqual({ type: 'eliteAwarded', card: 'X-shield', seat: null });
  });
  it('majority counts ranks, not cards or points; gems never break ties', () => {
    const s = withArmies([army({ shield: ['E2S3'] }), army({ shield: ['E1S1'] }), army({})], ['X-shield']);
    expect(evaluateEra1(s).players[0]?.command).toContain('X-shield');
  });
  it('§10 #10 (same rule for the Liquor Certification): a tie for most Malt awards nobody; no Malt at all awards nobody', () => {
    const tie = withArmies([army({ wanderers: ['E1W1'] }), army({ wanderers: ['E1W4'] }), army({})], []);
    expect(evaluateEra1(tie).players.some((p) => p.command.includes('LQ'))).toBe(false);
    expect(evaluateEra1(withArmies([army({}), army({}), army({})], [])).players.some((p) => p.command.includes('LQ'))).toBe(false);
  });
  it('the Liquor Certification counts the Malt of an Elite just won (Ilsa\'s two)', () => {
    const s = withArmies([army({ wanderers: ['E1W2', 'E1W3'] }), army({ wanderers: ['E1W1'] }), army({})], ['X-wanderers']);
    const after = evaluateEra1(s);
    expect(after.players[0]?.command).toEqual(['X-wanderers', 'LQ']);
  });
  it('Vrek swaps the 0 coin for the Trade coin (the 0 goes to the box)', () => {
    const s = withArmies([army({ retaliation: ['E1R1'] }), army({}), army({})], ['X-retaliation']);
    const after = evaluateEra1(s);
    expect(after.players[0]?.coins).toEqual(['trade', 'b2', 'b3', 'b4', 'b6']);
    expect(after.tradeCoinFree).toBe(false);
    expect(after.boxedBronze).toBe(1);
  });
  it('Ilsa removes up to 2 markers, the most costly first', () => {
    const a = army({ wanderers: ['E1W3', 'E1W4', 'E1W6', 'E1W7', 'E1W5', 'E1W10'] });
    for (const i of [1, 3, 5]) a.wanderers[i] = { id: a.wanderers[i]?.id ?? '', pariah: true };
    const after = evaluateEra1(withArmies([a, army({}), army({})], ['X-wanderers']));
    expect(after.players[0]?.army.wanderers.map((c) => c.pariah)).toEqual([false, true, false, false, false, false]);
  });
});
