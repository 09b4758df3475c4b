/**
 * Wire probe for Nains: a seat's view and every event as that seat receives it must never carry
 * another seat's unrevealed bid, nor the order of a deck. Proved by indistinguishability: changing
 * what a seat must not know (another seat's face-down coins, the deck order) leaves its view equal.
 */
import { describe, expect, it } from 'vitest';
import { kitRng, pick, type Rng } from '../../../../src/ai/kit/rng';
import { seatId, type SeatId } from '../../../../src/engine/kit/ids';
import { nainsModule as G } from '../../../../src/engine/games/nains/module';
import { applyNains } from '../../../../src/engine/games/nains/rules/apply';
import { bidOptions } from '../../../../src/engine/games/nains/rules/legal';
import { shuffle } from '../../../../src/engine/kit/random';
import type { Coin, NainsEvent, NainsState } from '../../../../src/engine/games/nains/types';

function rotate<T>(xs: readonly T[]): T[] {
  return xs.length < 2 ? xs.slice() : [...xs.slice(1), xs[0] as T];
}

/** The same position with `other`'s hidden coins placed differently (same coins, face-down slots permuted). */
function reshuffleHidden(s: NainsState, other: SeatId): NainsState | null {
  if (s.bids) {
    const at = s.bids.seats.indexOf(other);
    const mine = s.bids.values[at];
    if (!mine) return null;
    const hand = s.players[other]?.coins ?? [];
    const alt = bidOptions(hand).find((b) => b.join() !== mine.join());
    if (!alt) return null;
    return { ...s, bids: { ...s.bids, values: s.bids.values.map((v, i) => (i === at ? alt : v)) } };
  }
  const p = s.placed?.[other];
  if (!p) return null;
  const hidden: Coin[] = [...p.taverns.slice(s.revealed), ...p.pouch];
  const moved = rotate(hidden);
  if (moved.join() === hidden.join()) return null;
  const taverns = [...p.taverns.slice(0, s.revealed), ...moved.slice(0, 3 - s.revealed)];
  const pouch = moved.slice(3 - s.revealed);
  return { ...s, placed: (s.placed ?? []).map((x, i) => (i === other ? { taverns, pouch } : x)) };
}

function probe(s: NainsState, events: readonly NainsEvent[], rng: Rng, stats: { views: number; altered: number }): void {
  const lords = s.players.length;
  for (let v = -1; v < lords; v++) {
    const viewer = v < 0 ? null : seatId(v);
    const view = G.view(s, viewer);
    const text = JSON.stringify(view);
    expect(text).not.toMatch(/"rng"/);
    stats.views++;
    for (let o = 0; o < lords; o++) {
      if (o === v) continue;
      const alt = reshuffleHidden(s, seatId(o));
      if (alt) {
        stats.altered++;
        expect(JSON.stringify(G.view(alt, viewer))).toBe(text);
      }
      for (const e of events) {
        const seen = G.audience(e, viewer);
        if (e.type === 'bidPlaced' && e.seat === o) expect(seen).toMatchObject({ taverns: null });
        if (e.type === 'svaraLooked' && e.seat === o) expect(seen).toMatchObject({ cards: null });
      }
    }
    const d1 = shuffle([rng.next(), 1, 2, 3], s.decks.era1).items;
    const d2 = shuffle([rng.next(), 3, 2, 1], s.decks.era2).items;
    expect(JSON.stringify(G.view({ ...s, decks: { era1: d1, era2: d2 } }, viewer))).toBe(text);
  }
}

describe('Nains wire probe', () => {
  it('views and events never show another seat\'s face-down coins or a deck order, over whole random games', () => {
    const rng = kitRng(31);
    const stats = { views: 0, altered: 0 };
    for (let g = 0; g < 24; g++) {
      let s = G.create({ seed: 300 + g, players: Array.from({ length: 2 + (g % 4) }, (_, i) => ({ name: `L${i}` })) }).state;
      probe(s, s.events, rng, stats);
      while (!G.ctx(s).over) {
        const seat = G.ctx(s).awaiting[0] ?? seatId(0);
        const move = pick(rng, G.legalMoves(s, seat));
        if (!move) throw new Error('no move');
        s = applyNains(s, move);
        probe(s, s.events, rng, stats);
      }
    }
    expect(stats.altered).toBeGreaterThan(1000);
  }, 120_000);

  it('the probe itself flags a view that leaked a bid', () => {
    let s = G.create({ seed: 1, players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] }).state;
    s = applyNains(s, { type: 'bid', seat: seatId(1), taverns: ['b6', 'b4', 'b3'] });
    const alt = reshuffleHidden(s, seatId(1));
    if (!alt) throw new Error('no alternative');
    // The full state differs, so a view that showed it would fail the probe.
    expect(JSON.stringify(alt)).not.toBe(JSON.stringify(s));
    expect(JSON.stringify(G.view(alt, seatId(0)))).toBe(JSON.stringify(G.view(s, seatId(0))));
    expect(JSON.stringify(G.view(alt, seatId(1)))).not.toBe(JSON.stringify(G.view(s, seatId(1))));
  });
});
