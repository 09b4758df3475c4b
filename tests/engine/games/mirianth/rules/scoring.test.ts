/**
 * Scoring (book "Scoring Phase", "Variable Score", card reference; rulings 6): heroes, then
 * buildings, treasures and defeated monsters. King, Builder, Miner, Necromancer, Diamond and
 * Gold vary; the Saboteur costs each neighbour 2 VP per Saboteur; the Castle is worth -2.
 * Highest total wins, ties go to the most monsters defeated, then the victory is shared.
 */
import { describe, expect, it } from 'vitest';
import type { GameState, SeatScore } from '../../../../../src/engine/games/mirianth';
import { defined, eventsOf } from '../support/game';
import { finish, preset, type PresetCard } from '../support/preset';

type Cards = (PresetCard | PresetCard['card'])[];

/** Runs a preset with no monsters to fight (or forced battles) to the end. */
function scored(players: Cards[]): { state: GameState; scores: SeatScore[]; winners: number[] } {
  const end = finish(preset(players).state);
  const result = defined(end.result);
  return { state: end, scores: result.scores, winners: result.winners };
}

const one = (cards: Cards): SeatScore => defined(scored([cards]).scores[0]);
const totals = (s: SeatScore) => ({ heroes: s.heroes, buildings: s.buildings, treasures: s.treasures, monsters: s.monsters, total: s.total });

describe('printed victory points', () => {
  it.each([
    ['archer', 1], ['mage', 1], ['squire', 1], ['rogue', 2], ['priestess', 1], ['peddler', 1], ['merchant', 2], ['saboteur', 1],
  ] as const)('a %s is worth %i in the heroes step', (kind, vp) => {
    // The Barracks (0 VP) houses the hero.
    expect(totals(one([kind, 'barracks']))).toEqual({ heroes: vp, buildings: 0, treasures: 0, monsters: 0, total: vp });
  });

  it.each([[2, 2], [3, 1], [4, 1], [5, 0]])('a paladin of attack %i is worth %i', (attack, vp) => {
    expect(one([{ card: 'paladin', attack }, 'barracks']).heroes).toBe(vp);
  });

  it.each([['cabin', 3], ['castle', -2], ['palace', 1], ['barracks', 0], ['temple', 2], ['village', 0], ['wall', 0]] as const)(
    'a %s is worth %i in the buildings step', (kind, vp) => {
      expect(totals(one([kind]))).toEqual({ heroes: 0, buildings: vp, treasures: 0, monsters: 0, total: vp });
    });

  it.each([['ruby', 1], ['emerald', 2]] as const)('a %s is worth %i in the treasures step', (kind, vp) => {
    expect(totals(one([kind]))).toEqual({ heroes: 0, buildings: 0, treasures: vp, monsters: 0, total: vp });
  });

  it('plague cards and the Kingdom card are worth nothing by themselves', () => {
    expect(one([{ card: 'plague', penalties: 0 }]).total).toBe(0);
    expect(one([]).total).toBe(0);
  });
});

describe('variable victory points', () => {
  it('a King scores 1 per hero card, itself included', () => {
    expect(one(['king', 'archer', 'mage', 'castle']).heroes).toBe(3 + 1 + 1);
    expect(one(['king', 'castle']).heroes).toBe(1);
  });

  it('a Builder scores 1 per building card', () => {
    const s = one(['builder', 'palace', 'temple', 'village']);
    expect([s.heroes, s.buildings]).toEqual([3, 1 + 2 + 0]);
  });

  it('a Miner scores 2 per treasure card', () => {
    const s = one(['miner', 'ruby', 'emerald', 'diamond', 'barracks']);
    expect([s.heroes, s.treasures]).toEqual([2 * 3, 1 + 2 + 0]);
  });

  it('a Necromancer scores 1 per plague card kept', () => {
    expect(one(['necromancer', { card: 'plague', penalties: 0 }, { card: 'plague', penalties: 0 }, 'barracks']).heroes).toBe(2);
    expect(one(['necromancer', 'barracks']).heroes).toBe(0);
  });

  it('a Diamond scores 1 per monster defeated and Gold 1 per different monster defeated', () => {
    const s = one([
      { id: 'g1', card: 'goblin' }, { id: 'g2', card: 'goblin' }, { id: 'w', card: 'wolf' },
      { card: 'paladin', attack: 3, attachedTo: 'g1' }, { card: 'paladin', attack: 3, attachedTo: 'g2' }, { card: 'paladin', attack: 4, attachedTo: 'w' },
      'diamond', 'gold', 'barracks',
    ]);
    // Paladins 1 + 1 + 1; Diamond 3 + Gold 2 (Goblin, Wolf); Goblins 2 + 2, Wolf 2.
    expect(totals(s)).toEqual({ heroes: 3, buildings: 0, treasures: 5, monsters: 6, total: 14 });
  });

  it('two Golds each count the distinct monsters', () => {
    const s = one([{ id: 'g', card: 'goblin' }, { card: 'paladin', attack: 3, attachedTo: 'g' }, 'gold', 'gold', 'cabin']);
    expect(s.treasures).toBe(2);
  });
});

