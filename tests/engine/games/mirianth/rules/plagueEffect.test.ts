/**
 * Plague effect (book "Plague Effect", card reference; rulings 5.2): one hero discarded per hero
 * penalty on the player's plague cards; a Priestess discarded cancels two, a Wall one; plague
 * cards are then discarded, unless the player has a Necromancer, who keeps them for scoring.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, type CardId } from '../../../../../src/engine/games/mirianth';
import { defined, eventsOf, faction, kinds, play, refusal, S0 } from '../support/game';
import { preset, type PresetCard } from '../support/preset';

const plague = (penalties: number, id?: string): PresetCard => ({ card: 'plague', penalties, ...(id ? { id } : {}) });

describe('the plague effect', () => {
  it('costs one hero of the owner\'s choice per hero penalty on their plague cards', () => {
    const p = preset([[plague(2), plague(1), { id: 'a', card: 'archer' }, { id: 'm', card: 'mage' }, { id: 'k', card: 'king' }, { id: 's', card: 'squire' }, 'castle']]);
    expect(p.state.step).toBe('plagueEffect');
    const [a, m, k, s] = [p.id(0, 'a'), p.id(0, 'm'), p.id(0, 'k'), p.id(0, 's')];
    const resolve = (discard: CardId[]) => ({ type: 'resolvePlague' as const, seat: S0, priestesses: [], walls: [], discard });
    expect(refusal(p.state, resolve([a, m])).code).toBe('illegal');
    expect(refusal(p.state, resolve([a, m, k, s])).code).toBe('illegal');
    const after = play(p.state, resolve([a, m, k]));
    expect(kinds(after, faction(after, S0))).toEqual(['squire', 'castle']);
    expect(eventsOf(after.events, 'cardDiscarded').map((e) => e.reason)).toEqual(['plague', 'plague', 'plague', 'plagueCleanup', 'plagueCleanup']);
  });

  it('is cancelled two penalties at a time by discarding a Priestess', () => {
    const p = preset([[plague(2), { id: 'pr', card: 'priestess' }, { id: 'a', card: 'archer' }, { id: 'm', card: 'mage' }, 'castle']]);
    const s = play(p.state, { type: 'resolvePlague', seat: S0, priestesses: [p.id(0, 'pr')], walls: [], discard: [] });
    expect(kinds(s, faction(s, S0))).toEqual(['archer', 'mage', 'castle']);
    expect(eventsOf(s.events, 'penaltyCancelled')).toEqual([{ type: 'penaltyCancelled', seat: S0, card: p.id(0, 'pr'), cancels: ['hero', 'hero'] }]);
  });

  it('is cancelled one penalty by discarding a Wall', () => {
    const p = preset([[plague(2), { id: 'w', card: 'wall' }, { id: 'a', card: 'archer' }, { id: 'm', card: 'mage' }, 'castle']]);
    expect(refusal(p.state, { type: 'resolvePlague', seat: S0, priestesses: [], walls: [p.id(0, 'w')], discard: [] }).code).toBe('illegal');
    const s = play(p.state, { type: 'resolvePlague', seat: S0, priestesses: [], walls: [p.id(0, 'w')], discard: [p.id(0, 'a')] });
    expect(kinds(s, faction(s, S0))).toEqual(['mage', 'castle']);
  });

  it('takes Priestess and Wall together: 2 + 1 penalties cancelled', () => {
    const p = preset([[plague(2), plague(1), { id: 'pr', card: 'priestess' }, { id: 'w', card: 'wall' }, 'archer', 'mage', 'castle']]);
    const s = play(p.state, { type: 'resolvePlague', seat: S0, priestesses: [p.id(0, 'pr')], walls: [p.id(0, 'w')], discard: [] });
    expect(kinds(s, faction(s, S0))).toEqual(['archer', 'mage', 'castle']);
  });

  it('refuses a Priestess or Wall that would save nothing', () => {
    const p = preset([[plague(1), { id: 'pr', card: 'priestess' }, { id: 'pr2', card: 'priestess' }, { id: 'w', card: 'wall' }, 'archer', 'castle']]);
    const [pr, pr2, w] = [p.id(0, 'pr'), p.id(0, 'pr2'), p.id(0, 'w')];
    expect(refusal(p.state, { type: 'resolvePlague', seat: S0, priestesses: [pr, pr2], walls: [], discard: [] }).code).toBe('illegal');
    expect(refusal(p.state, { type: 'resolvePlague', seat: S0, priestesses: [pr], walls: [w], discard: [] }).code).toBe('illegal');
    // Using the Wall cancels the one penalty; the Priestesses stay.
    const s = play(p.state, { type: 'resolvePlague', seat: S0, priestesses: [], walls: [w], discard: [] });
    expect(kinds(s, faction(s, S0))).toEqual(['priestess', 'priestess', 'archer', 'castle']);
  });

  it('is not cancelled by someone else\'s Priestess', () => {
    const p = preset([[plague(1), 'archer', 'mage', 'castle'], [{ id: 'pr', card: 'priestess' }, 'archer', 'castle']]);
    expect(refusal(p.state, { type: 'resolvePlague', seat: S0, priestesses: [p.id(1, 'pr')], walls: [], discard: [] }).code).toBe('notYourCard');
  });

  it('cannot split a Priestess\'s two cancels across steps: the second is lost', () => {
    // One plague penalty now, an Orc (two hero penalties) later.
    const p = preset([[plague(1), { id: 'orc', card: 'orc' }, { id: 'pr', card: 'priestess' }, 'archer', 'mage', 'squire', 'castle']]);
    const s = play(p.state, { type: 'resolvePlague', seat: S0, priestesses: [p.id(0, 'pr')], walls: [], discard: [] });
    // Mage 1 + Archer 1 cannot beat the Orc; it takes two heroes and no Priestess is left to help.
    expect(s.step).toBe('battles');
    const options = legalMoves(s, S0);
    expect(options.every((m) => m.type === 'resolveAttacks' && m.priestesses.length === 0 && m.discard.length === 2)).toBe(true);
  });

  it('leaves plague cards to a Necromancer\'s owner, who scores 1 VP for each', () => {
    const p = preset([[plague(0), plague(0), plague(1), 'necromancer', 'archer', 'castle']]);
    const s = play(p.state, defined(legalMoves(p.state, S0).find((m) => m.type === 'resolvePlague' && m.discard.length === 1 && p.state.cards[m.discard[0] ?? '']?.kind === 'archer')));
    expect(kinds(s, faction(s, S0))).toEqual(['plague', 'plague', 'plague', 'necromancer', 'castle']);
    // Necromancer 3 (three plague cards) + Castle -2.
    expect(defined(s.result).scores[0]).toMatchObject({ heroes: 3, buildings: -2, total: 1 });
  });

  it('sends plague cards away without a Necromancer, and also when the Necromancer is the hero lost', () => {
    const p = preset([[plague(1, 'x'), { id: 'n', card: 'necromancer' }, 'archer', 'castle']]);
    const s = play(p.state, { type: 'resolvePlague', seat: S0, priestesses: [], walls: [], discard: [p.id(0, 'n')] });
    expect(kinds(s, faction(s, S0))).toEqual(['archer', 'castle']);
    expect(s.box).toContain(p.id(0, 'x'));
  });

  it('with no plague penalty, still clears plague cards without asking', () => {
    const p = preset([[plague(0), 'archer', 'castle']]);
    expect(p.state.step).toBe('gameOver');
    expect(kinds(p.state, faction(p.state, S0))).toEqual(['archer', 'castle']);
  });
});
