/** The canonical list of legal moves for a seat, step by step. */
import type { SeatId } from '../../../kit/ids';
import { NEIGHBOURS, SECRET_PATHS } from '../catalog/board';
import { ITEM_TYPES } from '../catalog/dice';
import type { MiremarshMove } from '../moves';
import type { MiremarshState } from '../state';
import { awaiting } from './awaiting';
import { ACTION_CARDS, cardTargets, type ActionCard } from './cards';
import { challengeOf, isMonsterChallenge } from './challenge';
import { leapTargets, placeTargets, stepTargets } from './creature';
import { chainAt, isSafe, tradesAt } from './location';
import { minimalPayments, singleSources, type Pay } from './pay';
import { active } from './seats';
import { canSpy, spyPower, spyTargets, type SpyWhat } from './spy';
import { canTrade } from './trade';
import { canOpeningReroll } from './turn';

const IN_ATTEMPT: readonly ActionCard[] = ['firefly', 'weightedDice'];

function cardMoves(state: MiremarshState, seat: SeatId, allowed: readonly ActionCard[]): MiremarshMove[] {
  const held = active(state).kks;
  return allowed.filter((c) => held.includes(c)).flatMap((card) => cardTargets(state, card).map((target): MiremarshMove => ({ type: 'useCard', seat, card, target })));
}

function actMoves(state: MiremarshState, seat: SeatId): MiremarshMove[] {
  const me = active(state);
  const out: MiremarshMove[] = [{ type: 'endTurn', seat }];
  if (canOpeningReroll(state)) out.push({ type: 'rerollOpening', seat });
  out.push(...cardMoves(state, seat, ACTION_CARDS));
  if (!isSafe(state, me, state.turn.mudShield)) return out;
  const chain = chainAt(state, me.space);
  if (me.progress < chain.challenges.length) out.push({ type: 'attempt', seat });
  const feet = singleSources(state, me, 'F');
  for (const to of NEIGHBOURS[me.space] ?? []) {
    if (state.turn.extraStep) out.push({ type: 'move', seat, to, pay: [] });
    for (const p of feet) out.push({ type: 'move', seat, to, pay: [p] });
  }
  for (const path of SECRET_PATHS) if (path.ends.includes(me.space)) out.push({ type: 'path', seat, path: path.id });
  const eyes: Pay[] = [...singleSources(state, me, 'E'), ...(me.goblin === 'gunner' ? singleSources(state, me, 'S') : [])];
  for (const target of spyTargets(state)) {
    for (const what of ['tile', 'monster', 'both'] as SpyWhat[]) {
      if (!canSpy(state, target, what)) continue;
      const seen = new Set<string>();
      for (const p of eyes) {
        const key = JSON.stringify(p);
        if (seen.has(key) || spyPower(state, p) < (what === 'both' ? 2 : 1)) continue;
        seen.add(key);
        out.push({ type: 'spy', seat, target, what, pay: [p] });
      }
    }
  }
  tradesAt(state, me.space).forEach((_, index) => {
    for (const item of [null, ...ITEM_TYPES]) if (canTrade(state, index, item)) out.push({ type: 'trade', seat, index, item });
  });
  return out;
}

function attemptMoves(state: MiremarshState, seat: SeatId): MiremarshMove[] {
  const a = state.turn.attempt;
  if (!a) return [];
  const me = active(state);
  const out: MiremarshMove[] = [];
  const challenge = challengeOf(state, a.source);
  const monster = isMonsterChallenge(state, a.source);
  challenge?.options.forEach((cost, option) => {
    if (cost.kind === 'tokens') {
      if (me.gold >= cost.gold && me.bones >= cost.bones && me.fish >= cost.fish) out.push({ type: 'pay', seat, option, pay: [] });
      return;
    }
    for (const pay of minimalPayments(state, me, cost, monster)) out.push({ type: 'pay', seat, option, pay });
  });
  if (a.source.kind === 'creature') {
    if (me.kks.includes('marbles')) out.push({ type: 'pay', seat, option: 0, pay: [{ card: 'marbles' }] });
    if (me.spells.includes('mudShield') && !state.turn.used.includes('mudShield')) out.push({ type: 'pay', seat, option: 0, pay: [{ card: 'mudShield' }] });
  }
  if (a.rerolls > 0 && state.turn.dice.length > 0) {
    out.push({ type: 'reroll', seat });
    // Fickle Fortune: the canonical choice keeps every die showing an icon this challenge can use.
    if (me.spells.includes('fickleFortune') && !state.turn.used.includes('fickleFortune') && challenge) {
      const icons = new Set<string>(challenge.options.flatMap((c) => (c.kind === 'icons' ? (['F', 'S', 'E'] as const).filter((k) => c[k] > 0) : c.kind === 'same' ? ['F', 'S', 'E'] : [])));
      const keep = state.turn.dice.flatMap((d, i) => (d.face !== null && (d.face === 'W' || [...d.face].some((f) => icons.has(f))) ? [i] : []));
      if (keep.length > 0 && keep.length < state.turn.dice.length) out.push({ type: 'reroll', seat, keep });
    }
  }
  if (out.length === 0 || out.every((m) => m.type === 'reroll')) out.push({ type: 'giveUp', seat });
  out.push(...cardMoves(state, seat, IN_ATTEMPT));
  return out;
}

export function legalMoves(state: MiremarshState, seat: SeatId): MiremarshMove[] {
  if (!awaiting(state).includes(seat)) return [];
  switch (state.step) {
    case 'over': return [];
    case 'respawn': {
      const out: MiremarshMove[] = [{ type: 'respawn', seat, at: 'warren' }];
      if (active(state).fish >= 1) out.push({ type: 'respawn', seat, at: 'death' });
      return out;
    }
    case 'act': return actMoves(state, seat);
    case 'attempt': return attemptMoves(state, seat);
    case 'pickItem': return ITEM_TYPES.filter((i) => state.supply.items[i] > 0).map((item) => ({ type: 'pickItem', seat, item }));
    case 'sneak': return [{ type: 'sneak', seat, enter: true }, { type: 'sneak', seat, enter: false }];
    case 'placeCreature': return placeTargets(state).map((to) => ({ type: 'placeCreature', seat, to }));
    case 'stepCreature': return [
      ...stepTargets(state).map((to): MiremarshMove => ({ type: 'stepCreature', seat, to, leap: false })),
      ...leapTargets(state).map((to): MiremarshMove => ({ type: 'stepCreature', seat, to, leap: true })),
    ];
    case 'bribeOffer': return [{ type: 'bribe', seat, offer: true }, { type: 'bribe', seat, offer: false }];
    case 'bribeAnswer': return [{ type: 'answerBribe', seat, accept: true }, { type: 'answerBribe', seat, accept: false }];
  }
}
