/** Rolling and taking dice: every face comes from the state's own seeded generator (R22). */
import { randomInt } from '../../../kit/random';
import { DICE_IN_BOX, DIE_FACES, ITEM_DIE } from '../catalog/dice';
import { goblinDef } from '../catalog/goblins';
import type { DieColour } from '../catalog/types';
import type { Die, MiremarshEvent, MiremarshState } from '../state';
import { bodyAt } from './location';

export function rollFace(state: MiremarshState, colour: DieColour): { state: MiremarshState; die: Die } {
  const r = randomInt(state.rng, 0, 5);
  const face = DIE_FACES[colour][r.value] ?? '-';
  return { state: { ...state, rng: r.rng }, die: { colour, face, fromItem: false } };
}

/**
 * Rolls the held dice (all of them, or the unspent ones at a re-roll); swirls are spent at once and
 * queued (R5). Tentacle Pact turns one swirl into a wild; Calm Waters re-rolls one swirl, once a turn.
 */
export function rollHeld(state: MiremarshState, why: 'turn' | 'reroll' | 'opening' | 'extra', only?: (d: Die, i: number) => boolean): MiremarshState {
  let s = state;
  const seat = s.turn.seat;
  const holder = s.seats[seat];
  const dice: Die[] = [];
  for (const [i, d] of s.turn.dice.entries()) {
    if (only && !only(d, i)) { dice.push(d); continue; }
    const r = rollFace(s, d.colour);
    s = r.state;
    dice.push({ ...r.die, fromItem: d.fromItem });
  }
  const used = [...s.turn.used];
  if (holder?.spells.includes('calmWaters') && !used.includes('calmWaters')) {
    const i = dice.findIndex((d) => d.face === 'X');
    const d = dice[i];
    if (d) {
      const r = rollFace(s, d.colour);
      s = r.state;
      dice[i] = { ...r.die, fromItem: d.fromItem };
      used.push('calmWaters');
    }
  }
  if (holder?.spells.includes('tentaclePact') && !used.includes('tentaclePact')) {
    const i = dice.findIndex((d) => d.face === 'X');
    const d = dice[i];
    if (d) {
      dice[i] = { ...d, face: 'W' };
      used.push('tentaclePact');
    }
  }
  const swirls = dice.filter((d) => d.face === 'X').length;
  const events: MiremarshEvent[] = [{ type: 'diceRolled', seat, dice, why }];
  if (swirls > 0) events.push({ type: 'swirl', seat, count: swirls });
  return {
    ...s,
    turn: { ...s.turn, used, dice: dice.filter((d) => d.face !== 'X'), swirls: s.turn.swirls + swirls, swirlsTogether: s.turn.swirlsTogether || swirls >= 2 },
    events: [...s.events, ...events],
  };
}

/** Adds one die of a colour if the box still has one (R4 caps). */
export function addDie(dice: readonly Die[], colour: DieColour, fromItem: boolean): Die[] {
  const held = dice.filter((d) => d.colour === colour).length;
  return held >= DICE_IN_BOX[colour] ? [...dice] : [...dice, { colour, face: null, fromItem }];
}

/** Dice for the start of a turn: card, items (also those pets carry), the haven stood on (R4). */
export function takeDice(state: MiremarshState): Die[] {
  const seat = state.seats[state.turn.seat];
  if (!seat?.goblin) return [];
  const def = goblinDef(seat.goblin);
  let dice: Die[] = [];
  for (const colour of ['G', 'Y', 'K', 'U'] as const) for (let i = 0; i < def.dice[colour]; i++) dice = addDie(dice, colour, false);
  for (const item of seat.items) dice = addDie(dice, ITEM_DIE[item], true);
  const haven = state.board[seat.space]?.monster ? null : bodyAt(state, seat.space).haven;
  if (haven && 'die' in haven) dice = addDie(dice, haven.die, false);
  return dice;
}

/** A way to move without dice: a free F, FF or W on a card (R13). */
export function hasCardMove(state: MiremarshState): boolean {
  const seat = state.seats[state.turn.seat];
  if (!seat) return false;
  if (seat.goblin === 'gulper' && seat.fish > 0) return true;
  const ids = [...seat.pets, ...seat.spells, ...seat.kks];
  return ids.some((id) => ['bogToad', 'snifferBoar', 'tameWisp', 'skitter', 'chaosHex', 'swampStep', 'cheese', 'wind'].includes(id));
}

export function diceCanMove(dice: readonly Die[]): boolean {
  return dice.some((d) => d.face === 'F' || d.face === 'FS' || d.face === 'FE' || d.face === 'W');
}