describe('the Saboteur', () => {
  const housed = (extra: Cards = []): Cards => ['palace', ...extra];

  it('in a 2-player game costs the opponent 2 per Saboteur, not 4', () => {
    const { scores } = scored([housed(['saboteur']), housed()]);
    expect(scores.map((s) => s.heroes)).toEqual([1, -2]);
    const line = defined(scores[1]?.lines.find((l) => l.kind === 'saboteur'));
    expect(line).toMatchObject({ step: 'heroes', points: -2, from: 0 });
    const two = scored([housed(['saboteur', 'saboteur']), housed()]);
    expect(two.scores.map((s) => s.heroes)).toEqual([2, -4]);
  });

  it('in a 3-player game costs both other players 2', () => {
    const { scores } = scored([housed(), housed(['saboteur']), housed()]);
    expect(scores.map((s) => s.heroes)).toEqual([-2, 1, -2]);
  });

  it('in a 4-player game costs the two neighbours 2 and spares the player across the table', () => {
    const { scores } = scored([housed(['saboteur']), housed(), housed(), housed()]);
    expect(scores.map((s) => s.heroes)).toEqual([1, -2, 0, -2]);
    const both = scored([housed(['saboteur']), housed(), housed(['saboteur']), housed()]);
    expect(both.scores.map((s) => s.heroes)).toEqual([1, -4, 1, -4]);
  });

  it('never costs its own owner', () => {
    expect(one(['saboteur', 'palace']).heroes).toBe(1);
  });
});

describe('the Castle', () => {
  it('is worth -2 while housing four heroes', () => {
    expect(totals(one(['castle', 'archer', 'archer', 'mage', 'squire']))).toEqual({ heroes: 4, buildings: -2, treasures: 0, monsters: 0, total: 2 });
  });
});

describe('defeated monsters', () => {
  it('score their VP in the last step', () => {
    const s = one([{ id: 'o', card: 'orc' }, { card: 'paladin', attack: 5, attachedTo: 'o' }, { card: 'paladin', attack: 4, attachedTo: 'o' }, 'barracks']);
    expect(totals(s)).toEqual({ heroes: 1, buildings: 0, treasures: 0, monsters: 6, total: 7 });
  });
});

describe('the winner', () => {
  it('is the player with the most points', () => {
    expect(scored([['ruby'], ['emerald'], ['cabin']]).winners).toEqual([2]);
  });

  it('on a tie, is the player who defeated the most monsters', () => {
    // Seat 0: Goblin defeated (2) + Paladin 3 (1) + Barracks = 3. Seat 1: Cabin = 3.
    const { scores, winners } = scored([
      [{ id: 'g', card: 'goblin' }, { card: 'paladin', attack: 3, attachedTo: 'g' }, 'barracks'], ['cabin'],
    ]);
    expect(scores.map((s) => s.total)).toEqual([3, 3]);
    expect(winners).toEqual([0]);
  });

  it('is shared when totals and monsters defeated are tied', () => {
    const { state, winners } = scored([['cabin'], ['emerald', 'ruby'], ['ruby']]);
    expect(winners).toEqual([0, 1]);
    expect(eventsOf(state.events, 'gameEnded')).toEqual([{ type: 'gameEnded', winners: [0, 1] }]);
  });
});

describe('the score breakdown', () => {
  it('has one line per card, in the book\'s order, summing to each step and the total', () => {
    const { scores } = scored([
      ['saboteur', 'king', 'archer', 'castle', 'cabin', 'ruby', 'diamond', { id: 'g', card: 'goblin' }, { card: 'paladin', attack: 3, attachedTo: 'g' }],
      ['palace', 'saboteur'],
      ['emerald'],
    ]);
    const s = defined(scores[0]);
    expect(s.lines.map((l) => l.step)).toEqual([
      'heroes', 'heroes', 'heroes', 'heroes', 'heroes', 'buildings', 'buildings', 'treasures', 'treasures', 'monsters',
    ]);
    expect(s.lines.map((l) => [l.kind, l.points])).toEqual([
      ['saboteur', 1], ['king', 4], ['archer', 1], ['paladin', 1], ['saboteur', -2],
      ['castle', -2], ['cabin', 3], ['ruby', 1], ['diamond', 1], ['goblin', 2],
    ]);
    for (const step of ['heroes', 'buildings', 'treasures', 'monsters'] as const) {
      expect(s.lines.filter((l) => l.step === step).reduce((n, l) => n + l.points, 0)).toBe(s[step]);
    }
    expect(s.heroes + s.buildings + s.treasures + s.monsters).toBe(s.total);
    // Seat 1's Saboteur is a neighbour's, told apart by `from`.
    expect(s.lines.filter((l) => l.from !== undefined).map((l) => l.from)).toEqual([1]);
    expect(totals(s)).toEqual({ heroes: 5, buildings: 1, treasures: 2, monsters: 2, total: 10 });
  });
});
