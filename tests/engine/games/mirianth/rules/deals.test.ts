/**
 * Deals (book "Negotiation Phase", rulings 4.3): disputants trade cards from either faction
 * (plague cards too, "2 cards for 1"), and promises; an accepted deal is binding and carried
 * out at once; the side giving up the claim takes an unannounced card. Traded cards keep no
 * attachment.
 */
import { describe, expect, it } from 'vitest';
import { awaitingSeats, type DealTerms, type GameState } from '../../../../../src/engine/games/mirianth';
import { announceAll, defined, eventsOf, faction, play, playLog, refusal, S0, S1, S2, S3 } from '../support/game';
import { table } from '../support/table';

/** Seat 0 and seat 1 both announce the Troll; the Temple (and a Village with 3+ players) stay open. */
function trollDispute(players = 2) {
  const t = table({
    players,
    revealer: 0,
    reveal: ['troll', 'temple', 'village', 'barracks'].slice(0, players),
    factions: [['ruby', 'plague:1', 'orc', 'paladin-1', 'paladin-2'], ['emerald', 'cabin', 'goblin', 'paladin-3'], ['gold'], ['diamond']],
    attachments: [[['paladin-1', 'orc']], [['paladin-3', 'goblin']]],
  });
  const troll = t.id('troll');
  const picks = [troll, troll, t.ids.get('village')?.[0] ?? null, t.ids.get('barracks')?.[0] ?? null];
  return { t, troll, state: announceAll(t.state, picks) };
}

const deal = (d: Partial<DealTerms> & Pick<DealTerms, 'to' | 'claimant'>): DealTerms => ({ give: [], take: [], promises: [], ...d });

function accepted(state: GameState, from: typeof S0, terms: DealTerms) {
  return playLog(state, { type: 'propose', seat: from, deal: terms }, { type: 'accept', seat: terms.to });
}

