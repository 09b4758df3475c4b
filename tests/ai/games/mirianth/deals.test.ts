/**
 * Deals: a bot accepts an obviously good proposal and rejects an obviously bad one. The states
 * are built from a real two-player game: cards are moved from the draw deck into the factions
 * and a dispute is opened with a proposal waiting for the bot.
 */
import { describe, expect, it } from 'vitest';
import {
  checkMove, createGame, playerView, seatId, type CardId, type CardKind, type DealTerms, type GameState, type SeatId,
} from '../../../../src/engine/games/mirianth';
import { PROPOSALS_PER_DISPUTE } from '../../../../src/engine/games/mirianth/rules/announce';
import { createBot } from '../../../../src/ai/games/mirianth/bots';
import type { BotKind } from '../../../../src/ai/games/mirianth/types';

const PROPOSER = seatId(0);
const BOT = seatId(1);

interface Want { kind: CardKind; attack?: number }

/** Takes a card of the wanted kind out of the draw deck. */
function take(state: GameState, want: Want): CardId {
  const id = state.drawDeck.find((c) => {
    const d = state.cards[c];
    return d !== undefined && d.kind === want.kind && (want.attack === undefined || d.attack === want.attack);
  });
  if (!id) throw new Error(`No ${want.kind} left in the deck`);
  state.drawDeck = state.drawDeck.filter((c) => c !== id);
  return id;
}

interface Built {
  state: GameState;
  cards: Record<string, CardId>;
}

/**
 * The bot (seat 1) holds a Dragon with three attached paladins and a Squire (enough to slay
 * it), roomy buildings and a few heroes. The proposer (seat 0) holds two Emeralds, Gold and a
 * Ruby. Both announced a Castle, which the bot does not need; a Ruby is open.
 */
function disputeWith(deal: (c: Record<string, CardId>) => DealTerms): Built {
  const state = structuredClone(createGame({ seed: 11, players: [{ name: 'Proposer' }, { name: 'Bot' }] }).state);
  state.drawDeck.push(...state.round?.revealed ?? []);
  const c: Record<string, CardId> = {};
  const named: [string, Want][] = [
    ['dragon', { kind: 'dragon' }], ['p5', { kind: 'paladin', attack: 5 }], ['p4', { kind: 'paladin', attack: 4 }],
    ['p3', { kind: 'paladin', attack: 3 }], ['squire', { kind: 'squire' }], ['palace', { kind: 'palace' }],
    ['barracks', { kind: 'barracks' }], ['archer', { kind: 'archer' }],
    ['emerald1', { kind: 'emerald' }], ['emerald2', { kind: 'emerald' }], ['gold', { kind: 'gold' }], ['ruby', { kind: 'ruby' }],
    ['castle', { kind: 'castle' }], ['open', { kind: 'ruby' }],
  ];
  for (const [name, want] of named) c[name] = take(state, want);
  const id = (name: string): CardId => {
    const v = c[name];
    if (!v) throw new Error(name);
    return v;
  };
  const [p0, p1] = state.players;
  if (!p0 || !p1) throw new Error('two players');
  p0.faction = ['emerald1', 'emerald2', 'gold', 'ruby'].map(id);
  p1.faction = ['dragon', 'p5', 'p4', 'p3', 'squire', 'palace', 'barracks', 'archer'].map(id);
  p1.attachments = ['p5', 'p4', 'p3'].map((p) => ({ paladin: id(p), monster: id('dragon') }));
  const proposal = { ...deal(c), from: PROPOSER };
  state.step = 'bargaining';
  state.revealer = PROPOSER;
  state.round = {
    number: 1, revealer: PROPOSER, revealed: [id('castle'), id('open')],
    announcements: [id('castle'), id('castle')], locked: [true, true], open: [id('open')],
    disputes: [{
      card: id('castle'), disputants: [PROPOSER, BOT], proposalsLeft: [PROPOSALS_PER_DISPUTE - 1, PROPOSALS_PER_DISPUTE],
      noDeal: [], pending: proposal, peddlerQueue: null, winner: null, settledBy: null,
    }],
    current: 0, pickQueue: [], attachQueue: [],
  };
  // The proposal itself must be one the engine would take.
  const check = { ...state, round: { ...state.round, disputes: state.round.disputes.map((d) => ({ ...d, pending: null })) } };
  expect(checkMove(check, { type: 'propose', seat: PROPOSER, deal: deal(c) })).toBeNull();
  return { state, cards: c };
}

const good = (c: Record<string, CardId>): DealTerms => ({
  to: BOT, claimant: PROPOSER, give: [c.emerald1, c.emerald2, c.gold].filter((x): x is CardId => x !== undefined), take: [], promises: [],
});
const bad = (c: Record<string, CardId>): DealTerms => ({
  to: BOT, claimant: PROPOSER, give: [], take: [c.p5, c.p4].filter((x): x is CardId => x !== undefined), promises: [],
});

function answer(kind: BotKind, built: Built, seat: SeatId = BOT): string {
  const view = playerView(built.state, seat);
  expect(view.awaiting).toEqual([seat]);
  const move = createBot(kind, 5).choose(view, seat);
  expect(checkMove(view, move)).toBeNull();
  return move.type;
}

describe('deals', () => {
  for (const kind of ['easy', 'normal', 'hard'] as const) {
    it(`${kind}: accepts the opponent's best treasures for a claim it does not need`, () => {
      expect(answer(kind, disputeWith(good))).toBe('accept');
    });
    it(`${kind}: refuses to hand over its Dragon-slaying paladins for nothing`, () => {
      expect(answer(kind, disputeWith(bad))).toBe('reject');
    });
  }
});
