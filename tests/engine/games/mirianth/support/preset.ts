/**
 * Resolution-phase positions from scoring scenarios: factions are dealt with `buildScenario`
 * and the game starts with `startPreset`, as the `score` command does. Card ids written in the
 * scenario become `s<seat>:<id>` in the engine; `id(seat, 'orc')` gives that id.
 */
import { applyMove, awaitingSeats, legalMoves, startPreset, type CardId, type GameState, type Move } from '../../../../../src/engine/games/mirianth';
import { buildScenario } from '../../../../../src/engine/games/mirianth/scenario/build';
import { parseScenario, type ScenarioPlayer } from '../../../../../src/engine/games/mirianth/scenario/schema';
import { at, defined } from './game';

export type PresetCard = ScenarioPlayer['cards'][number];

export interface Preset {
  state: GameState;
  id: (seat: number, local: string) => CardId;
}

/** `cards` entries may be bare kinds ("ruby") or full scenario entries. */
export function preset(players: (PresetCard | PresetCard['card'])[][], names?: string[]): Preset {
  const input = {
    players: players.map((cards, i) => ({
      name: names?.[i] ?? `P${i + 1}`,
      cards: cards.map((c) => (typeof c === 'string' ? { card: c } : c)),
    })),
  };
  const parsed = parseScenario(input);
  if (!parsed.ok) throw new Error(`Bad test scenario: ${parsed.message}`);
  const built = buildScenario(parsed.scenario);
  const state = startPreset(built.state).state;
  return {
    state,
    id: (seat, local) => defined(at(built.ids, seat, 'seat').get(local), `card "${local}" of seat ${seat}`),
  };
}

/** Plays the first legal move of the first awaiting seat until `stop` (default: game over). */
export function finish(state: GameState, stop: (s: GameState) => boolean = (s) => s.step === 'gameOver'): GameState {
  let s = state;
  for (let i = 0; !stop(s); i++) {
    if (i > 1000 || s.step === 'gameOver') throw new Error(`Could not reach the awaited step from ${s.step}`);
    const who = at(awaitingSeats(s), 0, 'awaiting seat');
    const move: Move = at(legalMoves(s, who), 0, 'legal move');
    const r = applyMove(s, move);
    if (!r.ok) throw new Error(r.refusal.message);
    s = r.state;
  }
  return s;
}
