/**
 * The easy bot: plays like a beginner. It likes cards by what they print and by a few obvious
 * needs (a roof for its heroes, someone to fight its monsters), with a dose of whim. It judges
 * deals by card count, attaches paladins to its biggest monster, fights in the order the cards
 * lie, and discards what prints the fewest points. Sensible, beatable, never illegal.
 */
import { CARD_RULES, checkMove, hasVariablePoints, legalMoves, type CardDef, type CardId, type DealTerms, type Move, type PlayerView, type SeatId } from '../../../engine/games/mirianth';
import { unattachedPaladins } from '../../../engine/games/mirianth/rules/attach';
import { dealersOf } from '../../../engine/games/mirianth/rules/peddler';
import { accommodation, heroes, monsters, ofKind } from '../../../engine/games/mirianth/rules/query';
import { currentDispute } from '../../../engine/games/mirianth/rules/update';
import { scoreContext } from '../../../engine/games/mirianth/rules/scoring';
import { battleStage, unfought } from '../../../engine/games/mirianth/rules/battle';
import { unsoundFor } from './dealSense';
import { pick } from '../../kit/rng';
import { decisionRng, xoroshiro128plus, type XoroShiro128Plus } from './rng';
import type { Bot } from './types';

function noise(rng: XoroShiro128Plus, size: number): number {
  return (((rng.next() >>> 0) % 1000) / 1000 - 0.5) * 2 * size;
}

/** What a beginner thinks a card is worth to them. */
export function beginnerWorth(view: PlayerView, seat: SeatId, def: CardDef): number {
  const room = accommodation(view, seat) - heroes(view, seat).length;
  const mine = monsters(view, seat).length;
  const fighters = ofKind(view, seat, 'paladin').length + ofKind(view, seat, 'archer').length + ofKind(view, seat, 'mage').length;
  switch (def.type) {
    case 'treasure': return hasVariablePoints(def.kind) ? 2 : def.vp;
    case 'building': return def.vp + (room < 1 ? 1.5 : 0.3) * (CARD_RULES[def.kind].accommodation / 2);
    case 'hero': {
      const roof = room > 0 ? 0 : -1;
      switch (def.kind) {
        case 'paladin': return 1 + (def.attack ?? 0) / 2 + (mine > 0 ? 1 : 0) + roof;
        case 'archer': return 2 + roof;
        case 'mage': return 1 + mine * 0.5 + roof;
        case 'king': return 3 + roof;
        default: {
          // Miner, Builder, Necromancer: what they would score now, plus a little.
          const rules = CARD_RULES[def.kind];
          return rules.variable ? rules.points(def, scoreContext(view, seat)) + 1 + roof : def.vp + 0.5 + roof;
        }
      }
    }
    case 'monster': return fighters > mine ? def.vp * 0.7 : def.vp * 0.25 - 0.5;
    default: return 0;
  }
}

