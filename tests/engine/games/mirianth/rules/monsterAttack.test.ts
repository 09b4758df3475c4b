/**
 * Monster attacks (book "Battles", card reference; rulings 5.4): after all of a player's
 * battles, each surviving monster makes its owner discard one card of each type its penalty
 * symbols show (the player choosing which); missing cards are simply not discarded. A Wall
 * cancels any one penalty, a Priestess two hero penalties. Then the survivors go to the box.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../../../src/engine/games/mirianth';
import { defined, eventsOf, faction, kinds, play, refusal, S0 } from '../support/game';
import { preset } from '../support/preset';

describe('a surviving monster', () => {
  it('takes one card of each type its penalties show, the owner choosing which', () => {
    const p = preset([[{ id: 'sk', card: 'skeleton' }, { id: 'a', card: 'archer' }, { id: 'm', card: 'mage' }, { id: 'r', card: 'ruby' }, { id: 'e', card: 'emerald' }, 'castle']]);
    // Archer 1 + Mage 1 cannot beat the Skeleton (5): it takes a hero and a treasure.
    expect(p.state.step).toBe('battles');
    expect(refusal(p.state, { type: 'resolveAttacks', seat: S0, priestesses: [], walls: [], discard: [p.id(0, 'a')] }).code).toBe('illegal');
    expect(refusal(p.state, { type: 'resolveAttacks', seat: S0, priestesses: [], walls: [], discard: [p.id(0, 'a'), p.id(0, 'm')] }).code).toBe('illegal');
    const s = play(p.state, { type: 'resolveAttacks', seat: S0, priestesses: [], walls: [], discard: [p.id(0, 'm'), p.id(0, 'e')] });
    expect(kinds(s, faction(s, S0))).toEqual(['archer', 'ruby', 'castle']);
    expect(eventsOf(s.events, 'monsterAttacked')).toEqual([{ type: 'monsterAttacked', seat: S0, monster: p.id(0, 'sk'), penalties: ['hero', 'treasure'] }]);
  });

  it('takes nothing of a type the player does not have', () => {
    const p = preset([[{ id: 'd', card: 'dragon' }, 'archer', 'castle']]);
    // Dragon: two heroes, a building, a treasure. Only one hero and one building exist: both go, no choice.
    expect(p.state.step).toBe('gameOver');
    expect(faction(p.state, S0)).toEqual([]);
    expect(eventsOf(p.state.events, 'cardDiscarded').map((e) => e.reason)).toEqual(['monster', 'monster']);
  });

  it('then goes back to the box; it scores nothing', () => {
    const p = preset([[{ id: 'g', card: 'goblin' }, 'archer', 'castle']]);
    expect(p.state.box).toContain(p.id(0, 'g'));
    expect(eventsOf(p.state.events, 'cardBoxed')).toContainEqual({ type: 'cardBoxed', card: p.id(0, 'g'), from: 'battlefield' });
    expect(p.state.players[0]?.defeated).toEqual([]);
    expect(defined(p.state.result).scores[0]?.monsters).toBe(0);
  });

  it('is answered only after the battles, and only with the owner\'s own cards', () => {
    const p = preset([[{ id: 'a', card: 'goblin' }, { id: 'b', card: 'wolf' }, 'mage', { id: 'r', card: 'ruby' }, 'castle'], [{ id: 'e', card: 'emerald' }]]);
    expect(refusal(p.state, { type: 'resolveAttacks', seat: S0, priestesses: [], walls: [], discard: [p.id(0, 'r')] }).code).toBe('illegal');
    // Both survive the Mage (2): the Wolf takes the only hero, the Goblin the only treasure, without asking.
    const s = play(p.state, { type: 'fight', seat: S0, monster: p.id(0, 'b') });
    expect(s.step).toBe('gameOver');
    const q = preset([[{ id: 'g', card: 'goblin' }, 'archer', { id: 'r', card: 'ruby' }, { id: 'r2', card: 'ruby' }, 'castle'], [{ id: 'e', card: 'emerald' }]]);
    expect(refusal(q.state, { type: 'resolveAttacks', seat: S0, priestesses: [], walls: [], discard: [q.id(1, 'e')] }).code).toBe('notYourCard');
    expect(refusal(q.state, { type: 'resolveAttacks', seat: S0, priestesses: [], walls: [], discard: [q.id(0, 'r'), q.id(0, 'r2')] }).code).toBe('illegal');
  });

  it('attacks only after all of its owner\'s battles', () => {
    const p = preset([[{ id: 'a', card: 'goblin' }, { id: 'b', card: 'wolf' }, 'mage', 'ruby', 'castle']]);
    const s = play(p.state, { type: 'fight', seat: S0, monster: p.id(0, 'a') });
    const order = s.events.filter((e) => e.type === 'battleResolved' || e.type === 'monsterAttacked').map((e) => e.type);
    expect(order).toEqual(['battleResolved', 'battleResolved', 'monsterAttacked', 'monsterAttacked']);
  });
});

describe('a Wall', () => {
  it('cancels any one penalty of a monster attack', () => {
    const p = preset([[{ id: 't', card: 'troll' }, { id: 'w', card: 'wall' }, { id: 'v', card: 'village' }, { id: 'c', card: 'cabin' }, 'archer']]);
    // Troll: two buildings. The Wall cancels one, so only one more building goes.
    expect(refusal(p.state, { type: 'resolveAttacks', seat: S0, priestesses: [], walls: [{ wall: p.id(0, 'w'), cancels: 'hero' }], discard: [p.id(0, 'v')] }).code).toBe('illegal');
    const s = play(p.state, { type: 'resolveAttacks', seat: S0, priestesses: [], walls: [{ wall: p.id(0, 'w'), cancels: 'building' }], discard: [p.id(0, 'v')] });
    expect(kinds(s, faction(s, S0))).toEqual(['cabin', 'archer']);
    expect(eventsOf(s.events, 'penaltyCancelled')).toEqual([{ type: 'penaltyCancelled', seat: S0, card: p.id(0, 'w'), cancels: ['building'] }]);
  });

  it('can cancel a hero or treasure penalty too', () => {
    const p = preset([[{ id: 'sk', card: 'skeleton' }, { id: 'w', card: 'wall' }, { id: 'w2', card: 'wall' }, 'ruby', 'archer', 'castle']]);
    const s = play(p.state, {
      type: 'resolveAttacks', seat: S0, priestesses: [],
      walls: [{ wall: p.id(0, 'w'), cancels: 'hero' }, { wall: p.id(0, 'w2'), cancels: 'treasure' }], discard: [],
    });
    expect(kinds(s, faction(s, S0))).toEqual(['ruby', 'archer', 'castle']);
  });
});

describe('a Priestess', () => {
  it('cancels two hero penalties of a monster attack', () => {
    const p = preset([[{ id: 'o', card: 'orc' }, { id: 'pr', card: 'priestess' }, 'archer', 'mage', 'castle']]);
    const s = play(p.state, { type: 'resolveAttacks', seat: S0, priestesses: [p.id(0, 'pr')], walls: [], discard: [] });
    expect(kinds(s, faction(s, S0))).toEqual(['archer', 'mage', 'castle']);
  });

  it('does not cancel building or treasure penalties', () => {
    const p = preset([[{ id: 't', card: 'harpy' }, { id: 'pr', card: 'priestess' }, 'archer', 'village', 'cabin', 'ruby', 'emerald']]);
    expect(refusal(p.state, { type: 'resolveAttacks', seat: S0, priestesses: [p.id(0, 'pr')], walls: [], discard: [] }).code).toBe('illegal');
    expect(legalMoves(p.state, S0).every((m) => m.type === 'resolveAttacks' && m.priestesses.length === 0)).toBe(true);
  });
});
