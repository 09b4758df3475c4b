/** Crowded zones stack alike cards with a count, plague stacks show their total, tucked paladins their attack. */
import { describe, expect, it } from 'vitest';
import { playerView, type CardId, type GameState } from '../../src/engine/games/mirianth';
import { computeLayout } from '../../src/renderer/games/mirianth/table/layout/tableLayout';
import { placeCards } from '../../src/renderer/games/mirianth/table/layout/placeCards';
import { playedGame } from './fixtures';

function lateState(): GameState {
  const steps = playedGame(4);
  const late = [...steps].reverse().find((s) => s.state.step !== 'gameOver' && s.state.players.some((p) => p.attachments.length > 0));
  if (!late) throw new Error('no late state with a paladin attached');
  return late.state;
}

describe('crowded zones at 1280×720', () => {
  const state = lateState();
  const view = playerView(state, 0 as never);
  const layout = computeLayout(980, 674, view.players.length, 0 as never);
  const placed = placeCards(view, layout);

  it('every card stays placed, and a stack badge counts exactly the cards sharing its spot', () => {
    for (const p of view.players) for (const id of [p.kingdom, ...p.faction, ...p.defeated]) expect(placed.has(id)).toBe(true);
    const stacks = [...placed.values()].filter((p) => p.badge?.tone === 'count');
    expect(stacks.length).toBeGreaterThan(0);
    for (const p of stacks) {
      if (p.badge?.tone !== 'count') continue;
      const n = Number(p.badge.text.replace('×', ''));
      const kind = view.cards[p.id]?.kind;
      const under = [...placed.values()].filter((q) => q.seat === p.seat && q.zone === p.zone && view.cards[q.id]?.kind === kind
        && Math.abs(q.x - p.x) < p.w * 0.3 && Math.abs(q.y - p.y) < p.w * 0.3);
      expect(under.length).toBe(n);
      expect(n).toBeGreaterThan(1);
    }
  });

  it('tucked paladins show their attack', () => {
    for (const p of view.players) {
      for (const a of p.attachments) {
        if (!p.faction.includes(a.paladin as CardId)) continue;
        expect(placed.get(a.paladin)?.badge).toEqual({ text: `+${view.cards[a.paladin]?.attack ?? 0}`, tone: 'attack' });
      }
    }
  });

  it('a plague stack of two or more shows its total', () => {
    for (const p of view.players) {
      const plagues = p.faction.filter((id) => view.cards[id]?.type === 'plague');
      const badges = plagues.map((id) => placed.get(id)?.badge).filter((b) => b !== undefined);
      if (plagues.length < 2) expect(badges).toEqual([]);
      else expect(badges).toEqual([{ text: `Σ${plagues.reduce((n, id) => n + (view.cards[id]?.plague ?? 0), 0)}`, tone: 'plague' }]);
    }
  });
});
