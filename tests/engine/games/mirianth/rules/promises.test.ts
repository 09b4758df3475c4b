/**
 * Priority promises (book examples of negotiation, rulings 4.4, docs/rules.md): a next-round
 * promise applies only in the next round; a card-type promise only in the first later round
 * that reveals a card of that type, and only to a dispute over such a card; a once-promise in
 * any later round. Invoking one makes the promiser concede. Unused tokens lapse with their
 * round, and all lapse when negotiation ends.
 */
import { describe, expect, it } from 'vitest';
import { awaitingSeats, legalMoves, type GameState, type PromiseTerm } from '../../../../../src/engine/games/mirianth';
import { announceAll, defined, driveLog, driveUntil, eventsOf, faction, play, playLog, refusal, S0, S1, S2 } from '../support/game';
import { table, type TableSpec } from '../support/table';

/**
 * Round 1: seats 0 and 1 dispute the Troll; seat 0 keeps it and promises `term` to seat 1,
 * who takes the Temple. Later rounds reveal `later` (two cards a round, seat 1 reveals round 2).
 */
function promised(term: Omit<PromiseTerm, 'promiser'>, later: string[], extra: Partial<TableSpec> = {}) {
  const t = table({ players: 2, revealer: 0, reveal: ['troll', 'temple'], top: later, ...extra });
  const troll = t.id('troll');
  let s = announceAll(t.state, [troll, troll]);
  s = play(
    s,
    { type: 'propose', seat: S0, deal: { to: S1, claimant: S0, give: [], take: [], promises: [{ promiser: S0, ...term }] } },
    { type: 'accept', seat: S1 },
  );
  const token = defined(s.promises[0], 'promise');
  return { t, token, state: s };
}

const announcingRound = (n: number) => (s: GameState) => s.step === 'announcing' && s.roundNo === n;

/** Drives to round `n` and has both seats announce `card`. */
function disputeInRound(state: GameState, n: number, card: string): GameState {
  const s = driveUntil(state, announcingRound(n));
  const id = defined(defined(s.round).revealed.find((c) => c === card || s.cards[c]?.kind === card), `${card} revealed in round ${n}`);
  return announceAll(s, [id, id]);
}

describe('a next-round promise', () => {
  it('lets the beneficiary take their card without dispute by the promiser in the next round', () => {
    const { t, token, state } = promised({ kind: 'nextRound' }, ['ruby', 'emerald']);
    expect(token).toMatchObject({ promiser: S0, beneficiary: S1, madeInRound: 1, activeRound: 2 });
    const s = disputeInRound(state, 2, 'ruby');
    expect(legalMoves(s, S1)).toContainEqual({ type: 'invokePromise', seat: S1, promise: token.id });
    const { state: after, events } = playLog(s, { type: 'invokePromise', seat: S1, promise: token.id });
    expect(eventsOf(events, 'promiseInvoked').map((e) => e.promise.id)).toEqual([token.id]);
    expect(eventsOf(events, 'conceded')).toEqual([{ type: 'conceded', seat: S0, card: t.id('ruby') }]);
    expect(eventsOf(events, 'cardClaimed').map((e) => [e.seat, e.card, e.how])).toEqual([
      [S1, t.id('ruby'), 'promise'], [S0, t.id('emerald'), 'pick'],
    ]);
    expect(after.promises).toEqual([]);
  });

  it('may be invoked by the beneficiary only, and not while a proposal waits', () => {
    const { token, state } = promised({ kind: 'nextRound' }, ['ruby', 'emerald']);
    const s = disputeInRound(state, 2, 'ruby');
    expect(refusal(s, { type: 'invokePromise', seat: S0, promise: token.id }).code).toBe('illegal');
    const waiting = play(s, { type: 'propose', seat: S0, deal: { to: S1, claimant: S0, give: [], take: [], promises: [] } });
    expect(legalMoves(waiting, S1)).not.toContainEqual({ type: 'invokePromise', seat: S1, promise: token.id });
    expect(refusal(waiting, { type: 'invokePromise', seat: S1, promise: token.id }).code).toBe('illegal');
  });

  it('lapses at the end of the next round when unused, and is no use after it', () => {
    const { token, state } = promised({ kind: 'nextRound' }, ['ruby', 'emerald', 'cabin', 'village']);
    // Round 2 passes without a dispute between them.
    const { events } = driveLog(driveUntil(state, announcingRound(2)), announcingRound(3));
    expect(eventsOf(events, 'promiseLapsed').map((e) => e.promise.id)).toEqual([token.id]);
    const s = disputeInRound(state, 3, 'cabin');
    expect(s.promises).toEqual([]);
    expect(refusal(s, { type: 'invokePromise', seat: S1, promise: token.id }).code).toBe('illegal');
  });
});

