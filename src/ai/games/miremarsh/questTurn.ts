/**
 * The hard bot on a quest: the in-turn planner (turnPlan.ts) valued by the quest's worth at the
 * start of later turns (questWorth.ts), over its own view only (dice held, fish, goblins left).
 */
import type { MiremarshMove } from '../../../engine/games/miremarsh/moves';
import { chainAt, isQuest } from '../../../engine/games/miremarsh/rules/location';
import type { MiremarshView } from '../../../engine/games/miremarsh/view';
import { fullPool } from './read';
import { questWorth } from './questWorth';
import { raceHazard } from './race';
import { ChainPlanner, plannedAttempt, type HandDie } from './turnPlan';

type Move = MiremarshMove;

const NEXT_GOBLIN = { G: 3, Y: 1, K: 1, U: 0 } as const;

export interface QuestTurn { planner: ChainPlanner; j: number; hand: HandDie[]; stop: number }

export function questTurn(view: MiremarshView, seatIndex: number): QuestTurn | null {
  const seat = view.seats[seatIndex];
  if (!seat || !isQuest(view, seat.space) || seat.mustRetry) return null;
  const chain = chainAt(view, seat.space).challenges;
  // In a race every turn ended short of the quest may be the opponent's winning one.
  const hazard = raceHazard(view, seatIndex);
  const keep = 1 - hazard;
  const worth = questWorth(fullPool(view, seat), chain, hazard);
  // The next goblin is unknown: it is valued with a typical card and its starting item.
  const next = questWorth(NEXT_GOBLIN, chain, hazard);
  const f = seat.fish;
  const g = view.goblinPile.length;
  const planner = new ChainPlanner(chain, {
    stop: (j) => (f >= 1 ? keep * worth(j, f - 1, g) : 0),
    death: g > 0 && f >= 1 ? keep * next(0, f - 1, g - 1) : 0,
    done: 1,
  });
  const hand = view.turn.dice.map((d) => ({ colour: d.colour, face: d.face }));
  const j = seat.progress;
  return { planner, j, hand, stop: f >= 1 ? keep * worth(j, f - 1, g) : 0 };
}

/** Act step on a quest: declare the next challenge when that beats ending the turn. */
export function questAct(view: MiremarshView, seatIndex: number, legal: readonly Move[]): Move | null {
  const attempt = legal.find((m) => m.type === 'attempt');
  const end = legal.find((m) => m.type === 'endTurn');
  const t = questTurn(view, seatIndex);
  if (!t || !attempt || !end) return null;
  return t.planner.declare(t.j, t.hand, 1) > t.stop + 1e-9 ? attempt : end;
}

/** Attempt step on a quest: the payment that leaves the best dice, or the re-roll when it is worth more. */
export function questAttempt(view: MiremarshView, legal: readonly Move[]): Move | null {
  if (view.turn.attempt?.source.kind !== 'tile') return null;
  const t = questTurn(view, view.turn.seat);
  return t ? plannedAttempt(view, legal, t) : null;
}
