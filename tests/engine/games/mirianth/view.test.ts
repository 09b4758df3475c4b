/**
 * What a seat may see (rulings 4.7: acquired cards are public; the decks are face down):
 * `playerView` keeps the table and drops the seed, the PRNG, the deck orders and the identity
 * of every card still in a deck. Events carry nothing hidden either.
 */
import { describe, expect, it } from 'vitest';
import { createGame, playerView } from '../../../../src/engine/games/mirianth';
import { announceAll, defined, driveUntil, faction, newGame, names, S0, S1 } from './support/game';

describe('a player\'s view', () => {
  it('shows the table but neither the seed, the generator nor the decks', () => {
    const s = newGame(3, 12);
    const view = playerView(s, S1) as unknown as Record<string, unknown>;
    for (const hidden of ['seed', 'rng', 'drawDeck', 'plagueDeck', 'events']) expect(view, hidden).not.toHaveProperty(hidden);
    expect(view.you).toBe(S1);
    expect(view.drawCount).toBe(s.drawDeck.length);
    expect(view.plagueCount).toBe(19);
    expect(view.round).toEqual(s.round);
  });

  it('does not define the cards still in the draw or plague deck, and defines every card on the table', () => {
    const s = newGame(4, 3);
    const view = playerView(s, null);
    for (const id of [...s.drawDeck, ...s.plagueDeck]) expect(view.cards, id).not.toHaveProperty(id);
    for (const id of defined(s.round).revealed) expect(view.cards[id]).toEqual(s.cards[id]);
    for (const p of s.players) expect(view.cards).toHaveProperty(p.kingdom);
  });

  it('defines the boxed cards and the Last Round card once they are out of the decks', () => {
    const s = driveUntil(newGame(4, 3), (x) => x.box.length > 0 && x.aside.length > 0);
    const view = playerView(s, null);
    const out = [...s.box, ...s.aside];
    expect(out.length).toBeGreaterThanOrEqual(2);
    for (const id of out) expect(view.cards[id], id).toEqual(s.cards[id]);
  });

  it('is the same for every seat but the `you` field: acquired cards are public', () => {
    let s = newGame(2, 8);
    const r = defined(s.round);
    s = announceAll(s, [defined(r.revealed[0]), defined(r.revealed[1])]);
    s = driveUntil(s, (x) => x.step === 'announcing');
    const a = playerView(s, S0);
    const b = playerView(s, S1);
    expect({ ...a, you: null }).toEqual({ ...b, you: null });
    expect(a.players[1]?.faction).toEqual(faction(s, S1));
  });

  it('receives events that name no card still hidden in a deck', () => {
    const { state, events } = createGame({ seed: 77, players: names(3) });
    const hidden = new Set<string>([...state.drawDeck, ...state.plagueDeck]);
    const text = JSON.stringify(events);
    for (const id of hidden) expect(text.includes(`"${id}"`), id).toBe(false);
  });
});
