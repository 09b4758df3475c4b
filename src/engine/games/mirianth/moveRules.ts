/**
 * The move registry: for every move type, the pure rule that checks it and the one that applies it.
 * Exhaustive: a new move type does not compile until both exist.
 */
import type { Move, MoveOf, MoveType, Refusal } from './moves';
import { applyDiscardHeroes, checkDiscardHeroes } from './rules/accommodation';
import { applyAnnounce, applyLock, checkAnnounce, checkLock } from './rules/announce';
import { applyAim, checkAim } from './rules/archers';
import { applyAttach, applySkipAttach, checkAttach } from './rules/attach';
import { applyFight, applyRogue, checkFight, checkRogue } from './rules/battle';
import { applyPick, checkPick } from './rules/concede';
import { applyAccept, applyNoDeal, applyPropose, applyReject, checkAnswer, checkNoDeal, checkPropose } from './rules/deals';
import { applyResolveAttacks, checkResolveAttacks } from './rules/monsterAttack';
import { applyPassPeddler, applyPlayPeddler, checkPlayPeddler } from './rules/peddler';
import { applyResolvePlague, checkResolvePlague } from './rules/plagueEffect';
import { applyInvoke, checkInvoke } from './rules/promises';
import type { GameState, PublicState } from './state';

interface MoveRule<T extends MoveType> {
  check: (s: PublicState, m: MoveOf<T>) => Refusal | null;
  apply: (s: GameState, m: MoveOf<T>) => GameState;
}

const always = (): null => null;

export const MOVE_RULES: { [T in MoveType]: MoveRule<T> } = {
  announce: { check: checkAnnounce, apply: applyAnnounce },
  lock: { check: checkLock, apply: applyLock },
  propose: { check: checkPropose, apply: applyPropose },
  accept: { check: checkAnswer, apply: applyAccept },
  reject: { check: checkAnswer, apply: applyReject },
  noDeal: { check: checkNoDeal, apply: applyNoDeal },
  invokePromise: { check: checkInvoke, apply: applyInvoke },
  pick: { check: checkPick, apply: applyPick },
  playPeddler: { check: checkPlayPeddler, apply: applyPlayPeddler },
  passPeddler: { check: always, apply: applyPassPeddler },
  attach: { check: checkAttach, apply: applyAttach },
  skipAttach: { check: always, apply: applySkipAttach },
  aim: { check: checkAim, apply: applyAim },
  discardHeroes: { check: checkDiscardHeroes, apply: applyDiscardHeroes },
  resolvePlague: { check: checkResolvePlague, apply: applyResolvePlague },
  fight: { check: checkFight, apply: applyFight },
  rogue: { check: checkRogue, apply: applyRogue },
  resolveAttacks: { check: checkResolveAttacks, apply: applyResolveAttacks },
};

// TypeScript cannot correlate `m.type` with the registry entry, hence the widening casts.
export function checkRule(s: PublicState, m: Move): Refusal | null {
  return (MOVE_RULES[m.type].check as (s: PublicState, m: Move) => Refusal | null)(s, m);
}

export function applyRule(s: GameState, m: Move): GameState {
  return (MOVE_RULES[m.type].apply as (s: GameState, m: Move) => GameState)(s, m);
}

/** Every card id a move mentions, to refuse unknown cards with one clear reason. */
export function referencedCards(m: Move): string[] {
  switch (m.type) {
    case 'announce': return m.card === null ? [] : [m.card];
    case 'propose': return [...m.deal.give, ...m.deal.take];
    case 'pick': return [m.card];
    case 'playPeddler': return [m.card];
    case 'attach': return [m.paladin, m.monster];
    case 'aim': return m.aims.flatMap((a) => [a.archer, a.monster]);
    case 'discardHeroes': return m.cards;
    case 'resolvePlague': return [...m.priestesses, ...m.walls, ...m.discard];
    case 'fight': return [m.monster];
    case 'rogue': return [m.rogue, m.monster];
    case 'resolveAttacks': return [...m.priestesses, ...m.walls.map((w) => w.wall), ...m.discard];
    case 'lock': case 'accept': case 'reject': case 'noDeal': case 'invokePromise': case 'passPeddler': case 'skipAttach':
      return [];
  }
}
