/**
 * Attempting a challenge (R7): declare, optionally re-roll the remaining dice (once; Hunter twice on
 * monsters), choose an 'or' option, pay. Paid: its reward and the next challenge; not paid: death,
 * unless a Lucky Frog Bone saves the goblin.
 */
import { seatId } from '../../../kit/ids';
import { WARREN, LURK, SECRET_PATHS } from '../catalog/board';
import type { AttemptSource, MiremarshState } from '../state';
import { addDie, rollHeld } from './dice';
import { enterSpace } from './enter';
import { gainAll, updateSeat } from './gain';
import { chainAt, isQuest } from './location';
import { challengeOf, isMonsterChallenge } from './challenge';
import { killGoblin } from './death';
import { checkPay, type Pay } from './pay';
import { active } from './seats';
import { spend } from './spend';
import { completeQuest } from './end';

export function startAttempt(state: MiremarshState, source: AttemptSource): MiremarshState {
  const seat = active(state);
  const rerolls = seat.goblin === 'hunter' && isMonsterChallenge(state, source) ? 2 : 1;
  let s: MiremarshState = {
    ...state,
    turn: { ...state.turn, attempt: { source, rerolls }, extraStep: false, opening: false },
    events: [...state.events, { type: 'challengeStarted', seat: state.turn.seat, space: seat.space, source: source.kind, index: source.kind === 'tile' ? seat.progress : 0 }],
  };
  // Poker rolls one extra black die as the creature challenge starts (book).
  if (source.kind === 'creature' && seat.goblin === 'poker') {
    const before = s.turn.dice.length;
    s = { ...s, turn: { ...s.turn, dice: addDie(s.turn.dice, 'K', false) } };
    if (s.turn.dice.length > before) s = rollHeld(s, 'extra', (_d, i) => i === before);
  }
  return s;
}

/** Re-rolls every remaining die, or (Fickle Fortune, once a turn) all but the kept ones. */
export function reroll(state: MiremarshState, keep: readonly number[] = []): MiremarshState | null {
  const a = state.turn.attempt;
  if (!a) return null;
  const fickle = keep.length > 0;
  if (fickle && (!active(state).spells.includes('fickleFortune') || state.turn.used.includes('fickleFortune'))) return null;
  if (keep.some((i) => i >= state.turn.dice.length) || new Set(keep).size !== keep.length) return null;
  const used = fickle ? [...state.turn.used, 'fickleFortune'] : state.turn.used;
  const next = { ...state, turn: { ...state.turn, used, attempt: { ...a, rerolls: a.rerolls - 1 } } };
  return rollHeld(next, 'reroll', fickle ? (_d, i) => !keep.includes(i) : undefined);
}

function succeedTile(state: MiremarshState): MiremarshState {
  const seat = active(state);
  const chain = chainAt(state, seat.space);
  const progress = seat.progress + 1;
  let s = updateSeat(state, state.turn.seat, (x) => ({ ...x, progress, mustRetry: false }));
  if (progress < chain.challenges.length) return s;
  if (chain.monster) {
    const here = s.board[seat.space];
    if (here) s = { ...s, board: { ...s.board, [seat.space]: { ...here, monster: null } } };
    // The underside starts fresh for everyone standing here (R10).
    s = { ...s, seats: s.seats.map((x) => (x.space === seat.space ? { ...x, progress: 0 } : x)) };
    s = { ...s, events: [...s.events, { type: 'monsterSlain', seat: s.turn.seat, space: seat.space, monster: chain.monster }] };
    return gainAll(s, state.turn.seat, chain.reward);
  }
  s = gainAll(s, state.turn.seat, chain.reward.filter((r) => r.kind !== 'win'));
  return isQuest(s, seat.space) ? completeQuest(s, seat.space) : s;
}

export function payChallenge(state: MiremarshState, option: number, pay: readonly Pay[]): MiremarshState | null {
  const a = state.turn.attempt;
  if (!a) return null;
  const seat = active(state);
  const challenge = challengeOf(state, a.source);
  const cost = challenge?.options[option];
  if (!cost) return null;
  let s: MiremarshState;
  if (a.source.kind === 'creature' && pay.length === 1 && pay[0] && 'card' in pay[0] && (pay[0].card === 'marbles' || pay[0].card === 'mudShield')) {
    const card = pay[0].card;
    const held = card === 'marbles' ? seat.kks.includes(card) : seat.spells.includes(card) && !state.turn.used.includes(card);
    if (!held) return null;
    s = spend(state, pay, []);
    s = { ...s, turn: { ...s.turn, attempt: null, mudShield: s.turn.mudShield || card === 'mudShield' } };
    return card === 'marbles' ? defeatCreature(s) : s;
  }
  if (cost.kind === 'tokens') {
    if (pay.length > 0 || seat.gold < cost.gold || seat.bones < cost.bones || seat.fish < cost.fish) return null;
    s = updateSeat(state, state.turn.seat, (x) => ({ ...x, gold: x.gold - cost.gold, bones: x.bones - cost.bones, fish: x.fish - cost.fish }));
    s = { ...s, supply: { ...s.supply, gold: s.supply.gold + cost.gold, bones: s.supply.bones + cost.bones } };
  } else {
    const check = checkPay(state, seat, pay, cost, isMonsterChallenge(state, a.source));
    if (!check.ok) return null;
    s = spend(state, pay, check.mods);
  }
  s = { ...s, turn: { ...s.turn, attempt: null }, events: [...s.events, { type: 'challengePaid', seat: s.turn.seat, option }] };
  if (a.source.kind === 'tile') return succeedTile(s);
  if (a.source.kind === 'path') {
    const path = SECRET_PATHS.find((p) => p.id === (a.source.kind === 'path' ? a.source.path : ''));
    const to = path ? (path.ends[0] === seat.space ? path.ends[1] : path.ends[0]) : seat.space;
    return enterSpace(s, to, 'path');
  }
  if (option === 0) return defeatCreature(s);
  s = { ...s, events: [...s.events, { type: 'goblinRan', seat: s.turn.seat }] };
  return enterSpace(s, WARREN, 'run');
}

function defeatCreature(state: MiremarshState): MiremarshState {
  let s: MiremarshState = { ...state, creature: LURK, events: [...state.events, { type: 'creatureDefeated', seat: state.turn.seat }] };
  if (state.options.creature === 'chief') s = gainAll(s, s.turn.seat, [{ kind: 'gold', n: 1 }]);
  return s;
}

/** The challenge was not paid: death, or the Lucky Frog Bone's reprieve (turn ends, retry next turn). */
export function failChallenge(state: MiremarshState): MiremarshState {
  const a = state.turn.attempt;
  const seat = active(state);
  const index = state.turn.seat;
  if (a && seat.kks.includes('frogBone')) {
    let s = updateSeat(state, index, (x) => ({ ...x, kks: x.kks.filter((k) => k !== 'frogBone'), mustRetry: a.source.kind === 'tile' }));
    s = { ...s, piles: { ...s.piles, kk: [...s.piles.kk, 'frogBone'] }, turn: { ...s.turn, attempt: null, endNow: true, dice: [] } };
    return { ...s, events: [...s.events, { type: 'frogBoneSaved', seat: seatId(index) }] };
  }
  return killGoblin({ ...state, turn: { ...state.turn, attempt: null } }, index, true);
}
