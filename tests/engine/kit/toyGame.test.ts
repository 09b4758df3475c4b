import { describe, expect, it } from 'vitest';
import { createKitBot } from '../../../src/ai/kit/gameAi';
import { createIsmctsBot } from '../../../src/ai/kit/ismcts';
import { createRandomGameBot } from '../../../src/ai/kit/randomBot';
import { runModuleGame } from '../../../src/ai/kit/runGame';
import { simulateModule } from '../../../src/ai/kit/simulate';
import { seatId } from '../../../src/engine/kit/ids';
import { toyAi, toyGame, type ToyEvent } from '../../support/toyGame';

const names = ['Ana', 'Bo'];
const random = (seed: number) => createRandomGameBot(toyGame, seed);

describe('a toy module played by the kit bots', () => {
  it('plays whole games with the random bot, each ending with scores and winners', () => {
    let forcedSeen = false;
    for (let seed = 1; seed <= 30; seed++) {
      const played = runModuleGame({ game: toyGame, seed, names, bots: [random(seed), random(seed + 100)] });
      const summary = toyGame.summary(played.final);
      expect(summary.over).toBe(true);
      expect(summary.round).toBe(3);
      // At most three rounds of two bids: rolls, and bids by a seat left with no coins (0 is its only
      // answer), are forced and never asked.
      expect(played.moves.length).toBeLessThanOrEqual(6);
      expect(played.moves.every((m) => m.type === 'bid')).toBe(true);
      forcedSeen ||= played.moves.length < 6;
      const best = Math.max(...(summary.scores ?? []));
      expect(summary.winners?.every((w) => summary.scores?.[w] === best)).toBe(true);
    }
    expect(forcedSeen).toBe(true);
  });

  it('hides a bid from the other seat until both are in, then reveals them together', () => {
    const { state } = toyGame.create({ seed: 4, players: [{ name: 'A' }, { name: 'B' }] });
    const r = toyGame.apply(state, { type: 'bid', seat: seatId(0), amount: 2 });
    if (!r.ok) throw new Error(r.refusal.message);
    expect(toyGame.view(r.state, seatId(0)).bids[0]).toEqual({ committed: true, value: 2 });
    expect(toyGame.view(r.state, seatId(1)).bids[0]).toEqual({ committed: true, hidden: true });
    expect(JSON.stringify(toyGame.view(r.state, null))).not.toMatch(/"rng"/);
    const placed = r.events.find((e): e is Extract<ToyEvent, { type: 'bidPlaced' }> => e.type === 'bidPlaced');
    if (!placed) throw new Error('no bidPlaced event');
    expect(toyGame.audience(placed, seatId(0))).toEqual(placed);
    expect(toyGame.audience(placed, seatId(1))).toEqual({ ...placed, amount: null });
    expect(toyGame.audience(placed, null)).toEqual({ ...placed, amount: null });
    expect(toyGame.isBarrier(state, r.state, r.events)).toBe(false);
    const both = toyGame.apply(r.state, { type: 'bid', seat: seatId(1), amount: 1 });
    if (!both.ok) throw new Error(both.refusal.message);
    expect(both.events.map((e) => e.type)).toEqual(['bidPlaced', 'bidsRevealed', 'dieRolled', 'roundWon', 'roundStarted']);
    expect(toyGame.isBarrier(r.state, both.state, both.events)).toBe(true);
    expect(toyGame.apply(both.state, { type: 'bid', seat: seatId(0), amount: 3 }).ok).toBe(true);
    expect(toyGame.apply(both.state, { type: 'roll', seat: seatId(0) })).toMatchObject({ ok: false, refusal: { code: 'illegal' } });
  });

  it('gives the ISMCTS bot a determinized state and it plays legal moves to the end', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const bot = createIsmctsBot({ game: toyGame, determinize: toyAi.determinize ?? (() => { throw new Error('no hook'); }), iterations: 60 }, seed);
      const played = runModuleGame({ game: toyGame, seed, names, bots: [bot, random(seed)] });
      expect(toyGame.summary(played.final).over).toBe(true);
    }
  });

  it('makes the ISMCTS bot beat the random bot over many games (it can tell a good bid)', () => {
    const summary = simulateModule({
      game: toyGame, games: 40, bots: ['normal', 'random'], seed: 9,
      createBot: (level, seed) => createKitBot(toyGame, toyAi, level, seed),
    });
    const hard = summary.bots.find((b) => b.bot === 'normal');
    const rnd = summary.bots.find((b) => b.bot === 'random');
    expect(hard?.games).toBe(40);
    expect(hard?.winShare ?? 0).toBeGreaterThan(rnd?.winShare ?? 1);
  }, 60_000);
});
