/**
 * Announcements (book "Negotiation Phase", rulings 4.2): public and changeable until locked in;
 * a lone claim takes the card; shared claims become disputes, settled one at a time in the order
 * the cards were revealed. Passing is only allowed when fewer cards than players were revealed.
 */
import { describe, expect, it } from 'vitest';
import { awaitingSeats, playerView } from '../../../../../src/engine/games/mirianth';
import { announceAll, defined, eventsOf, faction, play, refusal, S0, S1, S2, S3 } from '../support/game';
import { table } from '../support/table';

describe('announcements', () => {
  const t = table({ players: 3, revealer: 0, reveal: ['ruby', 'orc', 'cabin'] });
  const [ruby, orc, cabin] = [t.id('ruby'), t.id('orc'), t.id('cabin')];

  it('are public and may be changed until the player locks in', () => {
    let s = play(t.state, { type: 'announce', seat: S1, card: ruby });
    expect(playerView(s, S2).round?.announcements[S1]).toBe(ruby);
    expect(playerView(s, null).round?.announcements[S1]).toBe(ruby);
    s = play(s, { type: 'announce', seat: S1, card: orc });
    expect(defined(s.round).announcements[S1]).toBe(orc);
    expect(eventsOf(s.events, 'announced')).toEqual([{ type: 'announced', seat: S1, card: orc }]);
    expect(awaitingSeats(s)).toContain(S1);
    s = play(s, { type: 'lock', seat: S1 });
    expect(awaitingSeats(s)).not.toContain(S1);
    expect(refusal(s, { type: 'announce', seat: S1, card: ruby }).code).toBe('notYourTurn');
    expect(defined(s.round).announcements[S1]).toBe(orc);
  });

  it('must name one of the revealed cards, and be made before locking in', () => {
    expect(refusal(t.state, { type: 'lock', seat: S0 }).code).toBe('illegal');
    const elsewhere = defined(t.state.drawDeck[0]);
    expect(refusal(t.state, { type: 'announce', seat: S0, card: elsewhere }).code).toBe('illegal');
  });

  it('may not be a pass when as many cards as players were revealed', () => {
    expect(refusal(t.state, { type: 'announce', seat: S0, card: null, lock: true }).code).toBe('illegal');
  });

  it('may be a pass when fewer cards than players were revealed; the passer gets nothing', () => {
    const short = table({ players: 3, revealer: 0, reveal: ['ruby', 'emerald'], deck: [], lastRound: 'thisIsLast' });
    const s = announceAll(short.state, [short.id('ruby'), null, short.id('emerald')]);
    expect(faction(s, S1)).toEqual([]);
    expect(faction(s, S0)).toEqual([short.id('ruby')]);
    expect(faction(s, S2)).toEqual([short.id('emerald')]);
  });

  it('give each card announced by one player alone to that player once all have locked in', () => {
    const s = announceAll(t.state, [ruby, orc, cabin]);
    expect([faction(s, S0), faction(s, S1), faction(s, S2)]).toEqual([[ruby], [orc], [cabin]]);
    expect(eventsOf(s.events, 'cardClaimed').map((e) => e.how)).toEqual(['uncontested', 'uncontested', 'uncontested']);
  });

  it('turn a card announced by several players into a dispute between them, nothing granted before all lock', () => {
    let s = play(t.state, { type: 'announce', seat: S0, card: orc, lock: true }, { type: 'announce', seat: S1, card: orc, lock: true });
    expect(faction(s, S0)).toEqual([]);
    expect(s.step).toBe('announcing');
    s = play(s, { type: 'announce', seat: S2, card: cabin, lock: true });
    expect(s.step).toBe('bargaining');
    expect(eventsOf(s.events, 'disputeOpened')).toEqual([{ type: 'disputeOpened', card: orc, disputants: [S0, S1] }]);
    expect(faction(s, S2)).toEqual([cabin]);
    expect(defined(s.round).open).toEqual([ruby]);
  });
});

describe('disputes', () => {
  it('are settled one at a time in the order the cards were revealed, not the order announced', () => {
    const t = table({ players: 4, revealer: 0, reveal: ['ruby', 'orc', 'cabin', 'temple'] });
    const [ruby, orc] = [t.id('ruby'), t.id('orc')];
    // Seats 0 and 1 announce the second card first; seats 2 and 3 the first card afterwards.
    let s = announceAll(t.state, [orc, orc, ruby, ruby]);
    expect(s.step).toBe('bargaining');
    expect(eventsOf(s.events, 'disputeOpened')).toEqual([{ type: 'disputeOpened', card: ruby, disputants: [S2, S3] }]);
    // Only the disputants of the open dispute take part.
    expect(awaitingSeats(s).sort()).toEqual([S2, S3]);
    expect(refusal(s, { type: 'noDeal', seat: S0 }).code).toBe('notYourTurn');
    s = play(s, { type: 'noDeal', seat: S2 });
    expect(eventsOf(s.events, 'disputeOpened')).toEqual([{ type: 'disputeOpened', card: orc, disputants: [S0, S1] }]);
    expect(eventsOf(s.events, 'fateRevealed').map((e) => e.card)).toEqual([ruby]);
    expect(awaitingSeats(s).sort()).toEqual([S0, S1]);
  });

  it('list their disputants in turn order from the revealer', () => {
    const t = table({ players: 4, revealer: 2, reveal: ['ruby', 'orc', 'cabin', 'temple'] });
    const orc = t.id('orc');
    const s = announceAll(t.state, [orc, t.id('ruby'), orc, orc]);
    expect(eventsOf(s.events, 'disputeOpened')).toEqual([{ type: 'disputeOpened', card: orc, disputants: [S2, S3, S0] }]);
  });
});
