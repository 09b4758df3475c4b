/** What stands on a space now: its rules body, or the monster on it, and the challenge list (R8). */
import { FIXED_HEXES, WARREN } from '../catalog/board';
import { monsterDef } from '../catalog/monsters';
import { tileDef, WARREN_BODY } from '../catalog/tiles';
import type { Challenge, Reward, TileBody } from '../catalog/types';
import type { MiremarshState, SeatState } from '../state';

const FIXED_ID: Readonly<Record<string, string>> = FIXED_HEXES;

/** The printed rules of a space (a lair's underside), ignoring any monster. */
export function bodyAt(state: MiremarshState, space: string): TileBody {
  if (space === WARREN) return WARREN_BODY;
  const fixed = FIXED_ID[space];
  if (fixed !== undefined) return tileDef(fixed).body;
  const tile = state.board[space]?.tile;
  return tile ? tileDef(tile).body : WARREN_BODY;
}

export interface Chain { compulsory: number; challenges: Challenge[]; reward: Reward[]; monster: string | null }

/** The challenges a goblin faces on a space, in order: the monster's while one is there. */
export function chainAt(state: MiremarshState, space: string): Chain {
  const monster = state.board[space]?.monster ?? null;
  if (monster) {
    const m = monsterDef(monster);
    return { compulsory: m.compulsory.length, challenges: [...m.compulsory, ...m.optional], reward: m.slayReward, monster };
  }
  const b = bodyAt(state, space);
  return { compulsory: b.compulsory.length, challenges: [...b.compulsory, ...b.optional], reward: b.reward, monster: null };
}

export function isQuest(state: MiremarshState, space: string): boolean {
  return bodyAt(state, space).kind === 'quest';
}

/** Safe (R8): every compulsory challenge done this visit and no creature here (Mud Shield aside). */
export function isSafe(state: MiremarshState, seat: SeatState, mudShield: boolean): boolean {
  if (seat.mustRetry) return false;
  const chain = chainAt(state, seat.space);
  if (seat.progress < chain.compulsory) return false;
  return state.creature !== seat.space || mudShield;
}

export function tradesAt(state: MiremarshState, space: string) {
  if (state.board[space]?.monster) return [];
  return bodyAt(state, space).trades;
}
