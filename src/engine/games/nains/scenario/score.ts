/**
 * Scores a Nains scenario. Markers follow from each Wanderers column's order; Sabba removes one
 * when she enters; Ilsa (the Wanderers Elite, won at the end of Era 1) removes up to two just
 * before the column's first Era 2 dwarf (or at its end when there is none). Winner: highest total,
 * ties to the higher gem.
 */
import { dwarf } from '../catalog';
import { emptyArmy, placeCard, removeBestMarker } from '../rules/army';
import { scoreCity, winnersOf } from '../rules/scoring';
import { ORDERS, type Army, type Coin, type FinalScore } from '../types';
import type { NainsScenario } from './schema';

type ScenarioPlayer = NainsScenario['players'][number];

function buildArmy(p: ScenarioPlayer): Army {
  let army = emptyArmy();
  const ilsa = p.command.includes('X-wanderers');
  let ilsaDone = !ilsa;
  const ilsaNow = (): void => {
    for (let k = 0; k < 2; k++) army = removeBestMarker(army)?.army ?? army;
    ilsaDone = true;
  };
  for (const order of ORDERS) {
    for (const id of p.army[order]) {
      if (order === 'wanderers' && !ilsaDone && dwarf(id)?.era === 2) ilsaNow();
      army = placeCard(army, order, id).army;
      if (id === 'C8') army = removeBestMarker(army)?.army ?? army;
    }
  }
  if (!ilsaDone) ilsaNow();
  return army;
}

const coinOf = (c: number | 'trade'): Coin => (c === 'trade' ? 'trade' : `b${c}`);

export interface NainsScoreOutput {
  players: { name: string; score: FinalScore }[];
  winners: string[];
}

export function scoreNainsScenario(s: NainsScenario): NainsScoreOutput {
  const scores = s.players.map((p) => scoreCity({ army: buildArmy(p), command: p.command, coins: p.coins.map(coinOf) }));
  const winners = winnersOf(scores.map((x) => x.total), s.players.map((p) => p.gem));
  return {
    players: s.players.map((p, i) => ({ name: p.name, score: scores[i] as FinalScore })),
    winners: winners.map((i) => s.players[i]?.name ?? ''),
  };
}
