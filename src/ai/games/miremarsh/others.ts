/** The small decisions: where to come back, which item, Sneaker's peek, the creature, bribes. */
import { distancesFrom, LEVEL_OF } from '../../../engine/games/miremarsh/catalog/board';
import type { MiremarshMove } from '../../../engine/games/miremarsh/moves';
import { chainAt } from '../../../engine/games/miremarsh/rules/location';
import type { MiremarshView } from '../../../engine/games/miremarsh/view';
import { wantedItem } from './act';
import { enterBar, type Knobs } from './knobs';
import { entryOdds, freshOdds, fullPool } from './read';
import { chooseQuest } from './route';

type Move = MiremarshMove;

export function decideRespawn(view: MiremarshView, seatIndex: number, legal: readonly Move[], k: Knobs): Move {
  const seat = view.seats[seatIndex];
  const back = legal.find((m) => m.type === 'respawn' && m.at === 'death');
  const home = legal.find((m) => m.type === 'respawn' && m.at === 'warren') ?? legal[0];
  if (!home) throw new Error('no respawn');
  if (!seat?.respawnAt || !back || !k.useOdds || seat.fish < 2) return home;
  // Coming back where the last goblin died costs a fish but saves the walk: worth it from level 2 out.
  const level = LEVEL_OF[seat.respawnAt] ?? 0;
  const chain = chainAt(view, seat.respawnAt);
  const pool = fullPool(view, seat);
  let p = 1;
  for (const ch of chain.challenges.slice(0, chain.compulsory)) p *= freshOdds(pool, ch, 2);
  return level >= 2 && p >= enterBar(view.seats.length, k) ? back : home;
}

export function decidePickItem(view: MiremarshView, seatIndex: number, legal: readonly Move[]): Move {
  const seat = view.seats[seatIndex];
  const first = legal[0];
  if (!seat || !first) throw new Error('no item');
  const want = wantedItem(view, seat, chooseQuest(view, seat, fullPool(view, seat)));
  return legal.find((m) => m.type === 'pickItem' && m.item === want) ?? first;
}

export function decideSneak(view: MiremarshView, seatIndex: number, legal: readonly Move[], k: Knobs): Move {
  const to = view.turn.sneakTo;
  const seat = view.seats[seatIndex];
  const go = legal.find((m) => m.type === 'sneak' && m.enter) ?? legal[0];
  const stay = legal.find((m) => m.type === 'sneak' && !m.enter) ?? legal[0];
  if (!go || !stay) throw new Error('no sneak');
  if (!to || !seat) return go;
  return entryOdds(view, to, seatIndex, view.turn.dice, seat.gold) >= enterBar(view.seats.length, k) ? go : stay;
}

/** As left neighbour: bring the creature toward the active opponent (and, by `creatureShy`, away from itself). */
export function decideCreature(view: MiremarshView, seatIndex: number, legal: readonly Move[], k: Knobs): Move {
  const active = view.seats[view.turn.seat];
  const me = view.seats[seatIndex];
  const first = legal[0];
  if (!first) throw new Error('no creature move');
  if (!active) return first;
  const toThem = distancesFrom(active.space);
  const toMe = me ? distancesFrom(me.space) : {};
  let best = first;
  let bestScore = -Infinity;
  for (const m of legal) {
    if (m.type !== 'placeCreature' && m.type !== 'stepCreature') continue;
    const score = -(toThem[m.to] ?? 9) + k.creatureShy * Math.min(3, toMe[m.to] ?? 9);
    if (score > bestScore) { bestScore = score; best = m; }
  }
  return best;
}

export function decideBribe(view: MiremarshView, seatIndex: number, legal: readonly Move[], k: Knobs): Move {
  const me = view.seats[seatIndex];
  const active = view.seats[view.turn.seat];
  const no = legal.find((m) => m.type === 'bribe' && !m.offer) ?? legal[0];
  const yes = legal.find((m) => m.type === 'bribe' && m.offer);
  if (!no) throw new Error('no bribe move');
  if (!me || !active || !yes || !k.useOdds || me.fish < 5) return no;
  const next = chainAt(view, active.space).challenges[active.progress];
  if (!next) return no;
  const p = freshOdds(poolOf(view), next, 2);
  return p < 0.5 ? yes : no;
}

export function decideBribeAnswer(view: MiremarshView, seatIndex: number, legal: readonly Move[], k: Knobs): Move {
  const me = view.seats[seatIndex];
  const take = legal.find((m) => m.type === 'answerBribe' && m.accept);
  const refuse = legal.find((m) => m.type === 'answerBribe' && !m.accept) ?? legal[0];
  if (!refuse) throw new Error('no answer');
  if (!me || !take) return refuse;
  const next = chainAt(view, me.space).challenges[me.progress];
  if (!next) return refuse;
  const p = freshOdds(poolOf(view), next, 2);
  return p >= (k.useOdds ? 0.85 : 0.5) ? take : refuse;
}

function poolOf(view: MiremarshView) {
  const pool = { G: 0, Y: 0, K: 0, U: 0 };
  for (const d of view.turn.dice) pool[d.colour]++;
  return pool;
}
