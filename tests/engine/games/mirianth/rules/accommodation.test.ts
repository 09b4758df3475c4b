/**
 * Initial and final accommodation (book "Initial Accommodation", "Final Accommodation"; rulings
 * 5.1/5.4): a player with more heroes than accommodation discards heroes of their choice until
 * they fit. Accommodation: Cabin 1, Castle 4, Palace 3, Barracks 3, Temple 2, Village 2.
 */
import { describe, expect, it } from 'vitest';
import { awaitingSeats, legalMoves } from '../../../../../src/engine/games/mirianth';
import { defined, eventsOf, faction, kinds, play, refusal, S0, S1 } from '../support/game';
import { preset, type PresetCard } from '../support/preset';

const ACCOMMODATION: [PresetCard['card'], number][] = [
  ['cabin', 1], ['castle', 4], ['palace', 3], ['barracks', 3], ['temple', 2], ['village', 2], ['wall', 0],
];

describe('initial accommodation', () => {
  it.each(ACCOMMODATION)('a %s houses %i heroes', (building, room) => {
    const fits = preset([[building, ...Array.from({ length: room }, (): PresetCard['card'] => 'archer')]]);
    expect(eventsOf(fits.state.events, 'cardDiscarded')).toEqual([]);
    // One hero more than the room: one of them (any, two to choose from at least) must go.
    const crowded = preset([[building, 'priestess', ...Array.from({ length: room }, (): PresetCard['card'] => 'archer')]]);
    if (room === 0) {
      expect(eventsOf(crowded.state.events, 'cardDiscarded').map((e) => e.reason)).toEqual(['accommodation']);
    } else {
      expect(crowded.state.step).toBe('initialAccommodation');
      const options = legalMoves(crowded.state, S0);
      expect(options.length).toBe(room + 1);
      for (const m of options) expect(m.type === 'discardHeroes' && m.cards.length).toBe(1);
    }
  });

  it('gives no room in the Kingdom card: heroes without buildings are all discarded', () => {
    const p = preset([['archer', 'mage', 'ruby']]);
    expect(kinds(p.state, faction(p.state, S0))).toEqual(['ruby']);
    expect(eventsOf(p.state.events, 'cardDiscarded').map((e) => e.reason)).toEqual(['accommodation', 'accommodation']);
  });

  it('adds up the room of every building', () => {
    const p = preset([['cabin', 'village', ...Array.from({ length: 3 }, (): PresetCard['card'] => 'archer'), 'mage']]);
    expect(p.state.step).toBe('initialAccommodation');
    expect(refusal(p.state, { type: 'discardHeroes', seat: S0, cards: [] }).code).toBe('illegal');
  });

  it('lets the owner choose which heroes go, exactly as many as lack room', () => {
    const p = preset([[{ id: 'k', card: 'king' }, { id: 'a', card: 'archer' }, { id: 'm', card: 'mage' }, { id: 'c', card: 'cabin' }, { id: 'r', card: 'ruby' }]]);
    const [k, a, m] = [p.id(0, 'k'), p.id(0, 'a'), p.id(0, 'm')];
    expect(refusal(p.state, { type: 'discardHeroes', seat: S0, cards: [a] }).code).toBe('illegal');
    expect(refusal(p.state, { type: 'discardHeroes', seat: S0, cards: [a, a] }).code).toBe('illegal');
    expect(refusal(p.state, { type: 'discardHeroes', seat: S0, cards: [a, p.id(0, 'r')] }).code).toBe('notYourCard');
    const s = play(p.state, { type: 'discardHeroes', seat: S0, cards: [a, k] });
    expect(faction(s, S0)).toEqual([m, p.id(0, 'c'), p.id(0, 'r')]);
    expect(eventsOf(s.events, 'cardDiscarded').map((e) => [e.card, e.reason])).toEqual([[a, 'accommodation'], [k, 'accommodation']]);
    expect(s.box).toEqual(expect.arrayContaining([a, k]));
  });

  it('runs for every player at once; the step ends when all have answered', () => {
    const two = ['archer', 'mage', 'cabin'] as const;
    const p = preset([[...two], [...two]]);
    expect(p.state.step).toBe('initialAccommodation');
    expect(awaitingSeats(p.state)).toEqual([S0, S1]);
    const first = defined(legalMoves(p.state, S1)[0]);
    const s = play(p.state, first);
    expect(s.step).toBe('initialAccommodation');
    expect(awaitingSeats(s)).toEqual([S0]);
    expect(refusal(s, first).code).toBe('notYourTurn');
    const done = play(s, defined(legalMoves(s, S0)[0]));
    expect(done.step).not.toBe('initialAccommodation');
  });
});

describe('final accommodation', () => {
  it('discards heroes who lost their room to a monster attack', () => {
    // The Troll survives and takes two buildings: both Villages, leaving no room for the Archer and Mage.
    const p = preset([[{ id: 't', card: 'troll' }, 'archer', 'mage', 'village', 'village', 'ruby']]);
    // One monster: archer aimed without asking; Mage 1 + Archer 1 cannot beat 7; both Villages must go.
    expect(p.state.step).toBe('gameOver');
    const discarded = eventsOf(p.state.events, 'cardDiscarded').map((e) => [p.state.cards[e.card]?.kind, e.reason]);
    expect(discarded).toEqual([['village', 'monster'], ['village', 'monster'], ['archer', 'accommodation'], ['mage', 'accommodation']]);
    const steps = eventsOf(p.state.events, 'stepStarted').map((e) => e.step);
    expect(steps.indexOf('finalAccommodation')).toBeGreaterThan(steps.indexOf('battles'));
  });
});
