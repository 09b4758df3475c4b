/**
 * The resolution solver against brute force over the real engine: every legal sequence of one
 * player's Resolution moves, played with applyMove, and the best final score kept.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, playerView, seatId, startPreset, type GameState, type Move } from '../../../../src/engine/games/mirianth';
import { buildScenario } from '../../../../src/engine/games/mirianth/scenario/build';
import { parseScenario, type Scenario } from '../../../../src/engine/games/mirianth/scenario/schema';
import { solveResolution } from '../../../../src/ai/games/mirianth/resolution';
import { resolutionSide, solvedResolutionMove, solveStage, solverMisses } from '../../../../src/ai/games/mirianth/resolutionPolicy';
import { xoroshiro128plus } from '../../../../src/ai/games/mirianth/rng';

const SEAT = seatId(0);

/** A one-player preset at the start of Resolution (forced steps already applied). */
function preset(cards: unknown[]): GameState {
  const parsed = parseScenario({ players: [{ name: 'Solo', cards }] });
  if (!parsed.ok) throw new Error(parsed.message);
  return startPreset(buildScenario(parsed.scenario as Scenario).state).state;
}

class Capped extends Error {}

/**
 * Best final total over every legal sequence of the seat's moves (memoised on the position).
 * The engine caps its listings at 48 moves; a position that reaches the cap throws Capped.
 */
function bruteForce(state: GameState, memo = new Map<string, number>()): number {
  if (state.step === 'gameOver') return state.result?.scores[SEAT]?.total ?? -Infinity;
  const key = JSON.stringify([state.step, state.players, state.resolution]);
  const seen = memo.get(key);
  if (seen !== undefined) return seen;
  const moves = legalMoves(playerView(state, SEAT), SEAT);
  if (moves.length >= 48) throw new Capped();
  let best = -Infinity;
  for (const move of moves) {
    const r = applyMove(state, move);
    if (!r.ok) throw new Error(r.refusal.message);
    best = Math.max(best, bruteForce(r.state, memo));
  }
  memo.set(key, best);
  return best;
}

/** Plays the solver's moves to the end; returns the score and the moves. */
function playSolver(start: GameState): { total: number; moves: Move[] } {
  let state = start;
  const moves: Move[] = [];
  while (state.step !== 'gameOver') {
    const move = solvedResolutionMove(playerView(state, SEAT), SEAT);
    if (!move) throw new Error(`No solver move at ${state.step}`);
    const r = applyMove(state, move);
    if (!r.ok) throw new Error(r.refusal.message);
    moves.push(move);
    state = r.state;
  }
  return { total: state.result?.scores[SEAT]?.total ?? -Infinity, moves };
}

function planValue(state: GameState): number {
  const view = playerView(state, SEAT);
  const stage = solveStage(view, SEAT);
  if (stage === null) throw new Error(`Not in Resolution: ${state.step}`);
  return solveResolution(resolutionSide(view, SEAT), stage).value;
}

function expectOptimal(cards: unknown[]): { best: number; moves: Move[] } {
  const state = preset(cards);
  const best = bruteForce(state);
  const played = playSolver(state);
  expect(planValue(state)).toBe(best);
  expect(played.total).toBe(best);
  return { best, moves: played.moves };
}

const fights = (moves: Move[]): string[] => moves.flatMap((m) => (m.type === 'fight' ? [m.monster] : m.type === 'rogue' ? [`rogue:${m.monster}`] : []));

