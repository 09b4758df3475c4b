import { describe, expect, it } from 'vitest';
import { applyMove, createGame, type DomainEvent, type GameState, type StepId } from '../../../src/engine/games/mirianth';
import { guidedConfig, guidedGame } from '../../../src/renderer/games/mirianth/coach/guidedGame';
import { planGuidedGame } from '../../../src/renderer/games/mirianth/coach/plan/planGuidedGame';
import { engineSeed } from '../../../src/renderer/games/mirianth/game/session';
import { COACH_HUMAN } from '../../../src/renderer/games/mirianth/coach/steps';

interface Played { states: GameState[]; events: DomainEvent[][] }

function playFrozen(): Played {
  const config = guidedConfig({ human: 'You', bots: ['A', 'B'] });
  const started = createGame({ seed: engineSeed(config.seed), players: config.seats.map((s) => ({ name: s.name })) });
  const states = [started.state];
  const events = [started.events];
  let state = started.state;
  for (const [i, move] of guidedGame().moves.entries()) {
    const r = applyMove(state, move);
    if (!r.ok) throw new Error(`move ${i} (${move.type}) refused: ${r.refusal.message}`);
    state = r.state;
    states.push(state);
    events.push(r.events);
  }
  return { states, events };
}

describe('the frozen guided game', () => {
  const played = playFrozen();
  const all = played.events.flat();
  const final = played.states[played.states.length - 1];

  it('plays every scripted move legally to the score sheet', () => {
    expect(final?.step).toBe('gameOver');
    expect(final?.result?.scores).toHaveLength(3);
  });

  it('is the game the planner makes from its seed (re-run scripts/coachSeed.ts after a rules change)', () => {
    expect(planGuidedGame(Number(guidedGame().seed)).moves).toEqual(guidedGame().moves);
  });

  it('shows a dispute of the person settled by a deal with a promise, then a plague test the person is in', () => {
    const deal = all.find((e) => e.type === 'dealAccepted');
    expect(deal?.type === 'dealAccepted' && deal.proposal.from === COACH_HUMAN && deal.proposal.promises.length).toBe(1);
    const fate = all.find((e) => e.type === 'fateRevealed');
    expect(fate?.type === 'fateRevealed' && fate.results.some((r) => r.seat === COACH_HUMAN)).toBe(true);
    expect(all.indexOf(deal as DomainEvent)).toBeLessThan(all.indexOf(fate as DomainEvent));
  });

  it('has the person attach a paladin before the Last Round card comes up', () => {
    const attach = all.findIndex((e) => e.type === 'paladinAttached' && e.seat === COACH_HUMAN);
    const last = all.findIndex((e) => e.type === 'lastRoundRevealed');
    expect(attach).toBeGreaterThan(0);
    expect(last).toBeGreaterThan(attach);
  });

  it('gives the person a real choice in every resolution step', () => {
    const acted = new Set<StepId>();
    guidedGame().moves.forEach((m, i) => {
      const before = played.states[i];
      if (m.seat === COACH_HUMAN && before) acted.add(before.step);
    });
    for (const step of ['archerTargets', 'initialAccommodation', 'plagueEffect', 'battles', 'finalAccommodation'] as const) expect(acted.has(step)).toBe(true);
  });
});
