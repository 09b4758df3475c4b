/** Nains bots through the AI kit: whole games from each seat's view only, legal moves, hints. */
import { describe, expect, it } from 'vitest';
import { createKitBot, kitBotLevels } from '../../../../src/ai/kit/gameAi';
import { kitRng } from '../../../../src/ai/kit/rng';
import { runModuleGame } from '../../../../src/ai/kit/runGame';
import { simulateModule } from '../../../../src/ai/kit/simulate';
import { nainsAi, nainsHint } from '../../../../src/ai/games/nains';
import { determinizeNains } from '../../../../src/ai/games/nains/determinize';
import { seatId } from '../../../../src/engine/kit/ids';
import type { BotLevel } from '../../../../src/engine/kit/module';
import { nainsModule as G } from '../../../../src/engine/games/nains/module';
import { nainsLegalMoves } from '../../../../src/engine/games/nains/rules/legal';

const bot = (level: BotLevel, seed: number) => createKitBot(G, nainsAi, level, seed);

describe('Nains bots', () => {
  it('offers every level', () => {
    expect(kitBotLevels(nainsAi)).toEqual(['random', 'easy', 'normal', 'hard']);
  });

  it('plays whole games at every level through the kit simulate, with the kit\'s summary shape', () => {
    const summary = simulateModule({ game: G, games: 4, bots: ['easy', 'normal', 'random'], seed: 3, createBot: bot });
    expect(summary.games).toBe(4);
    for (const b of summary.bots) {
      expect(Object.keys(b).sort()).toEqual(['bot', 'games', 'meanScore', 'p50DecisionMs', 'p95DecisionMs', 'winShare']);
      expect(b.games).toBe(4);
    }
    expect(summary.bots.reduce((s, b) => s + b.winShare * b.games, 0)).toBeCloseTo(4, 5);
  }, 60_000);

  it('the hard bot finishes a 3-Lord game against normal bots with legal moves only', () => {
    const played = runModuleGame({ game: G, seed: 8, names: ['H', 'N1', 'N2'], bots: [bot('hard', 1), bot('normal', 2), bot('normal', 3)] });
    expect(G.summary(played.final).over).toBe(true);
  }, 120_000);

  it('normal beats random in most games', () => {
    const summary = simulateModule({ game: G, games: 12, bots: ['normal', 'random'], seed: 5, createBot: bot });
    expect(summary.bots.find((b) => b.bot === 'normal')?.winShare).toBeGreaterThan(0.8);
  }, 60_000);

  it('determinizes a view into a state whose own parts match it and that plays on', () => {
    let s = G.create({ seed: 4, players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] }).state;
    const r = G.apply(s, { type: 'bid', seat: seatId(1), taverns: ['b6', 'b4', 'b3'] });
    if (!r.ok) throw new Error(r.refusal.message);
    s = r.state;
    const view = G.view(s, seatId(0));
    const world = determinizeNains(view, seatId(0), kitRng(1));
    expect(world.bids?.values[0]).toBeNull();
    expect(world.bids?.values[1]).toHaveLength(3);
    expect(world.decks.era1.slice().sort()).toEqual(s.decks.era1.slice().sort());
    expect(nainsLegalMoves(world, seatId(0))).toEqual(G.legalMoves(view, seatId(0)));
    const next = G.apply(world, { type: 'bid', seat: seatId(0), taverns: ['b0', 'b2', 'b6'] });
    expect(next.ok).toBe(true);
  });

  it('gives a hint: a legal move and a short reason', () => {
    const s = G.create({ seed: 2, players: [{ name: 'A' }, { name: 'B' }] }).state;
    const hint = nainsHint(G.view(s, seatId(0)), seatId(0));
    if (!hint) throw new Error('no hint');
    expect(G.apply(s, hint.move).ok).toBe(true);
    expect(hint.reason.length).toBeGreaterThan(10);
  }, 30_000);
});
