/**
 * The act step (rulings §5): play useful knick-knacks, trade gold into items, take optional
 * challenges the dice already pay (or that are likely enough), then step toward the chosen quest
 * when the next space is survivable with the dice left, spying it first with a spare eye.
 */
import { LEVEL_OF, SECRET_PATHS, WARREN } from '../../../engine/games/miremarsh/catalog/board';
import { pathChallenge } from '../../../engine/games/miremarsh/rules/challenge';
import type { ItemType } from '../../../engine/games/miremarsh/catalog/types';
import type { MiremarshMove } from '../../../engine/games/miremarsh/moves';
import { capacity } from '../../../engine/games/miremarsh/rules/gain';
import { chainAt, isQuest, tradesAt } from '../../../engine/games/miremarsh/rules/location';
import type { SeatState } from '../../../engine/games/miremarsh/state';
import type { MiremarshView } from '../../../engine/games/miremarsh/view';
import { enterBar, type Knobs } from './knobs';
import { cheapest } from './pay';
import { entryOdds, facesPay, freshOdds, fullPool, payOdds, type QuestInfo } from './read';
import { chooseQuest, chooseQuestByWorth, stepsTo } from './route';
import { questAct } from './questTurn';
import { optionalGain } from './rewardPlan';
import { buildTarget } from './build';
import { questWorth } from './questWorth';
import { bestRouteMove } from './turnRoute';

type Move = MiremarshMove;

/** The item the target quest wants most: eyes are scarce, then swords. */
export function wantedItem(view: MiremarshView, seat: SeatState, quest: QuestInfo | null): ItemType {
  const need = { F: 0, S: 0, E: 0 };
  for (const ch of quest?.challenges ?? []) {
    const c = ch.options[0];
    if (c?.kind === 'icons') { need.F += c.F; need.S += c.S; need.E += c.E; }
    if (c?.kind === 'same') need.S += c.n;
  }
  const pool = fullPool(view, seat);
  const eyes = pool.Y + pool.U;
  if (need.E > 0 && eyes < 3) return 'map';
  if (need.S >= need.F) return pool.K < 3 ? 'dagger' : 'amulet';
  return 'rope';
}

function shopping(view: MiremarshView, seat: SeatState, legal: readonly Move[], quest: QuestInfo | null): Move | undefined {
  const trades = legal.filter((m): m is Extract<Move, { type: 'trade' }> => m.type === 'trade');
  if (trades.length === 0) return undefined;
  const offers = tradesAt(view, seat.space);
  const want = wantedItem(view, seat, quest);
  const room = seat.items.length < capacity(seat);
  for (const t of trades) {
    const offer = offers[t.index];
    if (!offer) continue;
    const gives = offer.reward;
    const sellsBones = offer.cost.bones > 0 && gives.some((r) => r.kind === 'gold');
    if (sellsBones) return t;
    const buysItem = room && offer.cost.item === null && gives.some((r) => r.kind === 'item');
    if (buysItem && (t.item === want || t.item === null || gives.some((r) => r.kind === 'item' && r.item === want))) return t;
  }
  for (const t of trades) {
    const offer = offers[t.index];
    if (!offer || !room) continue;
    if (offer.cost.item === null && offer.reward.some((r) => r.kind === 'item') && t.item !== 'amulet') return t;
  }
  for (const t of trades) {
    const offer = offers[t.index];
    if (offer && offer.cost.item === null && offer.reward.some((r) => r.kind === 'draw' && r.pile === 'pet') && seat.gold >= offer.cost.gold + 1) return t;
  }
  return undefined;
}

/**
 * How sure a quest challenge must be before pushing instead of waiting a turn for a roll that already
 * pays: waiting costs a fish a turn, so when the fish left cannot cover the expected wait, push.
 */
export function questBar(view: MiremarshView, seat: SeatState, k: Knobs): number {
  const pool = fullPool(view, seat);
  const rest = chainAt(view, seat.space).challenges.slice(seat.progress);
  const wait = rest.reduce((t, ch) => t + 1 / Math.max(0.03, freshOdds(pool, ch, 1)), 0);
  if (seat.fish <= 1) return 0;
  return seat.fish - 1 < wait ? Math.min(k.questRisk, 0.45) : k.questRisk;
}

/**
 * The no-footprint re-roll is free, but on a quest the goblin need not move: a roll that already pays
 * the next challenge is kept rather than thrown back.
 */
function keepsOpeningRoll(view: MiremarshView, seat: SeatState): boolean {
  if (!isQuest(view, seat.space)) return false;
  const next = chainAt(view, seat.space).challenges[seat.progress];
  return next !== undefined && facesPay(view.turn.dice.map((d) => d.face), next);
}

const distinct = (moves: readonly (Move | null | undefined)[]): Move[] => {
  const seen = new Set<string>();
  return moves.filter((m): m is Move => {
    if (!m || seen.has(JSON.stringify(m))) return false;
    seen.add(JSON.stringify(m));
    return true;
  });
};

/** Picks among candidate moves by sampled lookahead (lookahead.ts); the second argument is the planner's own choice. */
export type LookFn = (candidates: readonly Move[], fallback: Move) => Move;

