/**
 * Plans the guided first game: every move of a seeded 3-seat game in which the person (seat 0)
 * meets each situation the coach explains. Gentle bots never fight each other over a card; in the
 * deal round seat 1 wants the person's card and accepts their offer with a promise, and in the
 * plague round seat 2 wants it and nobody makes a deal. Used offline (scripts/coachSeed.ts)
 * to freeze the game into data, and by the tests that check the frozen game still plays.
 */
import { beginnerWorth, createEasyBot } from '../../../../../ai/games/mirianth/easy';
import {
  applyMove, awaitingSeats, createGame, playerView, turnOrder,
  type CardId, type DomainEvent, type GameState, type Move, type PlayerView, type SeatId, type StepId,
} from '../../../../../engine/games/mirianth';
import { currentDispute } from '../../../../../engine/games/mirianth/rules/update';
import { monsters, ofKind } from '../../../../../engine/games/mirianth/rules/query';
import { unattachedPaladins } from '../../../../../engine/games/mirianth/rules/attach';

export const HUMAN = 0 as SeatId;
export const DEAL_ROUND = 1;
export const PLAGUE_ROUND = 2;

export interface PlannedGame {
  moves: Move[];
  /** What the game showed, to judge a seed. */
  found: Found;
}

export interface Found {
  dealWithPromise: boolean;
  plagueTest: boolean;
  humanInPlagueTest: boolean;
  humanAttached: boolean;
  /** The round of the person's first attachment (0: none). */
  attachRound: number;
  lastRound: boolean;
  /** Resolution steps in which the person had a real choice. */
  humanSteps: StepId[];
  rounds: number;
  over: boolean;
  humanScore: number;
  /** A first game is nicer won. */
  humanWon: boolean;
}

const seat = (n: number): SeatId => n as SeatId;

function worth(view: PlayerView, s: SeatId, id: CardId): number {
  const def = view.cards[id];
  return def ? beginnerWorth(view, s, def) : -Infinity;
}

/** The person's card: a paladin, then a monster for it, then an archer, then what looks best. */
function humanWants(view: PlayerView): CardId | null {
  const cards = view.round?.revealed ?? [];
  const kind = (id: CardId) => view.cards[id]?.kind;
  const type = (id: CardId) => view.cards[id]?.type;
  const hasPaladin = ofKind(view, HUMAN, 'paladin').length > 0;
  const hasMonster = monsters(view, HUMAN).length > 0;
  const pal = cards.find((id) => kind(id) === 'paladin');
  if (!hasPaladin && pal) return pal;
  const mon = cards.filter((id) => type(id) === 'monster').sort((a, b) => (view.cards[a]?.vp ?? 0) - (view.cards[b]?.vp ?? 0))[0];
  if (!hasMonster && hasPaladin && mon) return mon;
  const archer = cards.find((id) => kind(id) === 'archer');
  if (hasMonster && archer && ofKind(view, HUMAN, 'archer').length === 0) return archer;
  return [...cards].sort((a, b) => worth(view, HUMAN, b) - worth(view, HUMAN, a))[0] ?? null;
}

/** A gentle bot's card: the best one nobody else has announced (a planned dispute aside). */
function botWants(view: PlayerView, s: SeatId): CardId | null {
  const r = view.round;
  if (!r) return null;
  const human = r.announcements[HUMAN] ?? null;
  if (human !== null && ((view.roundNo === DEAL_ROUND && s === seat(1)) || (view.roundNo === PLAGUE_ROUND && s === seat(2)))) return human;
  const free = r.revealed.filter((id) => !r.announcements.some((a, o) => o !== s && a === id));
  const pool = free.length > 0 ? free : r.revealed;
  return [...pool].sort((a, b) => worth(view, s, b) - worth(view, s, a))[0] ?? null;
}

function bargainMove(view: PlayerView, s: SeatId): Move {
  const d = currentDispute(view);
  if (d?.pending) return { type: 'accept', seat: s };
  if (view.roundNo === DEAL_ROUND && s === HUMAN && d && d.disputants.includes(seat(1))) {
    return { type: 'propose', seat: s, deal: { to: seat(1), claimant: HUMAN, give: [], take: [], promises: [{ promiser: HUMAN, kind: 'nextRound' }] } };
  }
  return { type: 'noDeal', seat: s };
}

