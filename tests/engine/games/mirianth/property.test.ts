/**
 * Thousands of random games (2, 3 and 4 players) with random legal moves. After every move:
 * the game is not stuck, every card is in exactly one place and the statechart rests where
 * `state.step` says. At the end: scores agree with an independent recount from the rulebook.
 */
import { describe, expect, it } from 'vitest';
import { randomMoveOf as randomMove } from '../../../../src/ai/kit/randomBot';
import { xoroshiro128plus, type XoroShiro128Plus } from '../../../../src/ai/games/mirianth/rng';
import {
  applyMove, awaitingSeats, checkMove, createGame, legalMoves, playerView,
  type DomainEvent, type GameState, type Move, type SeatId,
} from '../../../../src/engine/games/mirianth';
import { awaitsInput, machineValue, STEP_STATE } from '../../../../src/engine/games/mirianth/machine/runner';
import { canonicalJson } from '../../../../src/engine/kit/stateHash';
import { names } from './support/game';
import { MIRIANTH_STEP_PHASE, MIRIANTH_STEPS } from '../../../../src/engine/games/mirianth/phases';
import { misplacedCards } from './support/invariants';
import { recountSeat, recountWinners } from './support/recount';

/** Every step where seats answer: the statechart's steps of its two playing phases. */
const PLAYING_STEPS = MIRIANTH_STEPS.filter((s) => MIRIANTH_STEP_PHASE[s] === 'negotiation' || MIRIANTH_STEP_PHASE[s] === 'resolution');

const GAMES_PER_COUNT = 700;
/** No game needs anywhere near this many moves: 26 rounds of a few decisions, then Resolution. */
const MOVE_BOUND = 3000;
/** Games in which every listed legal move is also checked for acceptance (slower). */
const FULLY_CHECKED = 40;

interface Coverage { moveTypes: Set<string>; steps: Set<string>; events: Set<string> }

function pick<T>(rng: XoroShiro128Plus, items: readonly T[]): T {
  const v = items[(rng.next() >>> 0) % items.length];
  if (v === undefined) throw new Error('pick from an empty list');
  return v;
}

function fail(game: string, state: GameState, why: string): never {
  throw new Error(`${game}, round ${state.roundNo}, step ${state.step}: ${why}`);
}

function checkState(game: string, s: GameState): void {
  const misplaced = misplacedCards(s);
  if (misplaced.length > 0) fail(game, s, `cards out of place: ${misplaced.slice(0, 5).join('; ')}`);
  if (canonicalJson(machineValue(s)) !== canonicalJson(STEP_STATE[s.step])) {
    fail(game, s, `statechart rests at ${canonicalJson(machineValue(s))}`);
  }
  if (awaitsInput(s) !== (s.step !== 'gameOver')) fail(game, s, 'awaitingInput tag disagrees with the step');
  if (s.step === 'gameOver') return;
  const waiting = awaitingSeats(s);
  if (waiting.length === 0) fail(game, s, 'nobody is asked to move');
  for (const seat of waiting) if (legalMoves(s, seat).length === 0) fail(game, s, `seat ${seat} is asked but has no legal move`);
}

/** Events are public: none may name a card that is still face down in a deck. */
function checkEventsPublic(game: string, s: GameState, events: readonly DomainEvent[]): void {
  const hidden = new Set<string>([...s.drawDeck, ...s.plagueDeck]);
  for (const m of JSON.stringify(events).matchAll(/"([^"]+)"/g)) {
    if (m[1] !== undefined && hidden.has(m[1])) fail(game, s, `an event names the hidden card ${m[1]}`);
  }
}

function checkScores(game: string, s: GameState): void {
  const result = s.result ?? fail(game, s, 'no result');
  s.players.forEach((p, seat) => {
    const mine = result.scores[seat] ?? fail(game, s, `no score for seat ${seat}`);
    const want = recountSeat(s, seat);
    const got = { heroes: mine.heroes, buildings: mine.buildings, treasures: mine.treasures, monsters: mine.monsters, total: mine.total };
    if (canonicalJson(got) !== canonicalJson(want)) fail(game, s, `seat ${seat} scored ${canonicalJson(got)}, recount ${canonicalJson(want)}`);
    for (const step of ['heroes', 'buildings', 'treasures', 'monsters'] as const) {
      const lines = mine.lines.filter((l) => l.step === step).reduce((n, l) => n + l.points, 0);
      if (lines !== mine[step]) fail(game, s, `seat ${seat}'s ${step} lines add up to ${lines}, not ${mine[step]}`);
    }
    if (p.faction.some((id) => s.cards[id]?.type === 'monster')) fail(game, s, `seat ${seat} kept an undefeated monster`);
  });
  const winners = recountWinners(s, result.scores.map((x) => x.total));
  if (canonicalJson(result.winners) !== canonicalJson(winners)) fail(game, s, `winners ${canonicalJson(result.winners)}, recount ${canonicalJson(winners)}`);
}