export function decideAct(view: MiremarshView, seatIndex: number, legal: readonly Move[], k: Knobs, look?: LookFn): Move {
  const seat = view.seats[seatIndex];
  const end = legal.find((m) => m.type === 'endTurn') ?? legal[0];
  if (!seat || !end) throw new Error('no move');
  const card = (id: string) => legal.find((m) => m.type === 'useCard' && m.card === id);
  const instant = card('goldTooth') ?? card('junk') ?? (seat.fish <= 6 ? card('eel') : undefined);
  if (instant) return instant;
  const reroll = legal.find((m) => m.type === 'rerollOpening');
  if (reroll && !(k.plan && keepsOpeningRoll(view, seat))) return reroll;

  const pool = fullPool(view, seat);
  const quest = k.plan ? chooseQuestByWorth(view, seat, pool) : chooseQuest(view, seat, pool);
  if (k.shop) {
    const buy = shopping(view, seat, legal, quest);
    if (buy) return buy;
  }
  const wantE = quest?.challenges.some((c) => c.options.some((o) => o.kind === 'icons' && o.E > 0)) ?? false;
  const dice = view.turn.dice;

  // Hard builds its pool while fish allow, and always when the quest is out of reach of its dice.
  const hopeless = quest !== null && questWorth(pool, quest.challenges)(0, seat.fish, view.goblinPile.length) < 0.03;
  const building = k.plan && (seat.fish >= k.buildFish || hopeless) ? buildTarget(view, seat, pool, hopeless) : null;
  const target = building ?? (seat.gold >= 2 && seat.items.length < capacity(seat) && k.shop && seat.space !== WARREN && (stepsTo(WARREN)[seat.space] ?? 9) <= 1
    ? WARREN
    : (quest?.space ?? WARREN));
  const dist = stepsTo(target);
  const here = dist[seat.space] ?? 99;
  const moves = legal.filter((m): m is Extract<Move, { type: 'move' }> => m.type === 'move' && (dist[m.to] ?? 99) < here);
  const paths = legal.filter((m): m is Extract<Move, { type: 'path' }> => m.type === 'path');
  let best: Move | undefined;
  let bestScore = -Infinity;
  for (const to of [...new Set(moves.map((m) => m.to))]) {
    const options = moves.filter((m) => m.to === to);
    const pay = k.smartPay ? cheapest(view, options, wantE) : options[0];
    if (!pay) continue;
    const left = dice.filter((_, i) => !pay.pay.some((p) => 'die' in p && p.die === i));
    const p = k.useOdds ? entryOdds(view, to, seatIndex, left, seat.gold) : 1;
    const score = p - 0.01 * (LEVEL_OF[to] ?? 0);
    if (p >= enterBar(view.seats.length, k) && score > bestScore) { bestScore = score; best = pay; }
  }
  // Hard plans the whole turn's route by expectation over the dice (turnRoute.ts), unless it is
  // building toward gear its dice lack.
  const onQuest = isQuest(view, seat.space) && seat.progress > 0;
  const route = k.plan && !building && !onQuest ? bestRouteMove(view, seatIndex, legal) : null;
  const oddsBest = best;
  if (route?.move) best = route.move;
  if (look && route && !legal.some((m) => m.type === 'attempt')) {
    const chosen = look(distinct([best ?? end, end, route.move, oddsBest]), best ?? end);
    if (chosen.type === 'endTurn') return chosen;
    best = chosen;
  }
  if (k.spy && best && best.type === 'move' && view.board[best.to]?.faceUp === false && !view.peeks[seatIndex]?.some((p) => p.kind === 'tile' && p.space === best?.to)) {
    const to = best.to;
    const spies = legal.filter((m): m is Extract<Move, { type: 'spy' }> => m.type === 'spy' && m.target === to && m.what === 'tile');
    const spy = cheapest(view, spies, false);
    if (spy && !spy.pay.some((p) => best?.type === 'move' && best.pay.some((q) => JSON.stringify(q) === JSON.stringify(p)))) return spy;
  }
  // Optional challenges here: free when the dice already pay; otherwise only when likely enough.
  const attempt = legal.find((m) => m.type === 'attempt');
  if (attempt && k.plan && !isQuest(view, seat.space)) {
    // Hard weighs the reward against dying and against the step the dice could buy instead.
    const gain = optionalGain(view, seatIndex);
    if (gain !== null && gain > (best ? k.rewardBarMoving : k.rewardBar)) return attempt;
  }
  if (attempt) {
    const chain = chainAt(view, seat.space);
    const next = chain.challenges[seat.progress];
    if (next) {
      const onQuest = isQuest(view, seat.space);
      const p = payOdds(dice, next, seat.gold);
      const bar = onQuest ? questBar(view, seat, k) : k.optionalRisk;
      const planned = onQuest && k.plan ? questAct(view, seatIndex, legal) : null;
      if (planned) return planned;
      if (onQuest) return p >= 1 || p >= bar ? attempt : end;
      // Off the quest, a free challenge is taken only when no step forward is on offer.
      if ((p >= 1 && !best) || p >= bar) return attempt;
    }
  }

  // A secret path the dice already pay, and that cuts the route by two or more steps.
  for (const path of route ? [] : paths) {
    const def = SECRET_PATHS.find((x) => x.id === path.path);
    const other = def ? (def.ends[0] === seat.space ? def.ends[1] : def.ends[0]) : seat.space;
    if ((dist[other] ?? 99) <= here - 2 && facesPay(dice.map((d) => d.face), pathChallenge(view, path.path))) return path;
  }
  if (best) return best;
  return end;
}

