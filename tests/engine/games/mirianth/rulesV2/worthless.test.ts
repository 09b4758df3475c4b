/**
 * Rules version 2: a promise that could never apply is refused. In the last round there is no
 * later round: no next-round, card-type or once promise made then could ever be used.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, type GameState, type Move, type PromiseTerm } from '../../../../../src/engine/games/mirianth';
import { announceAll, play, refusal, S0, S1 } from '../support/game';
import { table } from '../support/table';
import { deal } from '../support/rulesV2';

function lastRoundDispute(lastRound: 'thisIsLast' | 'nextIsLast', rulesVersion: 1 | 2 = 2) {
  const t = table({ players: 2, revealer: 0, reveal: ['troll', 'temple'], lastRound, rulesVersion });
  const troll = t.id('troll');
  return announceAll(t.state, [troll, troll]);
}

const terms: PromiseTerm[] = [
  { promiser: S0, kind: 'nextRound' },
  { promiser: S0, kind: 'cardType', cardType: 'monster' },
  { promiser: S0, kind: 'once' },
];

const proposal = (p: PromiseTerm): Move => ({ type: 'propose', seat: S0, deal: deal({ to: S1, claimant: S0, promises: [p] }) });

/** The promises of the proposal the current dispute waits on (none when nothing is pending). */
function pendingPromises(s: GameState): PromiseTerm[] {
  const r = s.round;
  return r?.disputes[r.current]?.pending?.promises ?? [];
}

describe('rules v2: worthless promises', () => {
  for (const p of terms) {
    it(`refuses a ${p.kind} promise in the last round, saying why`, () => {
      const s = lastRoundDispute('thisIsLast');
      const r = refusal(s, { type: 'propose', seat: S0, deal: deal({ to: S1, claimant: S0, promises: [p] }) });
      expect(r.code).toBe('illegal');
      expect(r.message).toMatch(/last round/);
    });
  }

  it('lists no promise deals in the last round, but still the others', () => {
    const s = lastRoundDispute('thisIsLast');
    const proposals = legalMoves(s, S0).filter((m) => m.type === 'propose');
    expect(proposals.length).toBeGreaterThan(0);
    expect(proposals.every((m) => m.type === 'propose' && m.deal.promises.length === 0)).toBe(true);
  });

  it('accepts every kind when a later round exists: the deal waits for an answer, promise and all', () => {
    const s = lastRoundDispute('nextIsLast');
    for (const p of terms) expect(pendingPromises(play(s, proposal(p)))).toEqual([p]);
  });

  it('under rules version 1 still accepts them', () => {
    const s = lastRoundDispute('thisIsLast', 1);
    for (const p of terms) expect(pendingPromises(play(s, proposal(p)))).toEqual([p]);
  });
});
