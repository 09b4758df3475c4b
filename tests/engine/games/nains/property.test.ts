/**
 * Thousands of random Nains games (random legal moves from module.legalMoves): none gets stuck,
 * coins are conserved with the Treasury at every move, every card stays somewhere, and the final
 * scores equal an independent recount written here from the catalog alone.
 */
import { describe, expect, it } from 'vitest';
import { kitRng, pick, type Rng } from '../../../../src/ai/kit/rng';
import { cardIcons, cardPoints, cardRanks, DWARVES, ELITES, eraDeck, STAND_CARDS, TREASURY } from '../../../../src/engine/games/nains/catalog';
import { nainsModule as G } from '../../../../src/engine/games/nains/module';
import { applyNains } from '../../../../src/engine/games/nains/rules/apply';
import { ownedCoins } from '../../../../src/engine/games/nains/rules/state';
import { ORDERS, type NainsPlayer, type NainsState } from '../../../../src/engine/games/nains/types';
import { S } from './support';

const SHIELD = [0, 5, 11, 17, 24, 31, 39, 47, 56, 65, 75, 85, 96, 107, 119, 131];

/** A second, plain reading of §5/§8 (no rule module imported). */
function recount(p: NainsPlayer): number {
  const inArmy = ORDERS.flatMap((o) => p.army[o]);
  const icons = [...inArmy.flatMap((c) => cardIcons(c.id)), ...p.command.flatMap((id) => cardIcons(id))];
  const n = (icon: string): number => icons.filter((i) => i === icon).length;
  const pts = (id: string): number => cardPoints(id) ?? 0;
  const black = (id: string): boolean => id === 'B1' || id === 'B2' || id === 'B3';
  const ranks = (o: (typeof ORDERS)[number]): number => p.army[o].reduce((s, c) => s + cardRanks(c.id), 0);
  let total = 0;
  total += p.army.retaliation.reduce((s, c) => s + pts(c.id), 0);
  total += p.army.wanderers.reduce((s, c) => s + (c.pariah ? 0 : pts(c.id)), 0);
  total += p.army.temple.filter((c) => !black(c.id)).reduce((s, c) => s + pts(c.id), 0) * n('H') + p.army.temple.filter((c) => black(c.id)).reduce((s, c) => s + pts(c.id), 0);
  const sr = ranks('shield') + (p.command.includes('X-shield') ? 2 : 0);
  total += (sr <= 15 ? (SHIELD[sr] ?? 0) : 131 + 12 * (sr - 15)) + p.army.shield.filter((c) => black(c.id)).reduce((s, c) => s + pts(c.id), 0);
  const types = new Set(icons.filter((i) => i.startsWith('r'))).size;
  const runes = Math.min(6, types + (n('wild') > 0 ? 1 : 0));
  total += p.army.forge.reduce((s, c) => s + pts(c.id), 0) + runes * runes;
  const lines = Math.min(...ORDERS.map(ranks));
  const mercs = p.command.filter((id) => /^M\d$/.test(id)).length;
  total += [0, 7, 18, 32, 50][mercs] ?? 0;
  for (const id of p.command) {
    if (id === 'W1') total += n('M');
    else if (id === 'W5') total += 3 * lines;
    else if (id === 'LQ') total += 2 * n('M');
    else if (!/^M\d$/.test(id)) total += pts(id);
  }
  total += p.coins.reduce((s, c) => s + (c === 'trade' ? 3 : Number(c.slice(1))), 0);
  return total;
}

function checkCoins(s: NainsState): void {
  const gold = TREASURY.map(() => 0);
  let bronze = 0;
  let trade = s.tradeCoinFree ? 1 : 0;
  s.players.forEach((_, i) => {
    const coins = ownedCoins(s, S(i));
    expect(coins).toHaveLength(5);
    for (const c of coins) {
      if (c === 'trade') trade++;
      else if (c.startsWith('g')) gold[Number(c.slice(1))] = (gold[Number(c.slice(1))] ?? 0) + 1;
      else bronze++;
    }
  });
  TREASURY.forEach((n, v) => expect((s.treasury[v] ?? 0) + (gold[v] ?? 0)).toBe(n));
  expect(bronze + s.boxedBronze).toBe(5 * s.players.length);
  expect(trade).toBe(1);
}

