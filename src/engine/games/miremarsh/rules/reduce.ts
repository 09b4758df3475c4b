/** One move's own rule (the chart then runs what follows); null when the rule refuses it. */
import { SECRET_PATHS } from '../catalog/board';
import type { MiremarshMove } from '../moves';
import type { MiremarshState } from '../state';
import { failChallenge, payChallenge, reroll, startAttempt } from './attempt';
import { awaiting } from './awaiting';
import { answerBribe, bribeWindow, offerBribe } from './bribe';
import { ACTION_CARDS, pickItem, useCard } from './cards';
import { leapTargets, moveCreature, placeTargets, stepTargets } from './creature';
import { chainAt, isSafe } from './location';
import { doMove, doSneak } from './move';
import { active } from './seats';
import { doSpy } from './spy';
import { doTrade } from './trade';
import { canOpeningReroll, endTurn, openingReroll, respawn } from './turn';

const isAction = (c: string): c is (typeof ACTION_CARDS)[number] => (ACTION_CARDS as readonly string[]).includes(c);

function safeHere(state: MiremarshState): boolean {
  return isSafe(state, active(state), state.turn.mudShield);
}

function step(state: MiremarshState, move: MiremarshMove): MiremarshState | null {
  const s = state;
  switch (move.type) {
    case 'respawn': return s.step === 'respawn' ? respawn(s, move.at === 'death') : null;
    case 'rerollOpening': return s.step === 'act' && canOpeningReroll(s) ? openingReroll(s) : null;
    case 'move': return s.step === 'act' && safeHere(s) ? doMove(s, move.to, move.pay) : null;
    case 'path': {
      const path = SECRET_PATHS.find((p) => p.id === move.path);
      if (s.step !== 'act' || !safeHere(s) || !path?.ends.includes(active(s).space)) return null;
      return startAttempt(s, { kind: 'path', path: move.path });
    }
    case 'spy': return s.step === 'act' && safeHere(s) ? doSpy(s, move.target, move.what, move.pay) : null;
    case 'attempt': {
      const me = active(s);
      if (s.step !== 'act' || !safeHere(s) || me.progress >= chainAt(s, me.space).challenges.length) return null;
      return startAttempt(s, { kind: 'tile' });
    }
    case 'reroll': return s.step === 'attempt' && (s.turn.attempt?.rerolls ?? 0) > 0 && s.turn.dice.length > 0 ? reroll(s, move.keep) : null;
    case 'pay': return s.step === 'attempt' ? payChallenge(s, move.option, move.pay) : null;
    case 'giveUp': return s.step === 'attempt' ? failChallenge(s) : null;
    case 'trade': return s.step === 'act' && safeHere(s) ? doTrade(s, move.index, move.item) : null;
    case 'useCard':
      if (!isAction(move.card) || (s.step !== 'act' && !(s.step === 'attempt' && (move.card === 'firefly' || move.card === 'weightedDice')))) return null;
      return useCard(s, move.card, move.target);
    case 'pickItem': return s.step === 'pickItem' ? pickItem(s, move.item) : null;
    case 'sneak': return s.step === 'sneak' ? doSneak(s, move.enter) : null;
    case 'endTurn': {
      if (s.step !== 'act') return null;
      return bribeWindow(s) ?? endTurn(s);
    }
    case 'placeCreature': return s.step === 'placeCreature' && placeTargets(s).includes(move.to) ? moveCreature(s, move.to, move.seat, 1) : null;
    case 'stepCreature': {
      if (s.step !== 'stepCreature') return null;
      const ok = move.leap ? leapTargets(s).includes(move.to) : stepTargets(s).includes(move.to);
      return ok ? moveCreature(s, move.to, move.seat, move.leap ? 2 : 1) : null;
    }
    case 'bribe': return s.step === 'bribeOffer' ? offerBribe(s, move.seat, move.offer) : null;
    case 'answerBribe': return s.step === 'bribeAnswer' ? answerBribe(s, move.accept) : null;
  }
}

/** The move's rule for an awaited seat, on a fresh event list; null when refused. Nothing after it runs here. */
export function moveRule(state: MiremarshState, move: MiremarshMove): MiremarshState | null {
  if (state.step === 'over' || !awaiting(state).includes(move.seat)) return null;
  return step({ ...state, events: [] }, move);
}
