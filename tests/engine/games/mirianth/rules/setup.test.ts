/** Setup (book p.3, rulings §1-3): the catalog, the decks per player count, the Last Round card, the first revealer. */
import { describe, expect, it } from 'vitest';
import { createGame, type CardDef, type GameState } from '../../../../../src/engine/games/mirianth';
import { at, defined, eventsOf, names, newGame } from '../support/game';

/** Copies per mark [II, III, IV], from the rulings' catalog tables. */
const COPIES: Record<string, [number, number, number]> = {
  ruby: [3, 1, 1], emerald: [2, 1, 1], diamond: [1, 1, 1], gold: [2, 1, 1],
  cabin: [2, 1, 1], castle: [1, 0, 1], palace: [1, 1, 1], barracks: [1, 1, 1], temple: [1, 1, 1], village: [2, 1, 1], wall: [1, 0, 1],
  archer: [3, 2, 2], paladin: [4, 2, 3], mage: [1, 1, 1], squire: [1, 1, 1], rogue: [1, 1, 1], priestess: [1, 1, 1],
  peddler: [1, 1, 0], merchant: [1, 0, 1], miner: [1, 0, 1], builder: [1, 1, 0], necromancer: [1, 0, 1], king: [1, 1, 0], saboteur: [1, 1, 0],
  goblin: [2, 1, 1], wolf: [1, 1, 1], skeleton: [1, 1, 1], harpy: [1, 0, 1], troll: [1, 1, 1], griffin: [1, 0, 1], orc: [1, 1, 1], giant: [0, 1, 0], dragon: [1, 0, 0],
};
const MARKS = ['II', 'III', 'IV'] as const;

function defs(s: GameState): CardDef[] {
  return Object.values(s.cards);
}

/** The draw deck as dealt at setup: the first round's revealed cards were its top. */
function dealtDeck(s: GameState): string[] {
  return [...defined(s.round).revealed, ...s.drawDeck];
}

describe('catalog', () => {
  const all = defs(newGame(4));

  it('holds 101 faction cards: 16 treasures, 21 buildings, 42 heroes, 22 monsters', () => {
    const count = (type: string) => all.filter((d) => d.type === type).length;
    expect([count('treasure'), count('building'), count('hero'), count('monster')]).toEqual([16, 21, 42, 22]);
    expect(count('treasure') + count('building') + count('hero') + count('monster')).toBe(101);
  });

  it('has the copies per player-count mark the rulings list for every card', () => {
    for (const [kind, copies] of Object.entries(COPIES)) {
      const got = MARKS.map((mark) => all.filter((d) => d.kind === kind && d.mark === mark).length);
      expect(got, kind).toEqual(copies);
    }
    expect(all.filter((d) => d.mark !== null).length).toBe(101);
  });

  it('has the nine paladins with attack 2 to 5 and VP by attack', () => {
    const paladins = all.filter((d) => d.kind === 'paladin').map((d) => `${d.attack}/${d.vp}/${d.mark}`).sort();
    expect(paladins).toEqual(['2/2/II', '2/2/IV', '3/1/II', '3/1/III', '3/1/IV', '4/1/II', '4/1/III', '5/0/II', '5/0/IV']);
  });

  it('gives monsters the resistance, VP and penalty symbols of the rulings (Goblin 3/T and Orc 9/6 VP from the book)', () => {
    const want: Record<string, [number, number, string]> = {
      goblin: [3, 2, 'treasure'], wolf: [4, 2, 'hero'], skeleton: [5, 3, 'hero treasure'], harpy: [6, 3, 'building treasure'],
      troll: [7, 4, 'building building'], griffin: [8, 5, 'building building building'], orc: [9, 6, 'hero hero'],
      giant: [11, 7, 'hero building treasure'], dragon: [13, 9, 'hero hero building treasure'],
    };
    for (const d of all.filter((x) => x.type === 'monster')) {
      expect([d.resistance, d.vp, (d.penalties ?? []).join(' ')], d.id).toEqual(want[d.kind]);
    }
  });

  it('has 19 plague cards: five with 0 hero penalties, nine with 1, five with 2', () => {
    const plague = all.filter((d) => d.type === 'plague').map((d) => d.plague);
    expect(plague).toHaveLength(19);
    expect([0, 1, 2].map((n) => plague.filter((p) => p === n).length)).toEqual([5, 9, 5]);
  });

  it('has one Last Round card and one Kingdom card per seat', () => {
    expect(all.filter((d) => d.type === 'lastRound')).toHaveLength(1);
    expect(all.filter((d) => d.type === 'kingdom')).toHaveLength(4);
    expect(defs(newGame(2)).filter((d) => d.type === 'kingdom')).toHaveLength(2);
  });
});

