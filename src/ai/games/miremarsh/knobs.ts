/** What separates the levels: how much risk a bot takes and how much it thinks. */
export interface Knobs {
  /** Least survival chance to step onto a space with compulsory challenges. */
  enterRisk: number;
  /** The same with 2+ players (a race). Hard 0: when its route planner would rather wait, it still steps
   *  forward (a death costs no fish, and the next goblin may come back where this one died); issue 27. */
  raceEnterRisk: number;
  /** Least success chance to declare an optional challenge the dice do not already pay. */
  optionalRisk: number;
  /** Quest challenges: the same, when fish are plenty (it waits a turn instead). */
  questRisk: number;
  /** Picks which dice to pay with so the best ones stay (otherwise the first payment listed). */
  smartPay: boolean;
  /** Reads odds of entries (otherwise enters anything it can pay to reach). */
  useOdds: boolean;
  /** Buys items and sells bones. */
  shop: boolean;
  /** Peeks at the face-down tile it means to enter when an eye is spare (off for every level: measured
   *  over 300 solo games, the eye is worth more kept for the challenges than spent on the peek). */
  spy: boolean;
  /** Plans each turn on a quest exactly over the dice held (turnPlan.ts). */
  plan: boolean;
  /** With `plan`: least expected reward (in quest dice) to push into optional challenges, when a step forward is on offer or not. */
  rewardBarMoving: number;
  rewardBar: number;
  /** With `plan`: builds its pool (items) before the first quest while it holds at least this many fish. */
  buildFish: number;
  /** With 2+ players: determinized worlds per candidate at the act step's route choice (0: off; lookahead.ts).
   *  Off for every level: 2–3 worlds (all the 250 ms budget allows) measured no gain, see docs/miremarsh-balance.md. */
  lookahead: number;
  /** As the creature's mover: weight of keeping it away from itself against bringing it to the active goblin. */
  creatureShy: number;
}

export const KNOBS: Readonly<Record<'easy' | 'normal' | 'hard', Knobs>> = {
  easy: { enterRisk: 0, raceEnterRisk: 0, optionalRisk: 1.1, questRisk: 0.5, smartPay: false, useOdds: false, shop: true, spy: false, plan: false, rewardBarMoving: 0, rewardBar: 0, buildFish: 99, lookahead: 0, creatureShy: 0.3 },
  normal: { enterRisk: 0.6, raceEnterRisk: 0.6, optionalRisk: 0.9, questRisk: 0.75, smartPay: true, useOdds: true, shop: true, spy: false, plan: false, rewardBarMoving: 0, rewardBar: 0, buildFish: 99, lookahead: 0, creatureShy: 0.3 },
  // Dying costs no fish (none is eaten that turn) and solo has four goblins: hard steps in boldly.
  // Hard sends the creature straight at the active opponent (issue 27: 2-player sweep, docs/miremarsh-balance.md).
  hard: { enterRisk: 0.35, raceEnterRisk: 0, optionalRisk: 0.85, questRisk: 0.8, smartPay: true, useOdds: true, shop: true, spy: false, plan: true, rewardBarMoving: 0.8, rewardBar: 0.2, buildFish: 99, lookahead: 0, creatureShy: 0 },
};


/** Least survival chance to step onto a space (or come back onto one) at this table: solo or a race. */
export function enterBar(players: number, k: Knobs): number {
  return players > 1 ? k.raceEnterRisk : k.enterRisk;
}
