/**
 * The value model: a seat's expected final score, estimated by solving its Resolution on a
 * projection of its faction. Early in the game most of a faction is still to come, so each
 * projection adds a sample of future cards drawn from the unseen ones (about one per round
 * left): a monster held now is worth what it is worth next to a typical future faction. All
 * candidates of one decision share the same samples, so their differences are not noise.
 */
import type { CardDef, CardId, PlayerView, SeatId } from '../../../engine/games/mirianth';
import { sampleFuture, spreadPoint } from './futures';
import { attachChances, futureRounds, lastRoundSpan, unseenCards, unseenConsistent } from './knowledge';
import { solveResolution } from './resolution';
import type { XoroShiro128Plus } from './rng';
import { buildSide } from './side';
import { now } from './clock';

/** A hypothetical change to one seat's faction. */
export interface Change {
  add?: readonly CardDef[];
  remove?: readonly CardId[];
  /** A paladin attached now (this round's attach step used). */
  attach?: { paladin: CardId; monster: CardId };
  /** This round's attach step passes unused. */
  slotUsed?: boolean;
}

export interface EvalOptions {
  /** Future samples per projection (0: the faction as it is). */
  samples: number;
  /** Future cards per seat = fill x rounds left. */
  fill: number;
  rng: XoroShiro128Plus;
  /**
   * Stratified samples: each sample's cards follow the unseen pool's type mix, and the rounds
   * left follow the spread of the Last Round card's possible positions (less noise per sample).
   */
  stratified?: boolean;
  /**
   * Determinized samples (see futures.ts): each is a deck order consistent with the view; the
   * rounds it leaves and the cards it reveals set every seat's future. Implies stratification.
   */
  determinized?: boolean;
  /** See Evaluator.deadline. */
  deadline?: number;
}

export interface Evaluator {
  readonly view: PlayerView;
  /** Expected final score of `seat` after `change`. */
  value(seat: SeatId, change?: Change): number;
  /** Expected value of holding one more plague card from the plague deck (rough: one typical card). */
  plagueValue(seat: SeatId, rough?: boolean): number;
  /** Rounds left after this one (expected). */
  readonly rounds: number;
  /** Future samples drawn. */
  readonly samples: number;
  /** Samples values use (a prefix: any prefix is spread evenly); raise it to refine. */
  active: number;
  /** Time on the AI clock (clock.ts) after which values stop adding samples (keeping at least one). */
  deadline: number;
}

/** Solver calls made by value models (for profiling). */
export const evalStats = { solves: 0 };

function sampleCards(pool: readonly CardDef[], n: number, rng: XoroShiro128Plus): CardDef[] {
  const a = pool.slice();
  const k = Math.min(n, a.length);
  for (let i = 0; i < k; i++) {
    const j = i + ((rng.next() >>> 0) % (a.length - i));
    const t = a[i] as CardDef;
    a[i] = a[j] as CardDef;
    a[j] = t;
  }
  return a.slice(0, k);
}

/** Values of projections without future samples, keyed by everything they depend on. */
const pureMemo = new Map<string, number>();
const PURE_MEMO_SIZE = 50_000;

/** A seat's faction, attachments and its neighbours' Saboteurs (all a pure projection reads). */
function factionKey(view: PlayerView, seat: SeatId): string {
  const p = view.players[seat];
  if (!p) return `${seat}`;
  let sab = 0;
  for (const q of view.players) {
    if (q.seat === seat) continue;
    for (const id of q.faction) if (view.cards[id]?.kind === 'saboteur') sab += 1 << (q.seat * 3);
  }
  return `${view.players.length}:${seat}:${p.faction.join(',')}:${p.attachments.map((a) => `${a.paladin}>${a.monster}`).join(',')}:${p.defeated.join(',')}:${sab}`;
}

function changeKey(seat: SeatId, c: Change | undefined): string {
  if (!c) return `${seat}`;
  return `${seat}|${(c.add ?? []).map((d) => d.id).join(',')}|${(c.remove ?? []).join(',')}|${c.attach ? `${c.attach.paladin}>${c.attach.monster}` : ''}|${c.slotUsed ? 1 : 0}`;
}

/** Cards of the pool, `n` of them, with each type represented in proportion (random rounding). */
function stratifiedCards(pool: readonly CardDef[], n: number, rng: XoroShiro128Plus): CardDef[] {
  if (n >= pool.length) return pool.slice();
  const groups = new Map<string, CardDef[]>();
  for (const d of pool) {
    const g = groups.get(d.type);
    if (g) g.push(d);
    else groups.set(d.type, [d]);
  }
  const out: CardDef[] = [];
  let carry = ((rng.next() >>> 0) % 1000) / 1000;
  for (const g of groups.values()) {
    const exact = (n * g.length) / pool.length + carry;
    const take = Math.floor(exact);
    carry = exact - take;
    out.push(...sampleCards(g, Math.min(take, g.length), rng));
  }
  return out;
}