describe('deals', () => {
  it('pay for the claim with a card from the proposer\'s faction; the other side takes the open card', () => {
    const { t, troll, state } = trollDispute();
    const { state: s, events } = accepted(state, S0, deal({ to: S1, claimant: S0, give: [t.id('ruby')] }));
    expect(faction(s, S0)).toContain(troll);
    expect(faction(s, S0)).not.toContain(t.id('ruby'));
    expect(faction(s, S1)).toEqual(expect.arrayContaining([t.id('ruby'), t.id('temple')]));
    expect(eventsOf(events, 'cardTraded')).toEqual([{ type: 'cardTraded', card: t.id('ruby'), from: S0, to: S1 }]);
    expect(eventsOf(events, 'conceded')).toEqual([{ type: 'conceded', seat: S1, card: troll }]);
    expect(eventsOf(events, 'cardClaimed').map((e) => [e.seat, e.how])).toEqual([[S0, 'deal'], [S1, 'pick']]);
  });

  it('can ask for cards from the other side\'s faction, and give the claim away', () => {
    const { t, troll, state } = trollDispute();
    // Seat 0 gives up the Troll in exchange for seat 1's Emerald.
    const { state: s } = accepted(state, S0, deal({ to: S1, claimant: S1, take: [t.id('emerald')] }));
    expect(faction(s, S1)).toContain(troll);
    expect(faction(s, S1)).not.toContain(t.id('emerald'));
    expect(faction(s, S0)).toEqual(expect.arrayContaining([t.id('emerald'), t.id('temple')]));
  });

  it('can pay with a plague card', () => {
    const { t, troll, state } = trollDispute();
    const plague = t.id('plague:1');
    const { state: s } = accepted(state, S0, deal({ to: S1, claimant: S0, give: [plague] }));
    expect(faction(s, S1)).toContain(plague);
    expect(faction(s, S0)).not.toContain(plague);
    expect(faction(s, S0)).toContain(troll);
  });

  it('can trade two cards for one (n-for-1), in both directions at once', () => {
    const { t, troll, state } = trollDispute();
    const { state: s } = accepted(state, S1, deal({ to: S0, claimant: S1, give: [t.id('emerald'), t.id('cabin')], take: [t.id('ruby')] }));
    expect(faction(s, S0)).toEqual(expect.arrayContaining([t.id('emerald'), t.id('cabin'), t.id('temple')]));
    expect(faction(s, S1)).toEqual(expect.arrayContaining([t.id('ruby'), troll]));
    expect(faction(s, S1)).not.toContain(t.id('emerald'));
  });

  it('carry promises of each kind, made by either side', () => {
    const { state } = trollDispute();
    const { state: s, events } = accepted(state, S0, deal({
      to: S1, claimant: S0, promises: [
        { promiser: S0, kind: 'nextRound' }, { promiser: S0, kind: 'cardType', cardType: 'monster' }, { promiser: S1, kind: 'once' },
      ],
    }));
    expect(eventsOf(events, 'promiseMade').map((e) => [e.promise.promiser, e.promise.beneficiary, e.promise.kind, e.promise.activeRound])).toEqual([
      [S0, S1, 'nextRound', 2], [S0, S1, 'cardType', null], [S1, S0, 'once', null],
    ]);
    expect(s.promises).toHaveLength(3);
  });

  it('are binding: an accepted deal is carried out in the same move, with nothing left to confirm', () => {
    const { t, troll, state } = trollDispute();
    const proposed = play(state, { type: 'propose', seat: S0, deal: deal({ to: S1, claimant: S0, give: [t.id('ruby')] }) });
    expect(faction(proposed, S1)).not.toContain(t.id('ruby'));
    const s = play(proposed, { type: 'accept', seat: S1 });
    expect(faction(s, S0)).toContain(troll);
    expect(faction(s, S1)).toContain(t.id('ruby'));
    expect(s.step).not.toBe('bargaining');
  });

  it('wait for an answer from the recipient only; a rejection changes nothing but the proposals left', () => {
    const { t, state } = trollDispute();
    const proposed = play(state, { type: 'propose', seat: S0, deal: deal({ to: S1, claimant: S0, give: [t.id('ruby')] }) });
    expect(awaitingSeats(proposed)).toEqual([S1]);
    expect(refusal(proposed, { type: 'accept', seat: S0 }).code).toBe('notYourTurn');
    const s = play(proposed, { type: 'reject', seat: S1 });
    expect(s.players).toEqual(state.players);
    expect(eventsOf(s.events, 'dealRejected')).toHaveLength(1);
    expect(defined(s.round).disputes[0]?.proposalsLeft[S0]).toBe(2);
  });

  it('allow three proposals per disputant per dispute', () => {
    const { t, state } = trollDispute();
    const offer = { type: 'propose' as const, seat: S0, deal: deal({ to: S1, claimant: S0, give: [t.id('ruby')] }) };
    let s = state;
    for (let i = 0; i < 3; i++) s = play(s, offer, { type: 'reject', seat: S1 });
    expect(refusal(s, offer)).toMatchObject({ code: 'illegal', message: expect.stringMatching(/all your proposals/) });
    // The other side may still propose.
    s = play(s, { type: 'propose', seat: S1, deal: deal({ to: S0, claimant: S1 }) });
    expect(awaitingSeats(s)).toEqual([S0]);
  });

  it('end in a plague test once every proposal is spent, without anybody declaring no deal', () => {
    const { t, troll, state } = trollDispute();
    let s = state;
    for (let i = 0; i < 3; i++) {
      s = play(s, { type: 'propose', seat: S0, deal: deal({ to: S1, claimant: S0, give: [t.id('ruby')] }) }, { type: 'reject', seat: S1 });
      s = play(s, { type: 'propose', seat: S1, deal: deal({ to: S0, claimant: S1 }) }, { type: 'reject', seat: S0 });
    }
    expect(eventsOf(s.events, 'fateShuffled')).toMatchObject([{ card: troll, plagues: 1 }]);
  });

  it('refuse cards that are not the giver\'s, claims for outsiders and repeated cards', () => {
    const { t, state } = trollDispute(3);
    const propose = (d: DealTerms) => refusal(state, { type: 'propose', seat: S0, deal: d });
    expect(propose(deal({ to: S1, claimant: S0, give: [t.id('emerald')] })).code).toBe('notYourCard');
    expect(propose(deal({ to: S1, claimant: S0, take: [t.id('ruby')] })).code).toBe('notYourCard');
    expect(propose(deal({ to: S1, claimant: S0, take: [t.id('gold')] })).code).toBe('notYourCard');
    expect(propose(deal({ to: S2, claimant: S0 })).code).toBe('illegal');
    expect(propose(deal({ to: S1, claimant: S2 })).code).toBe('illegal');
    expect(propose(deal({ to: S1, claimant: S0, give: [t.id('ruby'), t.id('ruby')] })).code).toBe('illegal');
    expect(propose(deal({ to: S1, claimant: S0, give: ['nothing-1' as never] })).code).toBe('unknownCard');
    expect(propose(deal({ to: S1, claimant: S0, promises: [{ promiser: S2, kind: 'once' }] })).code).toBe('illegal');
    expect(propose(deal({ to: S1, claimant: S0, promises: [{ promiser: S0, kind: 'cardType' }] })).code).toBe('illegal');
    expect(propose(deal({ to: S1, claimant: S0, promises: [{ promiser: S0, kind: 'once', cardType: 'hero' }] })).code).toBe('illegal');
    expect(refusal(state, { type: 'propose', seat: S2, deal: deal({ to: S0, claimant: S2 }) }).code).toBe('notYourTurn');
  });

  it('detach a traded monster: its paladin stays with its owner, unattached', () => {
    const { t, state } = trollDispute();
    const [orc, paladin] = [t.id('orc'), t.id('paladin-1')];
    const { state: s, events } = accepted(state, S0, deal({ to: S1, claimant: S0, give: [orc] }));
    expect(faction(s, S1)).toContain(orc);
    expect(faction(s, S0)).toContain(paladin);
    expect(s.players[0]?.attachments).toEqual([]);
    expect(s.players[1]?.attachments).toEqual([{ paladin: t.id('paladin-3'), monster: t.id('goblin') }]);
    expect(eventsOf(events, 'paladinDetached')).toEqual([{ type: 'paladinDetached', seat: S0, paladin, monster: orc }]);
  });

  it('deliver a traded paladin unattached', () => {
    const { t, state } = trollDispute();
    const paladin = t.id('paladin-3');
    const { state: s } = accepted(state, S0, deal({ to: S1, claimant: S0, take: [paladin] }));
    expect(faction(s, S0)).toContain(paladin);
    expect(faction(s, S1)).toContain(t.id('goblin'));
    expect(s.players[0]?.attachments).toEqual([{ paladin: t.id('paladin-1'), monster: t.id('orc') }]);
    expect(s.players[1]?.attachments).toEqual([]);
  });
});

