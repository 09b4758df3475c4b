import { describe, expect, it } from 'vitest';
import { playerView, seatId, type SeatId } from '../../src/engine/games/mirianth';
import { placeCards } from '../../src/renderer/games/mirianth/table/layout/placeCards';
import { cardHeight, computeLayout, tableArea, type Rect } from '../../src/renderer/games/mirianth/table/layout/tableLayout';
import { playedGame } from './fixtures';

const SIZES = [[980, 674], [1620, 1034], [700, 554], [1200, 900]] as const;

const overlap = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const inside = (r: Rect, box: Rect, slack = 0.5) =>
  r.x >= box.x - slack && r.y >= box.y - slack && r.x + r.w <= box.x + box.w + slack && r.y + r.h <= box.y + box.h + slack;

describe('table layout', () => {
  for (const players of [2, 3, 4]) {
    for (const [w, h] of SIZES) {
      it(`${players} seats at ${w}x${h}: areas fit the table, never overlap, and the viewer sits at the bottom`, () => {
        for (let viewer = 0; viewer < players; viewer++) {
          const layout = computeLayout(w, h, players, seatId(viewer));
          const area = tableArea(w, h);
          expect(layout.seats.map((s) => s.seat).sort()).toEqual(Array.from({ length: players }, (_, i) => i));
          expect(layout.seats[0]).toMatchObject({ seat: viewer, side: 'bottom' });
          for (const s of layout.seats) {
            expect(inside(s.rect, area), `seat ${s.seat} ${JSON.stringify(s.rect)}`).toBe(true);
            expect(overlap(s.rect, layout.center.rect)).toBe(false);
            for (const zone of Object.values(s.zones)) expect(inside(zone, s.rect, 1)).toBe(true);
          }
          for (const a of layout.seats) for (const b of layout.seats) if (a !== b) expect(overlap(a.rect, b.rect)).toBe(false);
          // The reveal row and the decks stay inside the centre.
          const c = layout.center;
          const ch = cardHeight(c.card);
          for (let i = 0; i < players; i++) {
            const p = c.reveal(i, players);
            expect(inside({ x: p.x - c.card / 2, y: p.y - ch / 2, w: c.card, h: ch }, c.rect, 1)).toBe(true);
          }
        }
      });
    }
  }

  it('seats follow clockwise from the viewer: left, then top, then right', () => {
    const layout = computeLayout(980, 674, 4, seatId(2));
    expect(layout.seats.map((s) => [s.seat, s.side])).toEqual([[2, 'bottom'], [3, 'left'], [0, 'top'], [1, 'right']]);
  });
});

describe('card placements', () => {
  const steps = playedGame(4);
  it('place every visible card once, inside the table, at every step of a game', () => {
    for (const { state } of steps) {
      const view = playerView(state, seatId(0));
      const layout = computeLayout(980, 674, 4, seatId(1));
      const placed = placeCards(view, layout);
      for (const p of view.players) {
        for (const id of [p.kingdom, ...p.faction, ...p.defeated]) expect(placed.has(id), `${id} at ${state.step}`).toBe(true);
      }
      for (const p of placed.values()) {
        expect(p.x - p.w / 2).toBeGreaterThanOrEqual(0);
        expect(p.x + p.w / 2).toBeLessThanOrEqual(980);
        expect(p.y - cardHeight(p.w) / 2).toBeGreaterThanOrEqual(0);
        expect(p.y + cardHeight(p.w) / 2).toBeLessThanOrEqual(674);
      }
    }
  });

  it('tucks attached paladins under their monster, peeking out above it', () => {
    const withAttachment = steps.map((s) => s.state).find((s) => s.players.some((p) => p.attachments.length > 0));
    expect(withAttachment).toBeDefined();
    if (!withAttachment) return;
    const placed = placeCards(playerView(withAttachment, null), computeLayout(980, 674, 4, seatId(0)));
    for (const p of withAttachment.players) {
      for (const a of p.attachments) {
        const paladin = placed.get(a.paladin);
        const monster = placed.get(a.monster);
        expect(paladin && monster).toBeTruthy();
        if (!paladin || !monster) continue;
        expect(paladin.z).toBeLessThan(monster.z);
        expect(paladin.y).toBeLessThan(monster.y);
        expect(Math.abs(paladin.x - monster.x)).toBeLessThan(monster.w / 2);
      }
    }
  });

  it('keeps revealed cards on the row until someone takes them', () => {
    const announcing = steps.map((s) => s.state).find((s) => s.step === 'announcing');
    expect(announcing?.round).toBeTruthy();
    if (!announcing?.round) return;
    const placed = placeCards(playerView(announcing, null), computeLayout(980, 674, 4, 0 as SeatId));
    for (const id of announcing.round.revealed) expect(placed.get(id)?.zone).toBe('reveal');
  });
});
