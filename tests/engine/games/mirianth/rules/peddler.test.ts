/**
 * Peddler and Merchant (book card reference, rulings 4.5, docs/rules.md): when bargaining fails,
 * holders are asked in turn order from the revealer; the first who plays one decides who gets
 * the disputed card and hands the card to a disputant other than themselves; the other
 * disputants take unannounced cards, with no plague test.
 */
import { describe, expect, it } from 'vitest';
import { awaitingSeats } from '../../../../../src/engine/games/mirianth';
import { announceAll, eventsOf, faction, play, playLog, refusal, S0, S1, S2, S3 } from '../support/game';
import { table } from '../support/table';

describe('a Peddler', () => {
  function peddlerTable() {
    // Seats 0 and 1 dispute the Troll; seat 2 holds a Peddler and takes the Village.
    const t = table({ players: 3, revealer: 0, reveal: ['troll', 'temple', 'village'], factions: [[], [], ['peddler']] });
    const troll = t.id('troll');
    const state = play(announceAll(t.state, [troll, troll, t.id('village')]), { type: 'noDeal', seat: S0 });
    return { t, troll, state };
  }

  it('held by a player outside the dispute is offered once bargaining fails', () => {
    const { state } = peddlerTable();
    expect(state.step).toBe('peddler');
    expect(awaitingSeats(state)).toEqual([S2]);
  });

  it('decides the dispute and is then handed to a disputant; the other disputant takes an open card', () => {
    const { t, troll, state } = peddlerTable();
    const peddler = t.id('peddler');
    const { state: s, events } = playLog(state, { type: 'playPeddler', seat: S2, card: peddler, winner: S1, handTo: S0 });
    expect(faction(s, S1)).toEqual([troll]);
    expect(faction(s, S0).sort()).toEqual([t.id('temple'), peddler].sort());
    expect(faction(s, S2)).toEqual([t.id('village')]);
    expect(eventsOf(events, 'peddlerPlayed')).toEqual([{ type: 'peddlerPlayed', seat: S2, card: peddler, winner: S1, handTo: S0 }]);
    expect(eventsOf(events, 'cardClaimed').map((e) => [e.seat, e.how])).toEqual([[S1, 'peddler'], [S0, 'pick']]);
    // No plague test: the plague deck is untouched.
    expect(eventsOf(events, 'fateShuffled')).toEqual([]);
    expect(s.plagueDeck).toEqual(state.plagueDeck);
  });

  it('may be passed, and then the plague test settles the dispute', () => {
    const { state } = peddlerTable();
    const s = play(state, { type: 'passPeddler', seat: S2 });
    expect(eventsOf(s.events, 'peddlerPassed')).toEqual([{ type: 'peddlerPassed', seat: S2 }]);
    expect(eventsOf(s.events, 'fateShuffled')).toHaveLength(1);
  });

  it('must give the card to a disputant, and be handed to a disputant', () => {
    const { t, state } = peddlerTable();
    const peddler = t.id('peddler');
    expect(refusal(state, { type: 'playPeddler', seat: S2, card: peddler, winner: S2, handTo: S0 }).code).toBe('illegal');
    expect(refusal(state, { type: 'playPeddler', seat: S2, card: peddler, winner: S0, handTo: S2 }).code).toBe('illegal');
    expect(refusal(state, { type: 'playPeddler', seat: S2, card: t.id('village'), winner: S0, handTo: S1 }).code).toBe('notYourCard');
    expect(refusal(state, { type: 'playPeddler', seat: S0, card: peddler, winner: S0, handTo: S1 }).code).toBe('notYourTurn');
  });
});

describe('a Merchant', () => {
  it('held by a disputant lets them take the card, and goes to the other disputant', () => {
    const t = table({ players: 2, revealer: 1, reveal: ['troll', 'temple'], factions: [['merchant'], []] });
    const [troll, merchant] = [t.id('troll'), t.id('merchant')];
    const state = play(announceAll(t.state, [troll, troll]), { type: 'noDeal', seat: S1 });
    expect(awaitingSeats(state)).toEqual([S0]);
    // Keeping the Merchant is not allowed: it must go to another disputant.
    expect(refusal(state, { type: 'playPeddler', seat: S0, card: merchant, winner: S0, handTo: S0 }).code).toBe('illegal');
    const s = play(state, { type: 'playPeddler', seat: S0, card: merchant, winner: S0, handTo: S1 });
    expect(faction(s, S0)).toEqual([troll]);
    expect(faction(s, S1)).toEqual([merchant, t.id('temple')]);
  });

  it('settles a 3-way dispute: both other disputants take open cards', () => {
    const t = table({ players: 4, revealer: 0, reveal: ['troll', 'temple', 'village', 'barracks'], factions: [[], [], [], ['merchant']] });
    const troll = t.id('troll');
    let s = announceAll(t.state, [troll, troll, troll, t.id('barracks')]);
    s = play(s, { type: 'noDeal', seat: S0 }, { type: 'noDeal', seat: S1 });
    s = play(s, { type: 'playPeddler', seat: S3, card: t.id('merchant'), winner: S2, handTo: S0 });
    // Seats 0 and 1 gave up their claims in turn order: seat 0 chooses first.
    expect(s.step).toBe('conceding');
    expect(awaitingSeats(s)).toEqual([S0]);
    s = play(s, { type: 'pick', seat: S0, card: t.id('village') });
    expect(faction(s, S0)).toEqual([t.id('merchant'), t.id('village')]);
    expect(faction(s, S1)).toEqual([t.id('temple')]);
    expect(faction(s, S2)).toEqual([troll]);
  });
});

describe('several Peddler holders', () => {
  it('are asked in turn order from the revealer; the first to play decides', () => {
    const t = table({ players: 4, revealer: 2, reveal: ['troll', 'temple', 'village', 'barracks'], factions: [['peddler'], [], [], ['merchant']] });
    const troll = t.id('troll');
    let s = announceAll(t.state, [t.id('village'), troll, troll, t.id('barracks')]);
    s = play(s, { type: 'noDeal', seat: S2 });
    // Turn order from seat 2: 2, 3, 0, 1. Seat 3's Merchant comes before seat 0's Peddler.
    expect(awaitingSeats(s)).toEqual([S3]);
    s = play(s, { type: 'passPeddler', seat: S3 });
    expect(awaitingSeats(s)).toEqual([S0]);
    s = play(s, { type: 'playPeddler', seat: S0, card: t.id('peddler'), winner: S2, handTo: S1 });
    expect(faction(s, S2)).toEqual([troll]);
    expect(faction(s, S3)).toEqual([t.id('merchant'), t.id('barracks')]);
  });
});