describe('conceding players', () => {
  it('choose among the revealed cards nobody announced', () => {
    const t = table({ players: 4, revealer: 0, reveal: ['troll', 'temple', 'village', 'barracks'], factions: [['ruby']] });
    const troll = t.id('troll');
    // Seats 0, 1, 2 dispute the Troll; seat 3 takes the Barracks; Temple and Village stay open.
    let s = announceAll(t.state, [troll, troll, troll, t.id('barracks')]);
    s = play(s, { type: 'propose', seat: S0, deal: deal({ to: S1, claimant: S0, give: [t.id('ruby')] }) }, { type: 'accept', seat: S1 });
    expect(s.step).toBe('conceding');
    expect(awaitingSeats(s)).toEqual([S1]);
    expect(refusal(s, { type: 'pick', seat: S1, card: t.id('barracks') }).code).toBe('illegal');
    expect(refusal(s, { type: 'pick', seat: S1, card: troll }).code).toBe('illegal');
    s = play(s, { type: 'pick', seat: S1, card: t.id('village') });
    expect(faction(s, S1)).toEqual([t.id('ruby'), t.id('village')]);
    // The dispute goes on between seats 0 and 2.
    expect(s.step).toBe('bargaining');
    expect(defined(s.round).disputes[0]?.disputants).toEqual([S0, S2]);
    expect(defined(s.round).open).toEqual([t.id('temple')]);
  });

  it('get nothing when no unannounced card is left', () => {
    // A short last reveal: two cards for three players, both announced.
    const t = table({ players: 3, revealer: 0, reveal: ['troll', 'temple'], factions: [['ruby']], deck: [], lastRound: 'thisIsLast' });
    const troll = t.id('troll');
    let s = announceAll(t.state, [troll, troll, t.id('temple')]);
    s = play(s, { type: 'propose', seat: S0, deal: deal({ to: S1, claimant: S0, give: [t.id('ruby')] }) }, { type: 'accept', seat: S1 });
    expect(eventsOf(s.events, 'nothingReceived')).toEqual([{ type: 'nothingReceived', seat: S1 }]);
    expect(faction(s, S1)).toEqual([t.id('ruby')]);
  });
});

