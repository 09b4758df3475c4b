/**
 * Rules version 2: a Peddler or Merchant is handed to "a player who participated in the dispute"
 * (book), one who gave up their claim during it included.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../../../src/engine/games/mirianth';
import { announceAll, faction, play, refusal, S0, S1, S2, S3 } from '../support/game';
import { table } from '../support/table';
import { deal, noDeal } from '../support/rulesV2';

/** Seats 0, 1, 2 dispute the Troll; seat 2 sells its claim to seat 1; seat 3 holds a Peddler. */
function peddlerAfterConcession(rulesVersion: 1 | 2) {
  const t = table({
    players: 4, revealer: 0, reveal: ['troll', 'temple', 'village', 'barracks'],
    factions: [[], ['ruby'], [], ['peddler']], rulesVersion,
  });
  const troll = t.id('troll');
  let s = announceAll(t.state, [troll, troll, troll, t.id('temple')]);
  s = play(s, { type: 'propose', seat: S1, deal: deal({ to: S2, claimant: S1, give: [t.id('ruby')] }) }, { type: 'accept', seat: S2 });
  s = play(s, { type: 'pick', seat: S2, card: t.id('village') });
  // Version 1 ends bargaining at the first declaration; version 2 waits for both.
  s = play(s, noDeal(S0));
  if (rulesVersion === 2) s = play(s, noDeal(S1));
  expect(s.step).toBe('peddler');
  return { t, troll, state: s };
}

describe('rules v2: the Peddler hand-off', () => {
  it('may go to a participant who gave up their claim during the dispute', () => {
    const { t, troll, state } = peddlerAfterConcession(2);
    const peddler = t.id('peddler');
    const move = { type: 'playPeddler', seat: S3, card: peddler, winner: S0, handTo: S2 } as const;
    expect(legalMoves(state, S3)).toContainEqual(move);
    const s = play(state, move);
    expect(faction(s, S0)).toContain(troll);
    expect(faction(s, S2)).toContain(peddler);
    expect(faction(s, S3)).not.toContain(peddler);
  });

  it('may not go to someone who never took part, nor back to the holder', () => {
    const { t, state } = peddlerAfterConcession(2);
    const peddler = t.id('peddler');
    expect(refusal(state, { type: 'playPeddler', seat: S3, card: peddler, winner: S0, handTo: S3 }).message).toMatch(/took part in the dispute/);
    // The disputed card still goes to someone contending.
    expect(refusal(state, { type: 'playPeddler', seat: S3, card: peddler, winner: S2, handTo: S1 }).code).toBe('illegal');
  });

  it('under rules version 1 goes only to a disputant still contending', () => {
    const { t, state } = peddlerAfterConcession(1);
    const peddler = t.id('peddler');
    expect(refusal(state, { type: 'playPeddler', seat: S3, card: peddler, winner: S0, handTo: S2 }).code).toBe('illegal');
    expect(legalMoves(state, S3).some((m) => m.type === 'playPeddler' && m.handTo === S2)).toBe(false);
  });
});
