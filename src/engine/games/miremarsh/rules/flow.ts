/**
 * The questions the Miremarsh statechart asks between decisions, in the book's order (R4–R7), and
 * the small automatic steps it runs (a lost item choice, a solo creature move, a lost swirl, a
 * forced challenge start). The chart (`machine.ts`) decides their order; each function does one thing.
 */
import { LURK } from '../catalog/board';
import { ITEM_TYPES } from '../catalog/dice';
import type { MiremarshState, Step } from '../state';
import { startAttempt } from './attempt';
import { leapTargets, placeTargets, stepTargets } from './creature';
import { chainAt } from './location';
import { active, isSolo } from './seats';

/** The game rests at `step` (the same object when it already does). */
export const rest = (s: MiremarshState, step: Step): MiremarshState => (s.step === step ? s : { ...s, step });

export const isOver = (s: MiremarshState): boolean => s.step === 'over';
/** Items won and not yet taken (the goblin still alive)... */
const itemsOwed = (s: MiremarshState): boolean => s.turn.itemChoices > 0 && !s.turn.died;
/** ...with some left in the supply to pick from. */
export const itemsToPick = (s: MiremarshState): boolean => itemsOwed(s) && ITEM_TYPES.some((i) => s.supply.items[i] > 0);
/** Owed items with an empty supply are lost. */
export const itemsLost = (s: MiremarshState): boolean => itemsOwed(s);
export const dropItemChoices = (s: MiremarshState): MiremarshState => ({ ...s, turn: { ...s.turn, itemChoices: 0 } });
export const sneaking = (s: MiremarshState): boolean => s.turn.sneakTo !== null;
export const challenged = (s: MiremarshState): boolean => s.turn.attempt !== null;
export const swirling = (s: MiremarshState): boolean => s.turn.swirls > 0;
export const turnOver = (s: MiremarshState): boolean => s.turn.died || s.turn.endNow;
export const notStarted = (s: MiremarshState): boolean => !s.turn.started;
export const respawnDue = (s: MiremarshState): boolean => active(s).respawnAt !== null;

// The creature's swirls: the solo creature moves itself; with nowhere to go a swirl is lost.
export const soloCreature = isSolo;
const creatureOptions = (s: MiremarshState): string[] => (s.creature !== LURK ? [...stepTargets(s), ...leapTargets(s)] : placeTargets(s));
export const creatureStuck = (s: MiremarshState): boolean => creatureOptions(s).length === 0;
export const creatureOnBoard = (s: MiremarshState): boolean => s.creature !== LURK;
export const loseSwirl = (s: MiremarshState): MiremarshState => ({ ...s, turn: { ...s.turn, swirls: s.turn.swirls - 1 } });

// Challenges that start by themselves: the creature on the goblin's space, a compulsory challenge.
export const creatureHere = (s: MiremarshState): boolean => s.creature === active(s).space && !s.turn.mudShield;
export const creatureChallenge = (s: MiremarshState): MiremarshState => startAttempt(s, { kind: 'creature' });
export function compulsory(s: MiremarshState): boolean {
  const seat = active(s);
  return seat.mustRetry || seat.progress < chainAt(s, seat.space).compulsory;
}
export const tileChallenge = (s: MiremarshState): MiremarshState => startAttempt(s, { kind: 'tile' });

/** A bribe window: offers still to ask, or the active seat to answer them. */
export const bribeOffers = (s: MiremarshState): boolean => s.turn.bribe !== null && s.turn.bribe.asked.length > 0;
export const bribeAnswer = (s: MiremarshState): boolean => s.turn.bribe !== null;
