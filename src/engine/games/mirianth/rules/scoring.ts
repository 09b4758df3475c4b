/**
 * Scoring, in the book's order: heroes (with King, Builder, Miner, Necromancer and neighbours'
 * Saboteurs), buildings, treasures (with Diamond and Gold), then defeated monsters.
 * Highest total wins; ties go to most monsters defeated, then the win is shared.
 */
import { CARD_RULES, type ScoreContext } from '../cards/cardRules';
import type { CardType } from '../cards/kinds';
import { seats, seatId, type SeatId } from '../ids';
import type { GameResult, GameState, PublicState, ScoreLine, ScoreStep, SeatScore } from '../state';
import { cardDef, ofKind, ofType, player } from './query';
import { emit } from './update';

export const SABOTEUR_PENALTY = 2;
const STEP_OF: Partial<Record<CardType, ScoreStep>> = { hero: 'heroes', building: 'buildings', treasure: 'treasures' };
const STEPS: readonly ScoreStep[] = ['heroes', 'buildings', 'treasures', 'monsters'];

/** The seats beside `seat`; with two players, the opponent counts once. */
export function neighbours(count: number, seat: SeatId): SeatId[] {
  const left = seatId((seat + count - 1) % count);
  const right = seatId((seat + 1) % count);
  return [...new Set([left, right])].filter((s) => s !== seat);
}

export function scoreContext(s: PublicState, seat: SeatId): ScoreContext {
  return {
    heroes: ofType(s, seat, 'hero').length,
    buildings: ofType(s, seat, 'building').length,
    treasures: ofType(s, seat, 'treasure').length,
    plagues: ofType(s, seat, 'plague').length,
    defeated: player(s, seat).defeated.map((id) => cardDef(s, id)),
  };
}

export function scoreSeat(s: PublicState, seat: SeatId): SeatScore {
  const ctx = scoreContext(s, seat);
  const lines: ScoreLine[] = [];
  for (const id of player(s, seat).faction) {
    const def = cardDef(s, id);
    const step = STEP_OF[def.type];
    if (step) lines.push({ step, card: id, kind: def.kind, points: CARD_RULES[def.kind].points(def, ctx) });
  }
  for (const from of neighbours(s.players.length, seat)) {
    for (const card of ofKind(s, from, 'saboteur')) lines.push({ step: 'heroes', card, kind: 'saboteur', points: -SABOTEUR_PENALTY, from });
  }
  for (const id of player(s, seat).defeated) {
    const def = cardDef(s, id);
    lines.push({ step: 'monsters', card: id, kind: def.kind, points: CARD_RULES[def.kind].points(def, ctx) });
  }
  lines.sort((a, b) => STEPS.indexOf(a.step) - STEPS.indexOf(b.step));
  const sum = (step: ScoreStep) => lines.filter((l) => l.step === step).reduce((n, l) => n + l.points, 0);
  const [heroes, buildings, treasures, monsters] = STEPS.map(sum) as [number, number, number, number];
  return { heroes, buildings, treasures, monsters, total: heroes + buildings + treasures + monsters, lines };
}

export function winners(s: PublicState, scores: SeatScore[]): SeatId[] {
  const all = seats(s.players.length);
  const best = Math.max(...scores.map((x) => x.total));
  const top = all.filter((seat) => scores[seat]?.total === best);
  const mostDefeated = Math.max(...top.map((seat) => player(s, seat).defeated.length));
  return top.filter((seat) => player(s, seat).defeated.length === mostDefeated);
}

export function scoreGame(s: GameState): GameState {
  const scores = seats(s.players.length).map((seat) => scoreSeat(s, seat));
  const result: GameResult = { scores, winners: winners(s, scores) };
  return emit({ ...s, result }, { type: 'scored', scores }, { type: 'gameEnded', winners: result.winners });
}
