/**
 * Spying (book 1.4, R18): while safe, an eye (Gunner: or a sword) peeks at a face-down tile next to
 * the goblin, or at the top monster of a neighbour's level; a double eye does both for one level.
 * The Old Watchtower reaches two steps. Only the spy learns the result.
 */
import { distancesFrom, LEVEL_OF } from '../catalog/board';
import type { MiremarshState, Peek } from '../state';
import { bodyAt } from './location';
import { giftCount, type Pay } from './pay';
import { active } from './seats';
import { spend } from './spend';

export type SpyWhat = 'tile' | 'monster' | 'both';

export function spyRange(state: MiremarshState): number {
  const seat = active(state);
  const haven = state.board[seat.space]?.monster ? null : bodyAt(state, seat.space).haven;
  return haven && 'spyRange' in haven ? 2 : 1;
}

export function spyTargets(state: MiremarshState): string[] {
  const range = spyRange(state);
  const dist = distancesFrom(active(state).space, false);
  return Object.keys(dist).filter((id) => (dist[id] ?? 0) >= 1 && (dist[id] ?? 0) <= range);
}

function monsterLevel(target: string): 1 | 2 | 3 | null {
  const l = LEVEL_OF[target];
  return l === 1 || l === 2 || l === 3 ? l : null;
}

export function canSpy(state: MiremarshState, target: string, what: SpyWhat): boolean {
  if (!spyTargets(state).includes(target)) return false;
  const faceDown = state.board[target]?.faceUp === false;
  if (what === 'tile') return faceDown;
  if (what === 'monster') return monsterLevel(target) !== null;
  return faceDown && monsterLevel(target) !== null;
}

export function spyPower(state: MiremarshState, p: Pay): number {
  const seat = active(state);
  const e = giftCount(state, seat, p, 'E');
  return seat.goblin === 'gunner' ? Math.max(e, giftCount(state, seat, p, 'S')) : e;
}

export function doSpy(state: MiremarshState, target: string, what: SpyWhat, pay: readonly Pay[]): MiremarshState | null {
  const [p] = pay;
  if (pay.length !== 1 || !p || !canSpy(state, target, what)) return null;
  if (spyPower(state, p) < (what === 'both' ? 2 : 1)) return null;
  const result: Peek[] = [];
  const tile = state.board[target]?.tile;
  if (what !== 'monster' && tile) result.push({ kind: 'tile', space: target, tile });
  const level = monsterLevel(target);
  if (what !== 'tile' && level !== null) result.push({ kind: 'monster', level, monster: state.monsters[level][0] ?? null });
  const s = spend(state, pay, []);
  const seat = s.turn.seat;
  return {
    ...s,
    turn: { ...s.turn, extraStep: false },
    reveals: s.reveals + 1,
    peeks: s.peeks.map((list, i) => (i === seat ? [...list, ...result] : list)),
    events: [...s.events, { type: 'spied', seat, target, what, result }],
  };
}
