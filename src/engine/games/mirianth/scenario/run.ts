/** Runs a scenario through the real statechart and reports scores in the CLI's JSON shape. */
import { applyMove, startPreset } from '../api';
import type { CardId } from '../ids';
import { cardDef } from '../rules/query';
import { awaitingSeats } from '../steps/registry';
import { buildScenario } from './build';
import { scenarioMove, type SeatChoices } from './policy';
import type { Scenario } from './schema';

export interface ScenarioOutput {
  players: {
    name: string;
    score: { heroes: number; buildings: number; treasures: number; monsters: number; total: number };
    defeated: string[];
    kept: string[];
  }[];
  winners: string[];
}

export function runScenario(sc: Scenario): ScenarioOutput {
  const { state: preset, ids } = buildScenario(sc);
  const lookup = (seat: number, ref: string | undefined): CardId | null => (ref === undefined ? null : ids[seat]?.get(ref) ?? null);
  const choices: SeatChoices[] = sc.players.map((p, seat) => ({
    battleOrder: (p.choices?.battleOrder ?? []).flatMap((r) => lookup(seat, r) ?? []),
    rogueTarget: lookup(seat, p.choices?.rogueTarget),
    usePriestess: p.choices?.usePriestess,
    useWall: p.choices?.useWall,
    discardOrder: (p.choices?.discardOrder ?? []).flatMap((r) => lookup(seat, r) ?? []),
  }));
  const aims = new Map<CardId, CardId>();
  sc.players.forEach((p, seat) => p.cards.forEach((c, i) => {
    const archer = preset.players[seat]?.faction[i];
    const target = lookup(seat, c.target);
    if (archer && target) aims.set(archer, target);
  }));
  let state = startPreset(preset).state;
  for (let guard = 0; state.step !== 'gameOver'; guard++) {
    if (guard > 10_000) throw new Error('Scenario did not finish');
    const seat = awaitingSeats(state)[0];
    const move = seat === undefined ? null : scenarioMove(state, seat, choices[seat] as SeatChoices, aims);
    if (!move) throw new Error(`No scenario move at ${state.step}`);
    const r = applyMove(state, move);
    if (!r.ok) throw new Error(`Scenario policy made an illegal move: ${r.refusal.message}`);
    state = r.state;
  }
  const result = state.result;
  if (!result) throw new Error('Scenario ended without a result');
  const final = state;
  return {
    players: final.players.map((p, seat) => {
      const s = result.scores[seat];
      return {
        name: p.name,
        score: { heroes: s?.heroes ?? 0, buildings: s?.buildings ?? 0, treasures: s?.treasures ?? 0, monsters: s?.monsters ?? 0, total: s?.total ?? 0 },
        defeated: p.defeated.map((id) => cardDef(final, id).kind),
        kept: p.faction.map((id) => cardDef(final, id).kind),
      };
    }),
    winners: result.winners.map((seat) => final.players[seat]?.name ?? `seat ${seat}`),
  };
}