describe('resolution solver, hand-made positions', () => {
  it('orders battles by the Mage count: the goblin, which needs the full Mage, cannot go first', () => {
    // Field of 3: goblin first falls to the Mage (3) but then the skeleton (3 + Mage 1) survives.
    const { best, moves } = expectOptimal([
      { id: 'goblin', card: 'goblin' }, { id: 'wolf', card: 'wolf' }, { id: 'skeleton', card: 'skeleton' },
      { card: 'mage' },
      { card: 'paladin', attack: 3, attachedTo: 'skeleton' },
      { card: 'paladin', attack: 2, attachedTo: 'wolf' },
      { card: 'palace' },
    ]);
    expect(fights(moves)[0]).not.toBe('s0:goblin');
    expect(best).toBeGreaterThan(0);
  });

  it('plays the rulebook example: Orc with Paladin, Squire, Mage and one of two Archers', () => {
    const { moves } = expectOptimal([
      { id: 'orc', card: 'orc' }, { id: 'griffin', card: 'griffin' },
      { card: 'paladin', attack: 3, attachedTo: 'orc' }, { card: 'squire' }, { card: 'mage' },
      { card: 'archer' }, { card: 'archer' },
      { card: 'palace' }, { card: 'barracks' },
    ]);
    // Whichever falls is fought first, while the other still stands (Mage 2).
    expect(fights(moves).length).toBeGreaterThan(0);
  });

  it('uses the Rogue last, after the battle that needs the Mage at full count', () => {
    const { moves } = expectOptimal([
      { id: 'goblin', card: 'goblin' }, { id: 'dragon', card: 'dragon' },
      { card: 'mage' }, { card: 'archer', target: 'goblin' }, { card: 'rogue' },
      { card: 'cabin' }, { card: 'temple' }, { card: 'emerald' },
    ]);
    expect(fights(moves)).toEqual(['s0:goblin', 'rogue:s0:dragon']);
  });

  it('spends the Priestess on the plague and keeps the Wall for a monster', () => {
    const { moves } = expectOptimal([
      { card: 'plague', penalties: 2 }, { card: 'plague', penalties: 1 },
      { card: 'priestess' }, { card: 'wall' }, { card: 'archer' }, { card: 'rogue' }, { card: 'king' },
      { id: 'troll', card: 'troll' },
      { card: 'cabin' }, { card: 'temple' }, { card: 'village' },
    ]);
    const plague = moves.find((m) => m.type === 'resolvePlague');
    expect(plague?.type === 'resolvePlague' && plague.priestesses.length).toBe(1);
    expect(plague?.type === 'resolvePlague' && plague.walls.length).toBe(0);
  });

  it('aims archers so that both monsters fall', () => {
    expectOptimal([
      { id: 'wolf', card: 'wolf' }, { id: 'goblin', card: 'goblin' },
      { card: 'archer' }, { card: 'archer' }, { card: 'paladin', attack: 2, attachedTo: 'wolf' },
      { card: 'palace' },
    ]);
  });
});

describe('resolution solver, random small positions', () => {
  const HEROES = ['archer', 'archer', 'paladin', 'mage', 'squire', 'rogue', 'priestess', 'king', 'miner', 'builder', 'necromancer', 'merchant'];
  const BUILDINGS = ['cabin', 'castle', 'palace', 'barracks', 'temple', 'village', 'wall'];
  const TREASURES = ['ruby', 'emerald', 'diamond', 'gold'];
  const MONSTERS = ['goblin', 'wolf', 'skeleton', 'harpy', 'troll', 'griffin', 'orc', 'giant', 'dragon'];

  it('matches brute force on 250 random factions', () => {
    const rng = xoroshiro128plus(2024);
    const r = (n: number): number => (rng.next() >>> 0) % n;
    const misses = solverMisses.count;
    let checked = 0;
    for (let i = 0; i < 250; i++) {
      const cards: Record<string, unknown>[] = [];
      const nm = r(4);
      for (let m = 0; m < nm; m++) cards.push({ id: `m${m}`, card: MONSTERS[r(MONSTERS.length)] });
      for (let h = r(6); h > 0; h--) {
        const card = HEROES[r(HEROES.length)];
        const c: Record<string, unknown> = { card };
        if (card === 'paladin') {
          c.attack = 2 + r(4);
          if (nm > 0 && r(3) > 0) c.attachedTo = `m${r(nm)}`;
        }
        cards.push(c);
      }
      let walls = 0;
      for (let b = r(4); b > 0; b--) {
        const card = BUILDINGS[r(BUILDINGS.length)];
        if (card === 'wall' && walls++ > 0) continue;
        cards.push({ card });
      }
      for (let t = r(3); t > 0; t--) cards.push({ card: TREASURES[r(TREASURES.length)] });
      for (let p = r(3); p > 0; p--) cards.push({ card: 'plague', penalties: r(3) });
      const state = preset(cards);
      if (state.step === 'gameOver') continue;
      try {
        expectOptimal(cards);
        checked++;
      } catch (err) {
        if (!(err instanceof Capped)) throw err;
      }
    }
    expect(checked).toBeGreaterThan(120);
    expect(solverMisses.count).toBe(misses);
  });
});
