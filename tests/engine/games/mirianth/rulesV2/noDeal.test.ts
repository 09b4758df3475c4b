/**
 * Rules version 2, rulings 4.3: the plague test follows when every disputant has declared no
 * deal, or no proposal is left; a disputant who declared no deal can still accept or reject
 * proposals made to them (they only stop proposing).
 */
import { describe, expect, it } from 'vitest';
import { awaitingSeats, legalMoves } from '../../../../../src/engine/games/mirianth';
import { announceAll, eventsOf, faction, play, playLog, refusal, S0, S1, S2 } from '../support/game';
import { table } from '../support/table';
import { deal, noDeal } from '../support/rulesV2';

function dispute(players: 2 | 3, rulesVersion: 1 | 2 = 2) {
  const t = table({ players, revealer: 0, reveal: ['troll', 'temple', 'village'].slice(0, players), factions: [['ruby'], ['emerald'], ['gold']], rulesVersion });
  const troll = t.id('troll');
  return { t, troll, state: announceAll(t.state, [troll, troll, troll].slice(0, players)) };
}

describe('rules v2: no deal', () => {
  it('one declaration does not end a 2-way dispute: the other side may still propose to the declarer', () => {
    const { t, troll, state } = dispute(2);
    const s = play(state, noDeal(S0));
    expect(s.step).toBe('bargaining');
    expect(awaitingSeats(s)).toEqual([S1]);
    expect(legalMoves(s, S1)).toContainEqual({ type: 'propose', seat: S1, deal: deal({ to: S0, claimant: S1, give: [t.id('emerald')] }) });
    // The declarer answers, and may accept.
    const offer = play(s, { type: 'propose', seat: S1, deal: deal({ to: S0, claimant: S1, give: [t.id('emerald')] }) });
    expect(awaitingSeats(offer)).toEqual([S0]);
    expect(legalMoves(offer, S0)).toEqual([{ type: 'accept', seat: S0 }, { type: 'reject', seat: S0 }]);
    const done = play(offer, { type: 'accept', seat: S0 });
    expect(faction(done, S1)).toContain(troll);
    expect(faction(done, S0)).toEqual(expect.arrayContaining([t.id('emerald'), t.id('temple')]));
  });

  it('a declarer stops proposing and may not declare twice', () => {
    const { state } = dispute(2);
    const s = play(state, noDeal(S0));
    expect(refusal(s, { type: 'propose', seat: S0, deal: deal({ to: S1, claimant: S0 }) }).code).toBe('notYourTurn');
    expect(refusal(s, noDeal(S0)).code).toBe('notYourTurn');
  });

  it('goes to the plague test once every disputant has declared no deal', () => {
    const { state } = dispute(2);
    const { events } = playLog(state, noDeal(S0), { type: 'propose', seat: S1, deal: deal({ to: S0, claimant: S1 }) }, { type: 'reject', seat: S0 }, noDeal(S1));
    expect(eventsOf(events, 'fateShuffled')).toHaveLength(1);
  });

  it('goes to the plague test once no proposal is left, with nobody declaring', () => {
    const { state } = dispute(2);
    let s = state;
    for (let i = 0; i < 3; i++) {
      s = play(s, { type: 'propose', seat: S0, deal: deal({ to: S1, claimant: S0 }) }, { type: 'reject', seat: S1 });
      expect(eventsOf(s.events, 'fateShuffled')).toHaveLength(0);
      s = play(s, { type: 'propose', seat: S1, deal: deal({ to: S0, claimant: S1 }) }, { type: 'reject', seat: S0 });
    }
    expect(eventsOf(s.events, 'fateShuffled')).toHaveLength(1);
  });

  it('in a 3-way dispute, proposals may still go to a declarer; the test waits for all three', () => {
    const { state } = dispute(3);
    let s = play(state, noDeal(S0));
    s = play(s, { type: 'propose', seat: S1, deal: deal({ to: S0, claimant: S1 }) }, { type: 'reject', seat: S0 });
    s = play(s, noDeal(S1));
    expect(s.step).toBe('bargaining');
    expect(awaitingSeats(s)).toEqual([S2]);
    expect(eventsOf(play(s, noDeal(S2)).events, 'fateShuffled')).toHaveLength(1);
  });

  it('under rules version 1 one declaration ends a 2-way dispute and a declarer receives no proposals', () => {
    const two = dispute(2, 1);
    expect(eventsOf(play(two.state, noDeal(S0)).events, 'fateShuffled')).toHaveLength(1);
    const three = play(dispute(3, 1).state, noDeal(S0));
    expect(refusal(three, { type: 'propose', seat: S1, deal: deal({ to: S0, claimant: S1 }) }).code).toBe('illegal');
  });
});