/** futures[i][seat]: the cards seat gets in sample i (one empty sample when no future is drawn). */
function drawFutures(view: PlayerView, opts: EvalOptions, rounds: number): CardDef[][][] {
  const players = view.players.length;
  const futures: CardDef[][][] = [];
  // Futures need the catalog to explain the view (hand-built states with other ids get none).
  const future = rounds > 0 && opts.fill > 0 && unseenConsistent(view);
  const k = future ? Math.max(1, opts.samples) : 1;
  if (!future) futures.push(view.players.map(() => []));
  else if (opts.determinized) {
    const offset = ((opts.rng.next() >>> 0) % 1024) / 1024;
    for (let i = 0; i < k; i++) {
      const f = sampleFuture(view, opts.rng, (spreadPoint(i + 1) + offset) % 1);
      const n = Math.round(opts.fill * f.rounds);
      futures.push(view.players.map(() => (n > 0 ? stratifiedCards(f.revealed, n, opts.rng) : [])));
    }
  } else {
    const unseen = unseenCards(view).draw.filter((d) => d.type !== 'lastRound');
    const spread = opts.stratified ? roundsSpread(view) : null;
    for (let i = 0; i < k; i++) {
      // Stratified: sample i takes the rounds-left quantile (i + 1/2) / k.
      const r = spread && spread.length > 0 ? spread[Math.min(spread.length - 1, Math.floor(((i + 0.5) / k) * spread.length))] ?? rounds : rounds;
      const n = Math.round(opts.fill * r);
      const sample = n <= 0 ? [] : opts.stratified ? stratifiedCards(unseen, n, opts.rng) : sampleCards(unseen, n, opts.rng);
      futures.push(Array.from({ length: players }, () => sample));
    }
  }
  return futures;
}

/** The view with `attach` laid on `seat`'s side (the view itself without one). */
function withAttachment(view: PlayerView, seat: SeatId, attach: Change['attach']): PlayerView {
  const p = attach ? view.players[seat] : undefined;
  if (!p || !attach) return view;
  const list = view.players.slice();
  list[seat] = { ...p, attachments: [...p.attachments, attach] };
  return { ...view, players: list };
}

export function createEvaluator(view: PlayerView, opts: EvalOptions): Evaluator {
  const rounds = futureRounds(view);
  const futures = drawFutures(view, opts, rounds);
  let active = futures.length;
  let deadline = opts.deadline ?? Infinity;
  const memo = new Map<string, { sum: number; n: number }>();
  const plagueReps = plagueRepresentatives(view);
  const fillFree = futures.every((f) => f.every((x) => x.length === 0));

  const value = (seat: SeatId, change?: Change): number => {
    const key = changeKey(seat, change);
    const want = fillFree ? 1 : active;
    let entry = memo.get(key);
    if (entry && entry.n >= want) return entry.sum / entry.n;
    // Without future samples the value is a pure function of the faction: shared across decisions.
    const pureKey = fillFree ? `${factionKey(view, seat)}#${attachChances(view, seat)}#${key}` : '';
    const shared = fillFree ? pureMemo.get(pureKey) : undefined;
    if (shared !== undefined) {
      memo.set(key, { sum: shared, n: 1 });
      return shared;
    }
    const view2 = withAttachment(view, seat, change?.attach);
    const slots = Math.max(0, attachChances(view, seat) - (change?.attach || change?.slotUsed ? 1 : 0));
    const without = change?.remove ? new Set<string>(change.remove) : undefined;
    entry = entry ?? { sum: 0, n: 0 };
    for (; entry.n < want; entry.n++) {
      // Past the decision's deadline, a value keeps the samples it has (at least one).
      if (entry.n > 0 && now() > deadline) break;
      const sample = futures[entry.n]?.[seat] ?? [];
      const extra = change?.add ? [...change.add, ...sample] : sample;
      const side = buildSide(view2, seat, { archersFree: true, freeAttach: slots, extra, without });
      entry.sum += solveResolution(side, 'aim', { fast: true }).value;
      evalStats.solves++;
    }
    memo.set(key, entry);
    const v = entry.sum / entry.n;
    if (fillFree) {
      if (pureMemo.size > PURE_MEMO_SIZE) pureMemo.clear();
      pureMemo.set(pureKey, v);
    }
    return v;
  };

  const plagueValue = (seat: SeatId, rough = false): number => {
    if (plagueReps.length === 0) return value(seat);
    if (rough) {
      // One card with the most likely penalty count stands for the deck.
      const likely = plagueReps.reduce((a, b) => (b.weight > a.weight ? b : a));
      return value(seat, { add: [likely.def] });
    }
    let v = 0;
    for (const { def, weight } of plagueReps) v += weight * value(seat, { add: [def] });
    return v;
  };

  return {
    view, value, plagueValue, rounds,
    get samples() { return futures.length; },
    get active() { return active; },
    set active(n: number) { active = Math.max(1, Math.min(futures.length, Math.floor(n))); },
    get deadline() { return deadline; },
    set deadline(t: number) { deadline = t; },
  };
}

/** Rounds left for each position the Last Round card may hold, sorted (a discrete distribution). */
function roundsSpread(view: PlayerView): number[] {
  const span = lastRoundSpan(view);
  if (!span) return [futureRounds(view)];
  const n = view.players.length;
  const cap = Math.ceil((view.drawCount - 1) / n);
  const out: number[] = [];
  for (let k = span.lo; k <= span.hi; k++) out.push(Math.min(Math.floor(k / n) + 2, cap));
  return out.sort((a, b) => a - b);
}

/** One plague card per penalty value still in the plague deck, weighted by how many there are. */
function plagueRepresentatives(view: PlayerView): { def: CardDef; weight: number }[] {
  const left = unseenCards(view).plague;
  if (left.length === 0) return [];
  const by = new Map<number, { def: CardDef; n: number }>();
  for (const d of left) {
    const p = d.plague ?? 0;
    const e = by.get(p);
    if (e) e.n++;
    else by.set(p, { def: d, n: 1 });
  }
  return [...by.values()].map((e) => ({ def: e.def, weight: e.n / left.length }));
}