function checkCards(s: NainsState): void {
  const armies = s.players.flatMap((p) => ORDERS.flatMap((o) => p.army[o].map((c) => c.id)));
  const dwarves = [...armies.filter((id) => /^E/.test(id)), ...s.taverns.flat(), ...s.discard, ...s.decks.era1, ...s.decks.era2];
  if (s.decision?.kind === 'svara') dwarves.push(...s.decision.cards);
  const lords = s.players.length;
  expect(dwarves.slice().sort()).toEqual([...eraDeck(1, lords), ...eraDeck(2, lords)].sort());
  const stand = [...armies.filter((id) => !/^E/.test(id)), ...s.players.flatMap((p) => p.command.filter((id) => !/^X-|^LQ$/.test(id))), ...s.stands];
  expect(stand.slice().sort()).toEqual(STAND_CARDS.map((c) => c.id).sort());
}

function randomGame(lords: number, seed: number, rng: Rng, check: boolean): NainsState {
  let s = G.create({ seed, players: Array.from({ length: lords }, (_, i) => ({ name: `L${i}` })) }).state;
  let moves = 0;
  while (!G.ctx(s).over) {
    const seat = G.ctx(s).awaiting[0];
    if (seat === undefined) throw new Error(`stuck at ${s.step}`);
    const move = pick(rng, G.legalMoves(s, seat));
    if (!move) throw new Error(`no legal move at ${s.step}`);
    s = applyNains(s, move);
    if (check) { checkCoins(s); checkCards(s); }
    if (++moves > 2000) throw new Error('game too long');
  }
  return s;
}

describe('random Nains games', () => {
  it('2,000 games (2-5 Lords) finish; final scores equal an independent recount; one winner with the best total', () => {
    const rng = kitRng(77);
    for (let g = 0; g < 2000; g++) {
      const lords = 2 + (g % 4);
      const s = randomGame(lords, 1000 + g, rng, g % 10 === 0);
      const totals = s.players.map(recount);
      expect(s.scores?.map((x) => x.total)).toEqual(totals);
      const best = Math.max(...totals);
      expect(s.winners).toHaveLength(1);
      expect(totals[s.winners?.[0] ?? -1]).toBe(best);
      expect(s.players.every((p) => p.pending === 0)).toBe(true);
      expect(s.elites).toEqual([]);
    }
  }, 240_000);

  it('coins are conserved with the Treasury and every card stays in play at every move', () => {
    const rng = kitRng(5);
    for (let g = 0; g < 120; g++) randomGame(2 + (g % 4), 50 + g, rng, true);
  }, 120_000);

  it('the statechart (module.apply) and the pure rules agree move by move', () => {
    const rng = kitRng(9);
    for (let g = 0; g < 40; g++) {
      let s = G.create({ seed: g, players: Array.from({ length: 2 + (g % 4) }, (_, i) => ({ name: `L${i}` })) }).state;
      while (!G.ctx(s).over) {
        const seat = G.ctx(s).awaiting[0] ?? S(0);
        const move = pick(rng, G.legalMoves(s, seat));
        if (!move) throw new Error('no move');
        const r = G.apply(s, move);
        if (!r.ok) throw new Error(r.refusal.message);
        expect(G.hash(r.state)).toBe(G.hash(applyNains(s, move)));
        s = r.state;
      }
    }
  }, 120_000);

  it('the dwarf catalog has the rulings\' counts per Order', () => {
    const count = (era: number, five: boolean) => ORDERS.map((o) => DWARVES.filter((d) => d.era === era && d.order === o && d.five === five).length);
    expect(count(1, false)).toEqual([7, 8, 7, 7, 7]);
    expect(count(1, true)).toEqual([2, 2, 2, 2, 1]);
    expect(count(2, false)).toEqual([7, 8, 7, 7, 8]);
    expect(count(2, true)).toEqual([2, 2, 2, 2, 1]);
    expect(ELITES).toHaveLength(5);
    expect(TREASURY.reduce((a, b) => a + b, 0)).toBe(32);
  });
});
