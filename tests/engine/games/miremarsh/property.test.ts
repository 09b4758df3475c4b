/**
 * Property tests over thousands of random games (random legal moves from module.legalMoves, 1–5
 * players, all options): no game gets stuck, coins, bones and item tokens are conserved, no seat
 * holds more dice than the box has, fish never go negative, and no view leaks another seat's peek
 * or a face-down tile.
 */
import { describe, expect, it } from 'vitest';
import { kitRng, pick } from '../../../../src/ai/kit/rng';
import { seatId } from '../../../../src/engine/kit/ids';
import { DICE_IN_BOX, ITEM_TYPES } from '../../../../src/engine/games/miremarsh/catalog/dice';
import type { MiremarshState } from '../../../../src/engine/games/miremarsh/state';
import { m } from './support';

const GAMES = Number(process.env.MIREMARSH_PROPERTY_GAMES ?? 2000);

function tokens(s: MiremarshState) {
  const drops = Object.values(s.board).map((b) => b.drops);
  const gold = s.supply.gold + s.seats.reduce((a, x) => a + x.gold, 0) + drops.reduce((a, d) => a + d.gold, 0);
  const bones = s.supply.bones + s.seats.reduce((a, x) => a + x.bones, 0) + drops.reduce((a, d) => a + d.bones, 0);
  const items = ITEM_TYPES.map((t) => s.supply.items[t] + s.seats.reduce((a, x) => a + x.items.filter((i) => i === t).length, 0) + drops.reduce((a, d) => a + d.items.filter((i) => i === t).length, 0));
  return { gold, bones, items };
}

/** Plain checks (an expect per move would dominate the run); a broken one throws with the reason. */
function check(s: MiremarshState, where: string): void {
  const t = tokens(s);
  if (t.gold !== 20 || t.bones !== 9 || t.items.some((n) => n !== 10)) throw new Error(`${where}: tokens ${JSON.stringify(t)}`);
  for (const c of ['G', 'Y', 'K', 'U'] as const) {
    if (s.turn.dice.filter((d) => d.colour === c).length > DICE_IN_BOX[c]) throw new Error(`${where}: too many ${c} dice`);
  }
  if (s.seats.some((x) => x.fish < 0)) throw new Error(`${where}: negative fish`);
  const cards = s.piles.pet.length + s.piles.spell.length + s.piles.kk.length + s.seats.reduce((a, x) => a + x.pets.length + x.spells.length + x.kks.length, 0);
  if (cards !== 32) throw new Error(`${where}: ${cards} cards`);
}

function checkViews(s: MiremarshState): void {
  for (let v = 0; v < s.seats.length; v++) {
    const view = m.view(s, seatId(v));
    view.peeks.forEach((p, j) => {
      if (j !== v) expect(p).toEqual([]);
    });
    for (const b of Object.values(view.board)) if (!b.faceUp) expect(b.tile).toBeNull();
    expect(view.rng).toEqual([]);
  }
  for (const e of s.events) {
    if (e.type !== 'spied') continue;
    for (let v = 0; v < s.seats.length; v++) {
      const seen = m.audience(e, seatId(v));
      if (v !== e.seat) expect(seen).toMatchObject({ result: null });
    }
  }
}

describe('random games', () => {
  it(`${GAMES} random games of 1–5 players end, conserve tokens and dice, and never leak a peek`, () => {
    const rng = kitRng(99);
    let moves = 0;
    for (let g = 0; g < GAMES; g++) {
      const players = 1 + (g % 5);
      const options = { creature: g % 3 === 0 ? ('chief' as const) : ('grabby' as const), bribes: g % 2 === 1 };
      let s = m.create({ seed: g * 7919 + 1, players: Array.from({ length: players }, (_, i) => ({ name: `P${i}` })), options }).state;
      check(s, `game ${g} setup`);
      let n = 0;
      while (!m.ctx(s).over) {
        const seat = m.ctx(s).awaiting[0];
        if (seat === undefined) throw new Error(`game ${g}: nobody awaited at ${s.step}`);
        const move = pick(rng, m.legalMoves(s, seat));
        if (!move) throw new Error(`game ${g}: stuck at ${s.step}`);
        const r = m.apply(s, move);
        if (!r.ok) throw new Error(`game ${g}: ${JSON.stringify(move)} refused: ${r.refusal.message}`);
        s = r.state;
        check(s, `game ${g} move ${n}`);
        if (g % 10 === 0) checkViews(s);
        n++;
        if (n > 20_000) throw new Error(`game ${g}: too long`);
      }
      moves += n;
    }
    expect(moves).toBeGreaterThan(GAMES);
  }, 600_000);
});