/** Whose move it is in the guided game: the person first whenever they are awaited, then turn order. */
export function nextActor(state: GameState): SeatId | undefined {
  const waiting = awaitingSeats(state);
  if (waiting.includes(HUMAN)) return HUMAN;
  return turnOrder(state.players.length, state.revealer).find((s) => waiting.includes(s));
}

function chooseMove(state: GameState, s: SeatId, easy: ReturnType<typeof createEasyBot>, at: number): Move {
  const view = playerView(state, s);
  switch (view.step) {
    case 'announcing': {
      const mine = view.round?.announcements[s] ?? null;
      // The person clicks a card, then locks in: two moves, as the panel makes them.
      if (s === HUMAN && mine !== null) return { type: 'lock', seat: s };
      const card = s === HUMAN ? humanWants(view) : botWants(view, s);
      return s === HUMAN ? { type: 'announce', seat: s, card } : { type: 'announce', seat: s, card, lock: true };
    }
    case 'bargaining': return bargainMove(view, s);
    case 'peddler': return { type: 'passPeddler', seat: s };
    case 'attaching': {
      const pal = unattachedPaladins(view, s)[0];
      const mon = monsters(view, s)[0];
      return pal && mon ? { type: 'attach', seat: s, paladin: pal, monster: mon } : { type: 'skipAttach', seat: s };
    }
    default: return easy.choose(view, s, at);
  }
}

function noteEvents(found: Found, events: readonly DomainEvent[], state: GameState): void {
  for (const e of events) {
    if (e.type === 'dealAccepted' && e.proposal.promises.length > 0 && (e.proposal.from === HUMAN || e.proposal.to === HUMAN)) found.dealWithPromise = true;
    if (e.type === 'fateRevealed') {
      found.plagueTest = true;
      if (e.results.some((r) => r.seat === HUMAN)) found.humanInPlagueTest = true;
    }
    if (e.type === 'paladinAttached' && e.seat === HUMAN && state.lastRound !== 'over') {
      found.humanAttached = true;
      if (found.attachRound === 0) found.attachRound = state.roundNo;
    }
    if (e.type === 'lastRoundRevealed') found.lastRound = true;
  }
}

const RESOLUTION_STEPS: readonly StepId[] = ['archerTargets', 'initialAccommodation', 'plagueEffect', 'battles', 'finalAccommodation'];

export function planGuidedGame(seed: number, names: readonly string[] = ['You', 'Ayla', 'Bram']): PlannedGame {
  const started = createGame({ seed, players: names.map((name) => ({ name })) });
  let state = started.state;
  const easy = createEasyBot(seed);
  const moves: Move[] = [];
  const found: Found = {
    dealWithPromise: false, plagueTest: false, humanInPlagueTest: false, humanAttached: false, attachRound: 0, lastRound: false,
    humanSteps: [], rounds: 0, over: false, humanScore: 0, humanWon: false,
  };
  noteEvents(found, started.events, state);
  while (state.step !== 'gameOver' && moves.length < 2000) {
    const s = nextActor(state);
    if (s === undefined) break;
    const move = chooseMove(state, s, easy, moves.length);
    const applied = applyMove(state, move);
    if (!applied.ok) throw new Error(`planGuidedGame(${seed}): ${move.type} by ${s} refused: ${applied.refusal.message}`);
    if (s === HUMAN && RESOLUTION_STEPS.includes(state.step) && !found.humanSteps.includes(state.step)) found.humanSteps.push(state.step);
    moves.push(move);
    state = applied.state;
    noteEvents(found, applied.events, state);
    found.rounds = Math.max(found.rounds, state.roundNo);
  }
  found.over = state.step === 'gameOver';
  found.humanScore = state.result?.scores[HUMAN]?.total ?? 0;
  found.humanWon = state.result?.winners.includes(HUMAN) ?? false;
  return { moves, found };
}
