/**
 * Reveal and the end of the Negotiation Phase (book "End of the Negotiation Phase", rulings 4.1):
 * the Last Round card is set aside and replaced; the round after it is the last; a reveal that
 * cannot show one card per player makes its round the last.
 */
import { describe, expect, it } from 'vitest';
import type { DomainEvent, GameState } from '../../../../../src/engine/games/mirianth';
import { defined, driveLog, driveUntil, eventsOf, newGame, plainMove, play } from '../support/game';
import { table } from '../support/table';

const inRound = (n: number) => (s: GameState) => s.roundNo === n && s.step === 'announcing';
const negotiationOver = (s: GameState) => s.round === null && s.resolution !== null;

function roundsStarted(events: readonly DomainEvent[]) {
  return eventsOf(events, 'roundStarted').map((e) => ({ round: e.round, last: e.last }));
}

describe('revealing cards', () => {
  it('sets the Last Round card aside and reveals another card in its place', () => {
    const t = table({ players: 2, deck: ['ruby', 'last-round', 'emerald', 'cabin', 'temple', 'orc', 'goblin'] });
    const { state, events } = driveLog(t.state, inRound(2));
    expect(defined(state.round).revealed).toEqual([t.id('ruby'), t.id('emerald')]);
    expect(state.aside).toEqual(['last-round']);
    expect(eventsOf(events, 'lastRoundRevealed')).toEqual([{ type: 'lastRoundRevealed', card: 'last-round' }]);
    expect(eventsOf(events, 'cardRevealed').map((e) => [e.card, e.slot])).toEqual([[t.id('ruby'), 0], [t.id('emerald'), 1]]);
    expect(state.lastRound).toBe('nextIsLast');
  });

  it('plays exactly one more round after the one that revealed the Last Round card, then goes to Resolution', () => {
    const t = table({ players: 2, deck: ['ruby', 'last-round', 'emerald', 'cabin', 'temple', 'orc', 'goblin', 'wolf', 'troll'] });
    const { state, events } = driveLog(t.state, negotiationOver);
    // Round 2 revealed the Last Round card; round 3 is announced as the last; no round 4.
    expect(roundsStarted(events)).toEqual([{ round: 2, last: false }, { round: 3, last: true }]);
    expect(state.roundNo).toBe(3);
    // The cards below stay in the draw deck, never revealed.
    expect(state.drawDeck).toEqual([t.id('orc'), t.id('goblin'), t.id('wolf'), t.id('troll')]);
  });

  it('turns over a Last Round card left alone at the very bottom, making that round the last', () => {
    // 2 players: the last two cards make a full round; the Last Round card under them can never be replaced.
    const t = table({ players: 2, deck: ['ruby', 'emerald', 'cabin', 'temple', 'last-round'] });
    const round3 = driveLog(t.state, inRound(3));
    expect(roundsStarted(round3.events)).toEqual([{ round: 2, last: false }, { round: 3, last: true }]);
    // Turned over with round 3's reveal, not after it: the players know round 3 is the last.
    expect(eventsOf(round3.state.events, 'lastRoundRevealed')).toHaveLength(1);
    expect(round3.state.lastRound).toBe('thisIsLast');
    expect(round3.state.aside).toEqual(['last-round']);
    expect(round3.state.drawDeck).toEqual([]);
    const { state, events } = driveLog(round3.state, negotiationOver);
    expect(roundsStarted(events)).toEqual([]);
    expect(eventsOf(events, 'lastRoundRevealed')).toEqual([]);
    expect(state.roundNo).toBe(3);
  });

  it('makes a round the last when the Last Round card was its second-to-last card and the deck is now empty', () => {
    const t = table({ players: 2, deck: ['ruby', 'emerald', 'cabin', 'last-round', 'temple'] });
    const { state, events } = driveLog(t.state, negotiationOver);
    expect(roundsStarted(events)).toEqual([{ round: 2, last: false }, { round: 3, last: true }]);
    expect(state.roundNo).toBe(3);
  });

  it('makes a short reveal after the bottom Last Round card the last round, where players may pass', () => {
    // 3 players, two cards then the Last Round card: round 3 cannot show three cards.
    const t = table({ players: 3, deck: ['ruby', 'emerald', 'cabin', 'temple', 'orc', 'last-round'] });
    const s = driveUntil(t.state, inRound(3));
    const r = defined(s.round);
    expect(r.revealed).toEqual([t.id('temple'), t.id('orc')]);
    expect(s.lastRound).toBe('thisIsLast');
    // Round 3 started with the last move of round 2, already flagged as the last.
    expect(roundsStarted(s.events)).toEqual([{ round: 3, last: true }]);
    const passer = r.revealer;
    const after = play(s, { type: 'announce', seat: passer, card: null, lock: true });
    expect(defined(after.round).locked[passer]).toBe(true);
    const { events } = driveLog(after, negotiationOver);
    expect(eventsOf(events, 'roundStarted')).toEqual([]);
    expect(eventsOf(events, 'cardClaimed').map((e) => e.card).sort()).toEqual([t.id('orc'), t.id('temple')].sort());
  });

  it('flags a short reveal as the last round when it starts', () => {
    const t = table({ players: 4, deck: ['ruby', 'emerald', 'cabin', 'temple', 'orc', 'last-round'] });
    const s = driveUntil(t.state, inRound(2));
    // Round 2 reveals four cards; round 3 has one card and the Last Round card.
    const { events } = driveLog(s, negotiationOver);
    expect(roundsStarted(events)).toEqual([{ round: 3, last: true }]);
  });

  it.each([[2, 22, 2], [3, 24, 2], [4, 26, 1]])(
    'in a real %i-player game with the Last Round card at the bottom, negotiation lasts %i rounds, the last one flagged and showing %i cards',
    (players, rounds, shown) => {
      let seed = 0;
      while (newGame(players, seed).drawDeck.at(-1) !== 'last-round') seed++;
      const { state, events } = driveLog(newGame(players, seed), negotiationOver);
      expect(state.roundNo).toBe(rounds);
      const started = roundsStarted(events);
      expect(started.at(-1)).toEqual({ round: rounds, last: true });
      expect(started.filter((e) => e.last)).toHaveLength(1);
      const lastStart = events.map((e) => e.type).lastIndexOf('roundStarted');
      expect(eventsOf(events.slice(lastStart), 'cardRevealed')).toHaveLength(shown);
      expect(eventsOf(events.slice(lastStart), 'lastRoundRevealed')).toHaveLength(1);
      // Every card of the deck was revealed and taken or boxed.
      expect(state.drawDeck).toEqual([]);
    },
  );

  it('in a real game, the round after the Last Round card is always the last', () => {
    for (let seed = 0; seed < 40; seed++) {
      const players = 2 + (seed % 3);
      let s = newGame(players, seed);
      let lastRoundIn: number | null = null;
      const started: { round: number; last: boolean }[] = [];
      while (!negotiationOver(s)) {
        s = play(s, plainMove(s));
        if (lastRoundIn === null && eventsOf(s.events, 'lastRoundRevealed').length > 0) lastRoundIn = s.roundNo;
        started.push(...roundsStarted(s.events));
      }
      const revealedIn = defined(lastRoundIn, 'round with the Last Round card');
      const lastRound = defined(started.at(-1), 'a round');
      expect(s.roundNo).toBe(lastRound.round);
      expect(s.roundNo, `seed ${seed}`).toBeLessThanOrEqual(revealedIn + 1);
      // The final round is always announced as the last one.
      expect(lastRound.last, `seed ${seed}`).toBe(true);
      expect(started.filter((e) => e.last), `seed ${seed}`).toHaveLength(1);
      // Unless the deck ran out first, it is the round after the Last Round card.
      if (s.drawDeck.length > 0) expect(s.roundNo, `seed ${seed}`).toBe(revealedIn + 1);
    }
  });

  it('passes the revealer role clockwise each round', () => {
    const s0 = newGame(3, 11);
    const first = s0.revealer;
    const s1 = driveUntil(s0, inRound(2));
    const s2 = driveUntil(s1, inRound(3));
    expect([defined(s1.round).revealer, defined(s2.round).revealer]).toEqual([(first + 1) % 3, (first + 2) % 3]);
  });
});
