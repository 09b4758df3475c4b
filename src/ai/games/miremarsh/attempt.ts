/**
 * The attempt step (R7): pay when the dice already fit (risk-free), keeping the best dice; else
 * spend re-roll helpers (Weighted Dice, Firefly Jar) and re-roll; with nothing left, the goblin dies.
 * Facing the creature it beats it when it can, and runs only when it cannot.
 */
import type { MiremarshMove } from '../../../engine/games/miremarsh/moves';
import type { MiremarshView } from '../../../engine/games/miremarsh/view';
import type { Knobs } from './knobs';
import { cheapest } from './pay';
import { poolOfDice } from './read';
import { distancesFrom, WARREN } from '../../../engine/games/miremarsh/catalog/board';
import { rollOdds } from '../../../engine/games/miremarsh/odds';
import { creatureChallenge } from '../../../engine/games/miremarsh/rules/challenge';
import { questAttempt } from './questTurn';
import { optionalAttempt } from './rewardPlan';

type Move = MiremarshMove;

export function decideAttempt(view: MiremarshView, legal: readonly Move[], k: Knobs): Move {
  const pays = legal.filter((m): m is Extract<Move, { type: 'pay' }> => m.type === 'pay');
  const creature = view.turn.attempt?.source.kind === 'creature';
  const reroll = legal.find((m) => m.type === 'reroll' && m.keep === undefined);
  // Running from the creature throws the position away: deep in the swamp, re-roll for the swords
  // when a re-roll almost surely pays one side or the other.
  if (creature && k.useOdds && reroll && !pays.some((m) => m.option === 0)) {
    const seat = view.seats[view.turn.seat];
    const far = seat ? (distancesFrom(WARREN, false)[seat.space] ?? 0) >= 2 : false;
    if (far && rollOdds(poolOfDice(view.turn.dice), creatureChallenge(view).options) >= 0.85) return reroll;
  }
  const planned = k.plan ? (questAttempt(view, legal) ?? optionalAttempt(view, legal)) : null;
  if (planned) return planned;
  if (pays.length > 0) {
    const marbles = pays.find((m) => m.pay.some((p) => 'card' in p && (p.card === 'marbles' || p.card === 'mudShield')));
    const normal = pays.filter((m) => m !== marbles);
    const pool = creature ? normal.filter((m) => m.option === 0) : normal;
    // Off a quest the goblin means to walk on: footprints are worth keeping.
    const walking = !(view.seats[view.turn.seat]?.space.startsWith('Q') ?? false);
    const choice = k.smartPay ? cheapest(view, pool.length > 0 ? pool : normal, true, walking) : (pool[0] ?? normal[0]);
    if (choice) return choice;
    if (marbles) return marbles;
  }
  const helper = legal.find((m) => m.type === 'useCard' && (m.card === 'weightedDice' || m.card === 'firefly'));
  if (helper && k.smartPay) return helper;
  const keeping = legal.find((m) => m.type === 'reroll' && m.keep !== undefined);
  if (keeping && k.smartPay) return keeping;
  if (reroll) return reroll;
  const only = legal.find((m) => m.type === 'giveUp') ?? legal[0];
  if (!only) throw new Error('no move in attempt');
  return only;
}
