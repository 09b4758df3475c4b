/** Digest 1.1–1.2 and R1: setting up, the dice, the board. */
import { describe, expect, it } from 'vitest';
import { FIXED_HEXES, LURK, NEIGHBOURS, QUEST_SPACES, SPACE_IDS } from '../../../../src/engine/games/miremarsh/catalog/board';
import { DIE_FACES } from '../../../../src/engine/games/miremarsh/catalog/dice';
import { PILE_SIZE } from '../../../../src/engine/games/miremarsh/catalog/goblins';
import { TILES_BY_LEVEL } from '../../../../src/engine/games/miremarsh/catalog/tiles';
import { MONSTERS_BY_LEVEL } from '../../../../src/engine/games/miremarsh/catalog/monsters';
import { KNICK_KNACKS, PETS, SPELLS } from '../../../../src/engine/games/miremarsh/catalog/cards';
import { m, newGame } from './support';

describe('1.1 setup', () => {
  it('has the book components: 42 tiles (7/10/19/6), 19 monsters (6/7/6), 9 pets, 9 spells, 14 knick-knacks', () => {
    expect([1, 2, 3, 4].map((l) => TILES_BY_LEVEL[l as 1].length)).toEqual([7, 10, 19, 6]);
    expect([1, 2, 3].map((l) => MONSTERS_BY_LEVEL[l as 1].length)).toEqual([6, 7, 6]);
    expect([PETS.length, SPELLS.length, KNICK_KNACKS.length]).toEqual([9, 9, 14]);
  });

  it('deals tiles face-down by level, quests face-up, and leaves 1/2/1/2 tiles unused', () => {
    const s = newGame(2, 7);
    for (const id of SPACE_IDS) {
      const b = s.board[id];
      if (id === 'WR' || id in FIXED_HEXES) expect(b?.tile, id).toBeNull();
      else if (QUEST_SPACES.includes(id)) expect(b?.faceUp, id).toBe(true);
      else expect(b?.faceUp, id).toBe(false);
    }
    expect([1, 2, 3, 4].map((l) => s.unused[l as 1].length)).toEqual([1, 2, 1, 2]);
  });

  it('counts a goblin pile of 4/6/8/10/12 cards for 1–5 players, deals from it, and gives each player 9 fish and a goblin on the Warren', () => {
    for (let n = 1; n <= 5; n++) {
      const s = newGame(n, n);
      expect(s.goblinPile).toHaveLength((PILE_SIZE[n] ?? 0) - n);
      for (const seat of s.seats) {
        expect(seat.fish).toBe(9);
        expect(seat.goblin).not.toBeNull();
        expect(seat.space).toBe('WR');
      }
    }
  });

  it("gives each goblin its printed gear (Poker's dagger, Hoarder's 3 gold)", () => {
    for (let seed = 0; seed < 60; seed++) {
      const s = newGame(5, seed);
      for (const seat of s.seats) {
        if (seat.goblin === 'poker') expect(seat.items).toEqual(['dagger']);
        if (seat.goblin === 'hoarder') expect(seat.gold).toBe(3);
        if (seat.goblin === 'mixer') expect(seat.items).toEqual([]);
      }
    }
  });

  it('starts the creature off the board and picks a seeded first player', () => {
    const firsts = new Set<number>();
    for (let seed = 0; seed < 30; seed++) {
      const s = newGame(3, seed);
      expect(['LURK', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', ...SPACE_IDS].includes(s.creature)).toBe(true);
      firsts.add(s.turn.seat);
      expect(m.hash(newGame(3, seed))).toBe(m.hash(s));
    }
    expect(firsts.size).toBe(3);
    expect(LURK).toBe('LURK');
  });
});

describe('1.2 dice', () => {
  it('prints the book faces on the four colours', () => {
    expect(DIE_FACES.G).toEqual(['-', 'F', 'F', 'S', 'S', 'FS']);
    expect(DIE_FACES.Y).toEqual(['-', 'F', 'F', 'E', 'E', 'FE']);
    expect(DIE_FACES.K).toEqual(['X', 'F', 'S', 'S', 'S', 'S']);
    expect(DIE_FACES.U).toEqual(['X', 'X', '-', 'W', 'W', 'W']);
  });
});

describe('R1 board', () => {
  const TABLE: Record<string, string> = {
    WR: 'A1 A2 A3 A4 A5 A6', A1: 'WR A2 A6 B1 B2 B12', A4: 'WR A3 A5 B6 B7 B8', B1: 'A1 B2 B12 C1 C2 C18', B7: 'A4 B6 B8 C9 C10 C11',
    B11: 'A6 B10 B12 C15 C16 C17', C1: 'B1 C2 C18', C4: 'B3 C3 C5 QSE', C7: 'B5 C6 C8 QSW', C13: 'B9 C12 C14 QNW', C16: 'B11 C15 C17 QNE',
    C18: 'B1 B12 C1 C17', QNE: 'C16', QSE: 'C4', QSW: 'C7', QNW: 'C13',
  };
  it('has 41 spaces whose neighbours match the rulings table', () => {
    expect(SPACE_IDS).toHaveLength(41);
    for (const [id, list] of Object.entries(TABLE)) expect([...(NEIGHBOURS[id] ?? [])].sort(), id).toEqual(list.split(' ').sort());
  });
  it('has symmetric adjacency', () => {
    for (const id of SPACE_IDS) for (const n of NEIGHBOURS[id] ?? []) expect(NEIGHBOURS[n]).toContain(id);
  });
});
