/** The property test's own checkers must be able to fail: each is shown a broken state. */
import { describe, expect, it } from 'vitest';
import { S0, S1, defined, newGame } from './support/game';
import { misplacedCards } from './support/invariants';
import { preset } from './support/preset';
import { recountSeat, recountWinners } from './support/recount';

describe('the card-conservation check', () => {
  it('passes a fresh game of every size', () => {
    for (const n of [2, 3, 4]) expect(misplacedCards(newGame(n, n))).toEqual([]);
  });

  it('finds a card in two places, a lost card and a card from nowhere', () => {
    const s = newGame(3, 1);
    const top = defined(s.drawDeck[0]);
    const twice = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, faction: [top] } : p)) };
    expect(misplacedCards(twice)).toEqual([expect.stringContaining(`${top} is in more than one place`)]);
    expect(misplacedCards({ ...s, drawDeck: s.drawDeck.slice(1) })).toEqual([`${top} is in no place`]);
    expect(misplacedCards({ ...s, box: [...s.box, 'ghost-1' as never] })).toEqual(['ghost-1 is not a card of this game']);
  });

  it('finds an attachment left behind by a card that moved', () => {
    const s = newGame(2, 1);
    const [paladin, monster] = [defined(s.drawDeck.find((id) => s.cards[id]?.kind === 'paladin')), defined(s.drawDeck.find((id) => s.cards[id]?.type === 'monster'))];
    const broken = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, attachments: [{ paladin, monster }] } : p)) };
    expect(misplacedCards(broken).some((m) => m.includes('stale attachment'))).toBe(true);
  });
});

describe('the independent recount', () => {
  it('adds up a known faction by hand and breaks ties like the book', () => {
    const p = preset([['king', 'archer', 'castle', 'saboteur', 'ruby'], ['cabin', 'emerald']]);
    const result = defined(p.state.result);
    expect(recountSeat(p.state, S0)).toEqual({ heroes: 3 + 1 + 1, buildings: -2, treasures: 1, monsters: 0, total: 4 });
    expect(recountSeat(p.state, S1).total).toBe(3 + 2 - 2);
    expect(result.scores.map((x) => x.total)).toEqual([4, 3]);
    expect(recountWinners(p.state, [4, 3])).toEqual([0]);
    expect(recountWinners(p.state, [3, 3])).toEqual([0, 1]);
  });
});