describe('a 3-way dispute', () => {
  function threeWay() {
    const t = table({ players: 3, revealer: 0, reveal: ['troll', 'temple', 'village'], factions: [['ruby'], ['emerald'], ['gold']] });
    const troll = t.id('troll');
    return { t, troll, state: announceAll(t.state, [troll, troll, troll]) };
  }

  it('asks all three disputants and lets any two of them deal', () => {
    const { t, troll, state } = threeWay();
    expect(awaitingSeats(state).sort()).toEqual([S0, S1, S2]);
    // Seat 2 pays seat 1 to step aside; seat 1 takes an open card and seats 0 and 2 carry on.
    let s = play(state, { type: 'propose', seat: S2, deal: deal({ to: S1, claimant: S2, give: [t.id('gold')] }) }, { type: 'accept', seat: S1 });
    s = play(s, { type: 'pick', seat: S1, card: t.id('temple') });
    expect(defined(s.round).disputes[0]?.disputants).toEqual([S0, S2]);
    // Seat 0 buys the claim from seat 2; seat 2 gets the last open card.
    s = play(s, { type: 'propose', seat: S0, deal: deal({ to: S2, claimant: S0, give: [t.id('ruby')] }) }, { type: 'accept', seat: S2 });
    expect(faction(s, S0)).toEqual([troll]);
    expect(faction(s, S1)).toEqual([t.id('emerald'), t.id('gold'), t.id('temple')]);
    expect(faction(s, S2)).toEqual([t.id('ruby'), t.id('village')]);
  });

  it('goes to a plague test with two plague cards when nobody deals', () => {
    const { troll, state } = threeWay();
    const plagueBefore = state.plagueDeck.slice(0, 2);
    let s = play(state, { type: 'noDeal', seat: S0 });
    // Two disputants may still deal with each other.
    expect(awaitingSeats(s).sort()).toEqual([S1, S2]);
    s = play(s, { type: 'noDeal', seat: S1 });
    const fate = defined(eventsOf(s.events, 'fateShuffled')[0]);
    expect(fate).toMatchObject({ card: troll, disputants: [S0, S1, S2], plagues: 2, blanks: 0 });
    const results = defined(eventsOf(s.events, 'fateRevealed')[0]).results;
    expect(results.map((r) => r.card).sort()).toEqual([troll, ...plagueBefore].sort());
    expect(s.plagueDeck).toEqual(state.plagueDeck.slice(2));
    for (const r of results) expect(faction(s, r.seat)).toContain(r.card);
  });

  it('no longer sends proposals to a disputant who declared no deal', () => {
    const { state } = threeWay();
    const s = play(state, { type: 'noDeal', seat: S0 });
    expect(refusal(s, { type: 'propose', seat: S1, deal: deal({ to: S0, claimant: S1 }) }).code).toBe('illegal');
    expect(refusal(s, { type: 'noDeal', seat: S0 }).code).toBe('notYourTurn');
  });
});

describe('four-player disputes', () => {
  it('run a 4-way plague test with three plague cards', () => {
    const t = table({ players: 4, revealer: 1, reveal: ['troll', 'temple', 'village', 'barracks'] });
    const troll = t.id('troll');
    let s = announceAll(t.state, [troll, troll, troll, troll]);
    for (const who of [S1, S2, S3]) s = play(s, { type: 'noDeal', seat: who });
    const fate = defined(eventsOf(s.events, 'fateShuffled')[0]);
    expect(fate).toMatchObject({ disputants: [S1, S2, S3, S0], plagues: 3, blanks: 0 });
    // The three unclaimed cards go back to the box.
    expect(s.box).toEqual(expect.arrayContaining([t.id('temple'), t.id('village'), t.id('barracks')]));
  });
});
