/**
 * Issue 11, item 7: bots bargain like table-mates. The normal bot does not take on a plague
 * card, give a Paladin away for nothing, or ask for a Paladin attached to someone else's
 * monster; no bot offers or accepts a promise that can never be used.
 */
import { describe, expect, it } from 'vitest';
import { checkMove, playerView, type DealTerms, type GameState } from '../../../../src/engine/games/mirianth';
import { createBot } from '../../../../src/ai/games/mirianth/bots';
import { unsoundFor } from '../../../../src/ai/games/mirianth/dealSense';
import { scanGames } from '../../../../src/ai/games/mirianth/promiseScan';
import { announceAll, play, S0, S1 } from '../../../engine/games/mirianth/support/game';
import { table, type Table } from '../../../engine/games/mirianth/support/table';

const deal = (d: Partial<DealTerms> & Pick<DealTerms, 'to' | 'claimant'>): DealTerms => ({ give: [], take: [], promises: [], ...d });

/** Seat 0 (ruby, plague card) and seat 1 (Orc with an attached Paladin, a spare Paladin) dispute a Castle. */
function castleDispute(lastRound: 'notYet' | 'thisIsLast' = 'notYet', rulesVersion: 1 | 2 = 2): { t: Table; state: GameState } {
  const t = table({
    players: 2, revealer: 0, reveal: ['castle', 'ruby'], lastRound, rulesVersion,
    factions: [['emerald', 'plague:1', 'orc', 'paladin-1'], ['wolf', 'paladin-2', 'paladin-3', 'temple']],
    attachments: [[['paladin-1', 'orc']], [['paladin-2', 'wolf']]],
  });
  const castle = t.id('castle');
  return { t, state: announceAll(t.state, [castle, castle]) };
}

/** Seat 1 holds a spare 0-VP Paladin and no monster; both want the Emerald; seat 0 holds a harmless plague card. */
function emeraldDispute(): { t: Table; state: GameState } {
  const t = table({
    players: 2, revealer: 0, reveal: ['emerald', 'castle'], rulesVersion: 2,
    factions: [['ruby', 'plague:0'], ['paladin-4', 'temple', 'cabin']],
  });
  const emerald = t.id('emerald');
  return { t, state: announceAll(t.state, [emerald, emerald]) };
}

function normalAnswer(state: GameState, terms: DealTerms): string {
  const s = play(state, { type: 'propose', seat: S0, deal: terms });
  const move = createBot('normal', 3).choose(playerView(s, S1), S1);
  expect(checkMove(s, move)).toBeNull();
  return move.type;
}

describe('deals a table-mate would not make', () => {
  it('names each unsound deal', () => {
    const { t, state } = castleDispute();
    const v = playerView(state, S1);
    expect(unsoundFor(v, S1, S0, deal({ to: S1, claimant: S1, give: [t.id('plague:1')] }))).toBe('takesPlague');
    expect(unsoundFor(v, S1, S0, deal({ to: S1, claimant: S0, take: [t.id('paladin-3')] }))).toBe('paladinForNothing');
    expect(unsoundFor(v, S0, S0, deal({ to: S1, claimant: S0, take: [t.id('paladin-2')] }))).toBe('attachedPaladin');
    // Paying a Paladin for the claim, or trading it for a card, is a real trade.
    expect(unsoundFor(v, S1, S0, deal({ to: S1, claimant: S1, take: [t.id('paladin-3')] }))).toBeNull();
    expect(unsoundFor(v, S1, S0, deal({ to: S1, claimant: S0, take: [t.id('paladin-3')], give: [t.id('emerald')] }))).toBeNull();
    const last = playerView(castleDispute('thisIsLast', 1).state, S1);
    expect(unsoundFor(last, S1, S0, deal({ to: S1, claimant: S0, promises: [{ promiser: S0, kind: 'once' }] }))).toBe('worthlessPromise');
  });

  it('the normal bot refuses a plague card, even with the claim thrown in', () => {
    const { t, state } = castleDispute();
    expect(normalAnswer(state, deal({ to: S1, claimant: S1, give: [t.id('plague:1')] }))).toBe('reject');
    const e = emeraldDispute();
    expect(normalAnswer(e.state, deal({ to: S1, claimant: S1, give: [e.t.id('plague:0')] }))).toBe('reject');
  });

  it('the normal bot refuses to give a Paladin away for nothing', () => {
    const { t, state } = castleDispute();
    expect(normalAnswer(state, deal({ to: S1, claimant: S0, take: [t.id('paladin-3')] }))).toBe('reject');
    const e = emeraldDispute();
    expect(normalAnswer(e.state, deal({ to: S1, claimant: S0, take: [e.t.id('paladin-4')] }))).toBe('reject');
  });

  it('the normal bot refuses a promise that can never be used (rules v1, where it can still be offered)', () => {
    const { state } = castleDispute('thisIsLast', 1);
    expect(normalAnswer(state, deal({ to: S1, claimant: S0, promises: [{ promiser: S0, kind: 'once' }] }))).toBe('reject');
  });

  it('normal and easy bots never propose an unsound deal', () => {
    for (const kind of ['normal', 'easy'] as const) {
      for (const [lastRound, v] of [['notYet', 2], ['thisIsLast', 1]] as const) {
        for (let seed = 0; seed < 6; seed++) {
          const { state } = castleDispute(lastRound, v);
          for (const seat of [S0, S1]) {
            const move = createBot(kind, seed).choose(playerView(state, seat), seat);
            if (move.type === 'propose') {
              const bad = unsoundFor(playerView(state, seat), seat, seat, move.deal);
              expect(kind === 'easy' ? bad === 'worthlessPromise' : bad !== null, `${kind} ${seed} ${seat}`).toBe(false);
            }
          }
        }
      }
    }
  });
});

describe('the promise scan', () => {
  it('finds dodged promises under rules v1 and none under v2 (random bots)', () => {
    const v1 = scanGames({ games: 12, bots: ['random'], rulesVersion: 1 });
    const v2 = scanGames({ games: 12, bots: ['random'], rulesVersion: 2 });
    expect(v1.dodged).toBeGreaterThan(0);
    expect(v2.dodged).toBe(0);
    expect(v2.disputesWithoutDeal).toBeGreaterThan(0);
  }, 120_000);
});
