/** The Nains table's animation plan (issue 15): engine events become timed steps, in order, scaled by the speed setting. */
import { describe, expect, it } from 'vitest';
import { seatId } from '../../../../src/engine/kit/ids';
import { nainsModule } from '../../../../src/engine/games/nains/module';
import type { NainsEvent } from '../../../../src/engine/games/nains/types';
import { BASE_MS, planNains } from '../../../../src/renderer/games/nains/parts/anim/plan';

const s = seatId;
const LATE_TURN: NainsEvent[] = [
  { type: 'bidPlaced', seat: s(2), taverns: null },
  { type: 'tavernRevealed', tavern: 0, bids: ['b2', 'b5', 'b3'], order: [s(1), s(2), s(0)], ties: [] },
  { type: 'cardTaken', seat: s(1), card: 'E1R3', tavern: 0, column: 'retaliation', pariah: false },
  { type: 'recruited', seat: s(1), card: 'C1', column: 'forge', pariah: false },
  { type: 'coinUpgraded', seat: s(0), from: 'b3', to: 'g8' },
  { type: 'gemsSwapped', tavern: 0, swaps: [[s(0), s(2)]] },
  { type: 'turnEnded', era: 1, turn: 4 },
  { type: 'eliteAwarded', card: 'A1', seat: s(2) },
  { type: 'eliteAwarded', card: 'A2', seat: null },
  { type: 'gameEnded', scores: [], winners: [] },
];

describe('Nains animation plan', () => {
  it('plays a batch in the engine\'s order: bid, reveal, the card into its column, the line then the Fighter, the upgrade, gems, the award, the count', () => {
    const plan = planNains(LATE_TURN, 1);
    expect(plan.steps.map((x) => x.step.kind)).toEqual(['bid', 'reveal', 'take', 'line', 'recruit', 'upgrade', 'gems', 'award', 'score']);
    expect(plan.steps.map((x) => x.at)).toEqual([...plan.steps.map((x) => x.at)].sort((a, b) => a - b));
    const recruit = plan.steps.find((x) => x.step.kind === 'recruit');
    expect(recruit?.step).toEqual({ kind: 'recruit', seat: 1, card: 'C1' });
    expect(recruit?.at).toBe(BASE_MS.bid + BASE_MS.reveal + BASE_MS.take + BASE_MS.line);
  });

  it('holds each event\'s log line until its step starts; events without a step wait for the one before to finish', () => {
    const plan = planNains(LATE_TURN, 1);
    expect(plan.eventAt[0]).toBe(0);
    expect(plan.eventAt[1]).toBe(BASE_MS.bid);
    const gems = plan.steps.find((x) => x.step.kind === 'gems');
    expect(plan.eventAt[6]).toBe((gems?.at ?? NaN) + BASE_MS.gems);
    expect(plan.total).toBe(plan.eventAt[9]);
  });

  it('deals the dwarves one by one: each card starts a short gap after the one before, the batch ends when the last lands', () => {
    const dealt: NainsEvent = { type: 'dealt', era: 1, turn: 1, taverns: [['E1R1', 'E1R2'], ['E1W1', 'E1W2'], ['E1T1', 'E1T2']] };
    const plan = planNains([dealt], 1);
    expect(plan.steps.map((x) => x.step)).toEqual(dealt.taverns.flatMap((cards, tavern) => cards.map((card, index) => ({ kind: 'deal', tavern, card, index }))));
    expect(plan.steps.map((x) => x.at)).toEqual([0, 1, 2, 3, 4, 5].map((i) => i * BASE_MS.dealGap));
    expect(plan.total).toBe(5 * BASE_MS.dealGap + BASE_MS.deal);
  });

  it('follows the speed: half as long at Fast, and at Instant every step is still there but takes no time', () => {
    const normal = planNains(LATE_TURN, 1);
    const fast = planNains(LATE_TURN, 0.5);
    const instant = planNains(LATE_TURN, 0);
    expect(fast.total).toBe(normal.total / 2);
    expect(instant.steps.map((x) => x.step)).toEqual(normal.steps.map((x) => x.step));
    expect(instant.total).toBe(0);
    expect(instant.steps.every((x) => x.at === 0 && x.dur === 0)).toBe(true);
  });

  it('a real game\'s opening deal puts every tavern card on the table once', () => {
    const made = nainsModule.create({ seed: 'anim', players: [{ name: 'Ana' }, { name: 'Bia' }, { name: 'Caio' }] });
    const dealt = made.state.events.find((e) => e.type === 'dealt');
    if (!dealt || dealt.type !== 'dealt') throw new Error('no deal at setup');
    const cards = planNains(made.state.events, 1).steps.flatMap((x) => (x.step.kind === 'deal' ? [x.step.card] : []));
    expect(cards).toEqual(made.state.taverns.flat());
    expect(cards).toHaveLength(9);
  });
});