describe('a card-type promise', () => {
  it('wakes in the first later round that reveals a card of its type and applies to a dispute over such a card', () => {
    const { t, token, state } = promised({ kind: 'cardType', cardType: 'monster' }, ['ruby', 'emerald', 'goblin', 'cabin']);
    // Round 2 reveals no monster: the token sleeps and does not apply.
    const r2 = disputeInRound(state, 2, 'ruby');
    expect(defined(r2.promises[0]).activeRound).toBeNull();
    expect(refusal(r2, { type: 'invokePromise', seat: S1, promise: token.id }).code).toBe('illegal');
    // Round 3 reveals a Goblin: the token applies to the Goblin dispute.
    const r3 = disputeInRound(play(r2, { type: 'noDeal', seat: S0 }), 3, 'goblin');
    expect(defined(r3.promises[0]).activeRound).toBe(3);
    const s = play(r3, { type: 'invokePromise', seat: S1, promise: token.id });
    expect(faction(s, S1)).toContain(t.id('goblin'));
    expect(faction(s, S0)).toContain(t.id('cabin'));
  });

  it('does not apply to a dispute over a card of another type in its round, and then lapses', () => {
    const { token, state } = promised({ kind: 'cardType', cardType: 'monster' }, ['goblin', 'cabin', 'ruby', 'emerald']);
    const s = disputeInRound(state, 2, 'cabin');
    expect(defined(s.promises[0]).activeRound).toBe(2);
    expect(refusal(s, { type: 'invokePromise', seat: S1, promise: token.id }).code).toBe('illegal');
    const settled = playLog(s, { type: 'noDeal', seat: S1 });
    const rest = driveLog(settled.state, announcingRound(3));
    expect(eventsOf([...settled.events, ...rest.events], 'promiseLapsed').map((e) => e.promise.id)).toEqual([token.id]);
    expect(rest.state.promises).toEqual([]);
  });
});

describe('a once-promise', () => {
  it('can wait for any later round', () => {
    const { t, token, state } = promised({ kind: 'once' }, ['ruby', 'emerald', 'cabin', 'village', 'wolf', 'goblin']);
    expect(token.activeRound).toBeNull();
    const r2 = disputeInRound(state, 2, 'ruby');
    expect(legalMoves(r2, S1)).toContainEqual({ type: 'invokePromise', seat: S1, promise: token.id });
    // Not used in rounds 2 and 3; still there in round 4.
    const r3 = disputeInRound(play(r2, { type: 'noDeal', seat: S1 }), 3, 'cabin');
    const r4 = disputeInRound(play(r3, { type: 'noDeal', seat: S1 }), 4, 'wolf');
    const s = play(r4, { type: 'invokePromise', seat: S1, promise: token.id });
    expect(faction(s, S1)).toContain(t.id('wolf'));
  });

  it('lapses when the negotiation phase ends', () => {
    // The last round: the deal's promise can never be used.
    const t = table({ players: 2, revealer: 0, reveal: ['troll', 'temple'], lastRound: 'thisIsLast' });
    const troll = t.id('troll');
    const { state, events } = playLog(
      announceAll(t.state, [troll, troll]),
      { type: 'propose', seat: S0, deal: { to: S1, claimant: S0, give: [], take: [], promises: [{ promiser: S0, kind: 'once' }] } },
      { type: 'accept', seat: S1 },
    );
    const made = eventsOf(events, 'promiseMade').map((e) => e.promise.id);
    expect(made).toHaveLength(1);
    expect(eventsOf(events, 'promiseLapsed').map((e) => e.promise.id)).toEqual(made);
    expect(state.resolution).not.toBeNull();
    expect(state.promises).toEqual([]);
  });
});

describe('promises between other players', () => {
  it('do not apply when the promiser is not in the dispute', () => {
    const t = table({ players: 3, revealer: 0, reveal: ['troll', 'temple', 'village'], top: ['ruby', 'emerald', 'gold'] });
    const troll = t.id('troll');
    let s = announceAll(t.state, [troll, troll, t.id('village')]);
    s = play(
      s,
      { type: 'propose', seat: S0, deal: { to: S1, claimant: S0, give: [], take: [], promises: [{ promiser: S0, kind: 'once' }] } },
      { type: 'accept', seat: S1 },
    );
    const token = defined(s.promises[0]);
    s = driveUntil(s, announcingRound(2));
    const ruby = t.id('ruby');
    s = announceAll(s, [t.id('emerald'), ruby, ruby]);
    expect(awaitingSeats(s).sort()).toEqual([S1, S2]);
    expect(refusal(s, { type: 'invokePromise', seat: S1, promise: token.id }).code).toBe('illegal');
  });
});