describe('setup', () => {
  it.each([[2, 44], [3, 71], [4, 101]])('deals a %i-player draw deck of %i cards plus the Last Round card; the rest stays in the box', (players, size) => {
    const s = newGame(players, 42);
    const deck = dealtDeck(s);
    expect(deck).toHaveLength(size + 1);
    expect(deck.filter((id) => s.cards[id]?.type === 'lastRound')).toHaveLength(1);
    const marks = { II: 2, III: 3, IV: 4 } as const;
    for (const id of deck) {
      const d = defined(s.cards[id]);
      if (d.type !== 'lastRound') expect(marks[d.mark ?? 'IV'], id).toBeLessThanOrEqual(players);
    }
    // Unused cards go back in the box (book setup step 2).
    expect(s.box).toHaveLength(101 - size);
    for (const id of s.box) expect(marks[defined(s.cards[id]).mark ?? 'II'], id).toBeGreaterThan(players);
    expect(at(eventsOf(createGame({ seed: 42, players: names(players) }).events, 'decksShuffled'), 0).drawCount).toBe(size + 1);
  });

  it.each([[2, 10], [3, 15], [4, 20]])('buries the Last Round card among the bottom %i+1 cards with %i-card pools, at varying depths', (players, pool) => {
    const depths = new Set<number>();
    for (let seed = 0; seed < 300; seed++) {
      const deck = dealtDeck(newGame(players, seed));
      const fromBottom = deck.length - 1 - deck.indexOf('last-round');
      expect(fromBottom, `seed ${seed}`).toBeLessThanOrEqual(pool);
      depths.add(fromBottom);
    }
    // Shuffled into its pool: every depth from the very bottom to the top of the pool occurs.
    expect([...depths].sort((a, b) => a - b)).toEqual(Array.from({ length: pool + 1 }, (_, i) => i));
  });

  it('shuffles the draw deck and the plague deck, differently for each seed', () => {
    const a = newGame(3, 1);
    const b = newGame(3, 2);
    expect(a.plagueDeck).toHaveLength(19);
    expect([...a.plagueDeck].sort()).toEqual([...b.plagueDeck].sort());
    expect(a.plagueDeck).not.toEqual(b.plagueDeck);
    expect(dealtDeck(a)).not.toEqual(dealtDeck(b));
    // Not left in catalog order either.
    expect(a.plagueDeck).not.toEqual([...a.plagueDeck].sort((x, y) => Number(x.split('-')[1]) - Number(y.split('-')[1])));
  });

  it('picks the first revealer from the seed: the same seed gives the same seat, seeds vary it', () => {
    for (const seed of [0, 7, 'mirianth', 123456]) {
      expect(newGame(4, seed).revealer).toBe(newGame(4, seed).revealer);
      expect(defined(newGame(4, seed).round).revealer).toBe(newGame(4, seed).revealer);
    }
    const firsts = new Set(Array.from({ length: 60 }, (_, seed) => newGame(4, seed).revealer));
    expect([...firsts].sort()).toEqual([0, 1, 2, 3]);
    const event = at(eventsOf(createGame({ seed: 5, players: names(3) }).events, 'decksShuffled'), 0);
    expect(event.firstRevealer).toBe(newGame(3, 5).revealer);
  });

  it('starts the first round with as many revealed cards as players, awaiting everyone', () => {
    for (const players of [2, 3, 4]) {
      const s = newGame(players, 9);
      expect(s.step).toBe('announcing');
      expect(defined(s.round).revealed).toHaveLength(players);
      expect(s.roundNo).toBe(1);
    }
  });

  it('refuses tables of fewer than 2 or more than 4 players', () => {
    expect(() => newGame(1)).toThrow(/2 to 4 players/);
    expect(() => newGame(5)).toThrow(/2 to 4 players/);
  });
});