function announce(view: PlayerView, seat: SeatId, rng: XoroShiro128Plus): Move {
  const r = view.round;
  const cards = r?.revealed ?? [];
  let best: CardId | null = null;
  let bestScore = -Infinity;
  for (const c of cards) {
    const def = view.cards[c];
    if (!def) continue;
    const taken = r?.announcements.some((a, s) => s !== seat && a === c) ?? false;
    // Beginners often walk into disputes, but not always.
    const score = beginnerWorth(view, seat, def) + noise(rng, 1.2) - (taken ? 1 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return { type: 'announce', seat, card: best, lock: true };
}

function bargain(view: PlayerView, seat: SeatId, rng: XoroShiro128Plus): Move {
  const d = currentDispute(view);
  if (!d) return { type: 'noDeal', seat };
  const p = d.pending;
  if (p) {
    // Counts cards: a deal that brings more cards than it costs, or keeps the claim, sounds good.
    if (unsoundFor(view, seat, p.from, p) === 'worthlessPromise') return { type: 'reject', seat };
    const keep = p.claimant === seat ? 1 : 0;
    const get = p.give.length + keep;
    const lose = p.take.length + (keep ? 0 : 1);
    return get >= lose ? { type: 'accept', seat } : { type: 'reject', seat };
  }
  const legal = legalMoves(view, seat);
  const invoke = legal.find((m) => m.type === 'invokePromise');
  if (invoke) return invoke;
  const def = view.cards[d.card];
  const want = def ? beginnerWorth(view, seat, def) : 0;
  // Sometimes offers to step aside for a card, sometimes asks to keep the claim; else no deal.
  if ((d.proposalsLeft[seat] ?? 0) >= 3 && (rng.next() >>> 0) % 3 === 0) {
    const other = d.disputants.find((s) => s !== seat && !d.noDeal.includes(s));
    if (other !== undefined) {
      const theirs = view.players[other]?.faction ?? [];
      const card = want < 2 ? pick(rng, theirs) : undefined;
      const deal: DealTerms = card !== undefined
        ? { to: other, claimant: other, give: [], take: [card], promises: [] }
        : { to: other, claimant: seat, give: [], take: [], promises: [{ promiser: seat, kind: 'nextRound' }] };
      const move: Move = { type: 'propose', seat, deal };
      // Even a beginner does not offer a promise that can never be used.
      if (checkMove(view, move) === null && unsoundFor(view, seat, seat, deal) !== 'worthlessPromise') return move;
    }
  }
  return { type: 'noDeal', seat };
}

function pickBest(view: PlayerView, seat: SeatId, ids: readonly CardId[]): CardId | undefined {
  let best: CardId | undefined;
  let bestScore = -Infinity;
  for (const id of ids) {
    const def = view.cards[id];
    const s = def ? beginnerWorth(view, seat, def) : 0;
    if (s > bestScore) {
      bestScore = s;
      best = id;
    }
  }
  return best;
}

function attach(view: PlayerView, seat: SeatId): Move {
  const pal = unattachedPaladins(view, seat).sort((a, b) => (view.cards[b]?.attack ?? 0) - (view.cards[a]?.attack ?? 0))[0];
  const mons = monsters(view, seat).sort((a, b) => (view.cards[b]?.vp ?? 0) - (view.cards[a]?.vp ?? 0));
  // The biggest monster without a paladin yet, else the biggest.
  const attached = new Set((view.players[seat]?.attachments ?? []).map((a) => a.monster));
  const mon = mons.find((m) => !attached.has(m)) ?? mons[0];
  return pal && mon ? { type: 'attach', seat, paladin: pal, monster: mon } : { type: 'skipAttach', seat };
}

/** Beginner resolution: archers at the first monster, battles in card order, cheapest discards. */
function resolve(view: PlayerView, seat: SeatId): Move | null {
  const legal = legalMoves(view, seat);
  const printed = (ids: readonly CardId[]): number => ids.reduce((n, id) => n + (view.cards[id]?.vp ?? 0), 0);
  switch (view.step) {
    case 'archerTargets': {
      const first = monsters(view, seat)[0];
      return first ? { type: 'aim', seat, aims: ofKind(view, seat, 'archer').map((archer) => ({ archer, monster: first })) } : legal[0] ?? null;
    }
    case 'battles':
      if (battleStage(view, seat) === 'fighting') {
        const next = unfought(view, seat)[0];
        return next ? { type: 'fight', seat, monster: next } : legal[0] ?? null;
      }
      break;
    default:
      break;
  }
  // Discards: the answer that throws away the fewest printed points, cancellers used when allowed.
  let best: Move | null = null;
  let bestCost = Infinity;
  for (const m of legal) {
    let cost = Infinity;
    if (m.type === 'discardHeroes') cost = printed(m.cards);
    else if (m.type === 'resolvePlague') cost = printed(m.discard) + printed(m.priestesses) * 0.5 - m.walls.length * 0.1;
    else if (m.type === 'resolveAttacks') cost = printed(m.discard) + printed(m.priestesses) * 0.5 - m.walls.length * 0.1;
    if (cost < bestCost) {
      bestCost = cost;
      best = m;
    }
  }
  return best ?? legal[0] ?? null;
}

function choose(view: PlayerView, seat: SeatId, rng: XoroShiro128Plus): Move | null {
  switch (view.step) {
    case 'announcing': return announce(view, seat, rng);
    case 'bargaining': return bargain(view, seat, rng);
    case 'conceding': {
      const card = pickBest(view, seat, view.round?.open ?? []);
      return card ? { type: 'pick', seat, card } : null;
    }
    case 'peddler': {
      const d = currentDispute(view);
      const card = dealersOf(view, seat)[0];
      const other = d?.disputants.find((s) => s !== seat);
      // Plays it only to win a dispute it is in.
      if (d && card && d.disputants.includes(seat) && other !== undefined) return { type: 'playPeddler', seat, card, winner: seat, handTo: other };
      return { type: 'passPeddler', seat };
    }
    case 'attaching': return attach(view, seat);
    default: return resolve(view, seat);
  }
}

export function createEasyBot(seed: number): Bot {
  const rng = xoroshiro128plus(seed);
  return {
    kind: 'easy',
    choose(view, seat, at) {
      const m = choose(view, seat, at === undefined ? rng : decisionRng(seed, at));
      if (m && checkMove(view, m) === null) return m;
      const legal = legalMoves(view, seat)[0];
      if (!legal) throw new Error(`No legal move for seat ${seat} at ${view.step}`);
      return legal;
    },
  };
}