/**
 * The canonical list holds simple deals only; the rules accept any deal. Now and then a
 * disputant proposes a random one: any cards from both factions (plague cards, monsters with
 * paladins attached...), the claim either way, up to three promises of any kind.
 */
function richDeal(rng: XoroShiro128Plus, s: GameState, seat: SeatId): Move | null {
  const d = s.round?.disputes[s.round.current];
  if (s.step !== 'bargaining' || !d || d.pending || !d.disputants.includes(seat)) return null;
  const others = d.disputants.filter((x) => x !== seat);
  if (others.length === 0) return null;
  const coin = () => (rng.next() & 1) === 1;
  const to = pick(rng, others);
  const some = (seatOf: SeatId) => (s.players[seatOf]?.faction ?? []).filter(() => (rng.next() >>> 0) % 3 === 0);
  const promises = Array.from({ length: (rng.next() >>> 0) % 4 }, () => {
    const promiser = coin() ? seat : to;
    const kind = pick(rng, ['nextRound', 'cardType', 'once'] as const);
    return kind === 'cardType' ? { promiser, kind, cardType: pick(rng, ['hero', 'building', 'treasure', 'monster'] as const) } : { promiser, kind };
  });
  return { type: 'propose', seat, deal: { to, claimant: coin() ? seat : to, give: some(seat), take: some(to), promises } };
}

function playRandomGame(players: number, index: number, cover: Coverage): number {
  const seed = players * 100_003 + index * 7919;
  const game = `${players}-player game, seed ${seed}`;
  const rng = xoroshiro128plus(seed ^ 0x5eed);
  let state = createGame({ seed, players: names(players) }).state;
  checkState(game, state);
  let moves = 0;
  while (state.step !== 'gameOver') {
    if (++moves > MOVE_BOUND) fail(game, state, `no end after ${MOVE_BOUND} moves`);
    cover.steps.add(state.step);
    // Any awaiting seat may move first: parallel steps must not depend on the order.
    const seat: SeatId = pick(rng, awaitingSeats(state));
    // Bots see only their view; half the time ask the full state, and both must agree.
    const view = playerView(state, seat);
    const listed = legalMoves(view, seat);
    if (index % 8 === 0 && canonicalJson(listed) !== canonicalJson(legalMoves(state, seat))) {
      fail(game, state, 'legal moves differ between the full state and the player view');
    }
    if (index < FULLY_CHECKED) {
      for (const m of listed) {
        const refused = checkMove(state, m);
        if (refused) fail(game, state, `listed move ${canonicalJson(m)} is refused: ${refused.message}`);
      }
    }
    const rich = index % 2 === 0 && (rng.next() >>> 0) % 3 === 0 ? richDeal(rng, state, seat) : null;
    const move: Move = (rich && checkMove(state, rich) === null ? rich : randomMove(rng, listed)) ?? fail(game, state, `seat ${seat} has no legal move`);
    const r = applyMove(state, move);
    if (!r.ok) fail(game, state, `legal move ${canonicalJson(move)} refused: ${r.refusal.message}`);
    cover.moveTypes.add(move.type);
    for (const e of r.events) cover.events.add(e.type);
    state = r.state;
    checkState(game, state);
    if (index % 4 === 0) checkEventsPublic(game, state, r.events);
  }
  checkScores(game, state);
  return moves;
}

describe('random games with random legal moves', () => {
  const cover: Coverage = { moveTypes: new Set(), steps: new Set(), events: new Set() };

  for (const players of [2, 3, 4]) {
    it(`${GAMES_PER_COUNT} ${players}-player games end, conserve every card, keep the statechart in step and score as the book says`, () => {
      let longest = 0;
      for (let i = 0; i < GAMES_PER_COUNT; i++) longest = Math.max(longest, playRandomGame(players, i, cover));
      expect(longest).toBeLessThan(MOVE_BOUND);
    }, 120_000);
  }

  it('exercise every move type, step and event', () => {
    expect([...cover.moveTypes].sort()).toEqual([
      'accept', 'aim', 'announce', 'attach', 'discardHeroes', 'fight', 'invokePromise', 'lock', 'noDeal', 'passPeddler',
      'pick', 'playPeddler', 'propose', 'reject', 'resolveAttacks', 'resolvePlague', 'rogue', 'skipAttach',
    ]);
    // Every step where seats answer: the statechart's steps of its two playing phases.
    expect([...cover.steps].sort()).toEqual(PLAYING_STEPS.slice().sort());
    for (const e of ['promiseInvoked', 'promiseLapsed', 'paladinDetached', 'penaltyCancelled', 'fateRevealed', 'nothingReceived']) {
      expect(cover.events, e).toContain(e);
    }
  });
});
