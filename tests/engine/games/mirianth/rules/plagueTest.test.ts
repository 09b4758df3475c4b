/**
 * The plague test (book "Negotiation Phase", rulings 4.6): the disputed card is shuffled with
 * k-1 plague cards from the top of the plague deck and dealt one per disputant. Losers keep
 * their plague card and get nothing else this round; when the plague deck runs short the
 * missing cards are blanks that give nothing. Cards nobody took go back to the box.
 */
import { describe, expect, it } from 'vitest';
import type { CardId, GameState } from '../../../../../src/engine/games/mirianth';
import { announceAll, defined, eventsOf, faction, play, S0, S1, S2 } from '../support/game';
import { table, type TableSpec } from '../support/table';

function fate(spec: Partial<TableSpec> & { players: number }, disputants: number) {
  const t = table({ revealer: 0, reveal: ['troll', 'temple', 'village', 'barracks'].slice(0, spec.players), ...spec });
  const troll = t.id('troll');
  const picks: (CardId | null)[] = Array.from({ length: spec.players }, (_, i) => (i < disputants ? troll : defined(t.state.round).revealed[i] ?? null));
  let s: GameState = announceAll(t.state, picks);
  for (let i = 0; i < disputants - 1; i++) s = play(s, { type: 'noDeal', seat: i as typeof S0 });
  const results = defined(eventsOf(s.events, 'fateRevealed')[0], 'fate').results;
  const shuffled = defined(eventsOf(s.events, 'fateShuffled')[0], 'fate');
  return { t, troll, before: t.state, state: s, results, shuffled };
}

describe('the plague test', () => {
  it('with two disputants shuffles one plague card from the top of the plague deck with the disputed card', () => {
    const { troll, before, state, results, shuffled } = fate({ players: 3 }, 2);
    const top = defined(before.plagueDeck[0]);
    expect(shuffled).toMatchObject({ plagues: 1, blanks: 0, disputants: [S0, S1] });
    expect(results.map((r) => r.card).sort()).toEqual([troll, top].sort());
    expect(state.plagueDeck).toEqual(before.plagueDeck.slice(1));
  });

  it('gives the loser their plague card and nothing else this round', () => {
    const { troll, state, results } = fate({ players: 3 }, 2);
    const loser = defined(results.find((r) => r.card !== troll)).seat;
    const winner = defined(results.find((r) => r.card === troll)).seat;
    expect(faction(state, winner)).toEqual([troll]);
    expect(faction(state, loser)).toHaveLength(1);
    expect(state.cards[defined(faction(state, loser)[0])]?.type).toBe('plague');
    expect(defined(state.round, 'round').pickQueue).toEqual([]);
  });

  it('sends the revealed card nobody took to the box at the end of the round', () => {
    const { t, state } = fate({ players: 3 }, 2);
    // Seats 0 and 1 disputed the Troll, seat 2 took the Village; the Temple was never announced.
    expect(state.box).toContain(t.id('temple'));
    expect(eventsOf(state.events, 'cardBoxed')).toContainEqual({ type: 'cardBoxed', card: t.id('temple'), from: 'reveal' });
  });

  it('deals blanks when the plague deck is empty: the loser gets nothing', () => {
    const { troll, state, results, shuffled } = fate({ players: 2, plagueDeck: [] }, 2);
    expect(shuffled).toMatchObject({ plagues: 0, blanks: 1 });
    expect(results.map((r) => r.card).sort()).toEqual([null, troll].sort());
    const loser = defined(results.find((r) => r.card === null)).seat;
    expect(faction(state, loser)).toEqual([]);
    expect(state.plagueDeck).toEqual([]);
  });

  it('uses what is left of a short plague deck and blanks for the rest', () => {
    const { t, troll, state, results, shuffled } = fate({ players: 3, plagueDeck: ['plague:2'] }, 3);
    expect(shuffled).toMatchObject({ plagues: 1, blanks: 1, disputants: [S0, S1, S2] });
    expect(results.map((r) => r.card ?? 'blank').sort()).toEqual([t.id('plague:2'), troll, 'blank'].sort());
    expect(state.plagueDeck).toEqual([]);
    for (const r of results) expect(faction(state, r.seat)).toEqual(r.card === null ? [] : [r.card]);
  });

  it('is decided by the shuffle: over many seeds each disputant sometimes wins', () => {
    const wins = new Set<number>();
    for (let seed = 1; seed <= 30; seed++) {
      const { troll, results } = fate({ players: 2, seed }, 2);
      wins.add(defined(results.find((r) => r.card === troll)).seat);
    }
    expect([...wins].sort()).toEqual([0, 1]);
  });
});
