/**
 * Announcing: value every revealed card for every seat, predict the seats that announce later,
 * and announce the card with the best expected outcome (own gain against the opponents').
 */
import type { CardId, Move, PlayerView, SeatId } from '../../../engine/games/mirianth';
import { mayPass } from '../../../engine/games/mirianth/rules/announce';
import { defOf, evaluatorFor, seatOrder, utility, type Ctx } from './context';
import { predictAnnouncements, roundGains, type ValueTable } from './roundModel';

/** Values of the revealed cards and of a plague card, for every seat. */
export function valueTable(ctx: Ctx, cards: readonly CardId[]): ValueTable {
  const { view } = ctx;
  const n = view.players.length;
  const gain: number[][] = [];
  const plague: number[] = [];
  for (let s = 0; s < n; s++) {
    const seat = s as SeatId;
    const ev = evaluatorFor(ctx, seat);
    const base = ev.value(seat);
    gain.push(cards.map((c) => ev.value(seat, { add: [defOf(view, c)] }) - base));
    plague.push(ev.plagueValue(seat, seat !== ctx.seat) - base);
  }
  return { gain, plague, plagueLeft: view.plagueCount, beats: promiseMatrix(view, cards) };
}

/**
 * beats[a][b]: a holds a promise from b usable in a dispute this round. Card-type promises are
 * only counted when every revealed card is of their type (they apply to one type only).
 */
function promiseMatrix(view: PlayerView, cards: readonly CardId[]): boolean[][] {
  const n = view.players.length;
  const out = Array.from({ length: n }, () => Array.from({ length: n }, () => false));
  for (const p of view.promises) {
    const row = out[p.beneficiary];
    if (!row) continue;
    if (p.kind === 'once' && p.madeInRound < view.roundNo) row[p.promiser] = true;
    else if (p.kind === 'nextRound' && p.activeRound === view.roundNo) row[p.promiser] = true;
    else if (p.kind === 'cardType' && p.activeRound === view.roundNo && cards.every((c) => view.cards[c]?.type === p.cardType)) row[p.promiser] = true;
  }
  return out;
}

export interface AnnounceOption {
  card: CardId | null;
  utility: number;
}

/** Every option with its modelled utility, best first. */
export function rankAnnouncements(ctx: Ctx): AnnounceOption[] {
  const { view, seat } = ctx;
  const r = view.round;
  if (!r) return [];
  const cards = r.revealed;
  const table = valueTable(ctx, cards);
  const index = (c: CardId | null): number | null => (c === null ? null : cards.indexOf(c));
  const announced: (number | null)[] = r.announcements.map((c, s) => (s === seat ? null : index(c)));
  // Seats still free to announce: not locked and silent so far (their choice is predicted).
  const later = seatOrder(view).filter((s) => s !== seat && !r.locked[s] && r.announcements[s] === null);
  const pass = mayPass(view);
  const options: (number | null)[] = cards.map((_, i) => i);
  if (pass) options.push(null);
  const out: AnnounceOption[] = [];
  for (const c of options) {
    const mine = announced.slice();
    mine[seat] = c;
    const full = ctx.level.anticipate ? predictAnnouncements(table, later, mine, cards.length, pass) : mine;
    const gains = roundGains(table, full, cards.length);
    const map = new Map<SeatId, number>();
    gains.forEach((g, s) => map.set(s as SeatId, g));
    out.push({ card: c === null ? null : cards[c] ?? null, utility: utility(ctx, map) });
  }
  return out.sort((a, b) => b.utility - a.utility);
}

export function announceMove(ctx: Ctx, card: CardId | null): Move {
  const r = ctx.view.round;
  if (r && card !== null && r.announcements[ctx.seat] === card) return { type: 'lock', seat: ctx.seat };
  return { type: 'announce', seat: ctx.seat, card, lock: true };
}

export function chooseAnnouncement(ctx: Ctx): Move {
  const best = rankAnnouncements(ctx)[0];
  return announceMove(ctx, best ? best.card : ctx.view.round?.revealed[0] ?? null);
}
