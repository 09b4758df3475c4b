/**
 * Fuzzing the engine's door for untrusted input: 100k random and malformed moves through
 * `applyUntrustedMove`, at states taken from every step of random games. Each one is either a
 * legal move (allowed, and not counted as a refusal) or refused with a typed reason; the state
 * it was applied to never changes (states are deep-frozen, and hashed before and after).
 */
import { describe, expect, it } from 'vitest';
import { randomMoveOf as randomMove } from '../../../../src/ai/kit/randomBot';
import { xoroshiro128plus, type XoroShiro128Plus } from '../../../../src/ai/games/mirianth/rng';
import { hashState } from '../../../../src/engine/kit/stateHash';
import { applyMove, applyUntrustedMove, awaitingSeats, checkMove, createGame, legalMoves, parseMove, type GameState, type Move, type RefusalCode } from '../../../../src/engine/games/mirianth';
import { names } from './support/game';
import { preset } from './support/preset';

const TOTAL = 100_000;
const CODES: readonly RefusalCode[] = ['malformed', 'gameOver', 'unknownSeat', 'notYourTurn', 'wrongStep', 'unknownCard', 'notYourCard', 'illegal'];
const MOVE_TYPES: readonly Move['type'][] = [
  'announce', 'lock', 'propose', 'accept', 'reject', 'noDeal', 'invokePromise', 'pick', 'playPeddler', 'passPeddler',
  'attach', 'skipAttach', 'aim', 'discardHeroes', 'resolvePlague', 'fight', 'rogue', 'resolveAttacks',
];
const NASTY_IDS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '', 'nope-1', 'plague-99', 'kingdom-1', 'last-round', 'x'.repeat(41)];
const NASTY_NUMBERS: unknown[] = [-1, 4, 99, 1.5, -0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, -(2 ** 31), '0', null, true];

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** States from every step: random games sampled along the way, plus their final states. */
function sampleStates(): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; g < 30; g++) {
    const players = 2 + (g % 3);
    const rng = xoroshiro128plus(9000 + g);
    let state = createGame({ seed: 500 + g, players: names(players) }).state;
    for (let i = 0; state.step !== 'gameOver'; i++) {
      if (i % 7 === 0 || state.step === 'peddler' || state.step === 'conceding') out.push(state);
      const seats = awaitingSeats(state);
      const seat = seats[(rng.next() >>> 0) % seats.length];
      if (seat === undefined) throw new Error('stuck');
      const move = randomMove(rng, legalMoves(state, seat));
      if (!move) throw new Error('no move');
      const r = applyMove(state, move);
      if (!r.ok) throw new Error(r.refusal.message);
      state = r.state;
    }
    out.push(state);
  }
  out.push(preset([[{ id: 'o', card: 'orc' }, { id: 'g', card: 'goblin' }, 'archer', 'archer', 'mage', 'rogue', 'priestess', 'wall', 'castle']]).state);
  return out.map(deepFreeze);
}

class Fuzzer {
  constructor(private readonly rng: XoroShiro128Plus) {}
  int(n: number): number { return (this.rng.next() >>> 0) % n; }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('empty pick');
    return items[this.int(items.length)] as T;
  }
  chance(p: number): boolean { return this.int(1000) < p * 1000; }

  /** Any JSON-ish value, nested a little. */
  junk(depth = 0): unknown {
    switch (this.int(depth > 2 ? 5 : 8)) {
      case 0: return null;
      case 1: return this.pick(NASTY_NUMBERS);
      case 2: return this.pick(NASTY_IDS);
      case 3: return this.pick([true, false, undefined, '', 'lock', 0]);
      case 4: return this.pick(MOVE_TYPES);
      case 5: return Array.from({ length: this.int(4) }, () => this.junk(depth + 1));
      case 6: return Object.fromEntries(Array.from({ length: this.int(4) }, () => [this.pick(['type', 'seat', 'card', 'deal', 'aims', 'x', 'lock']), this.junk(depth + 1)]));
      default: return { type: this.pick(MOVE_TYPES), seat: this.junk(depth + 1), card: this.junk(depth + 1) };
    }
  }

  /** A card id: the seat's own, another seat's, a revealed one, one from a deck, or nonsense. */
  card(s: GameState): string {
    const roll = this.int(6);
    const p = this.pick(s.players);
    if (roll === 0 && p.faction.length > 0) return this.pick(p.faction);
    if (roll === 1 && s.round && s.round.revealed.length > 0) return this.pick(s.round.revealed);
    if (roll === 2 && s.drawDeck.length > 0) return this.pick(s.drawDeck);
    if (roll === 3) return this.pick(Object.keys(s.cards));
    return this.pick(NASTY_IDS);
  }

  cards(s: GameState): unknown[] {
    const n = this.pick([0, 1, 2, 3, 121, 5000]);
    return Array.from({ length: n }, () => this.card(s));
  }

  seat(s: GameState): unknown {
    // Seats 0..3 pass the shape check even at a table with fewer seats.
    return this.chance(0.6) ? this.int(s.players.length) : this.chance(0.5) ? this.int(4) : this.pick(NASTY_NUMBERS);
  }

  /** A move of the right shape with random contents. */
  shaped(s: GameState): Record<string, unknown> {
    const type = this.pick(MOVE_TYPES);
    const seat = this.seat(s);
    const base = { type, seat };
    switch (type) {
      case 'announce': return { ...base, card: this.chance(0.2) ? null : this.card(s), ...(this.chance(0.5) ? { lock: this.chance(0.5) } : {}) };
      case 'propose': return {
        ...base,
        deal: {
          to: this.seat(s), claimant: this.seat(s), give: this.cards(s), take: this.cards(s),
          promises: Array.from({ length: this.int(5) }, () => ({
            promiser: this.seat(s), kind: this.pick(['nextRound', 'cardType', 'once', 'always']),
            ...(this.chance(0.5) ? { cardType: this.pick(['hero', 'monster', 'plague', 'kingdom', '__proto__']) } : {}),
          })),
        },
      };
      case 'invokePromise': return { ...base, promise: this.pick(['promise-1', 'promise-2', '__proto__', 'constructor', '']) };
      case 'pick': case 'fight': return { ...base, [type === 'pick' ? 'card' : 'monster']: this.card(s) };
      case 'playPeddler': return { ...base, card: this.card(s), winner: this.seat(s), handTo: this.seat(s) };
      case 'attach': return { ...base, paladin: this.card(s), monster: this.card(s) };
      case 'rogue': return { ...base, rogue: this.card(s), monster: this.card(s) };
      case 'aim': return { ...base, aims: Array.from({ length: this.pick([0, 1, 2, 21, 3000]) }, () => ({ archer: this.card(s), monster: this.card(s) })) };
      case 'discardHeroes': return { ...base, cards: this.cards(s) };
      case 'resolvePlague': return { ...base, priestesses: this.cards(s), walls: this.cards(s), discard: this.cards(s) };
      case 'resolveAttacks': return {
        ...base, priestesses: this.cards(s), discard: this.cards(s),
        walls: Array.from({ length: this.int(3) }, () => ({ wall: this.card(s), cancels: this.pick(['hero', 'building', 'treasure', 'monster']) })),
      };
      default: return base;
    }
  }

  /** A legal move, bent: another seat, another type, an extra or missing key, a foreign card. */
  bent(s: GameState): unknown {
    const seats = awaitingSeats(s);
    const legal = seats.length > 0 ? legalMoves(s, this.pick(seats)) : [];
    if (legal.length === 0) return this.shaped(s);
    const m: Record<string, unknown> = { ...this.pick(legal) };
    switch (this.int(6)) {
      case 0: m.seat = (Number(m.seat) + 1 + this.int(3)) % s.players.length; break;
      case 1: m.type = this.pick(MOVE_TYPES); break;
      case 2: m[this.pick(['extra', '__proto__', 'constructor', 'seatId'])] = this.junk(); break;
      case 3: delete m[this.pick(Object.keys(m).filter((k) => k !== 'type'))]; break;
      case 4: for (const k of Object.keys(m)) if (k !== 'type' && k !== 'seat') m[k] = this.junk(); break;
      default: m.seat = this.pick(NASTY_NUMBERS);
    }
    return m;
  }

  /** Prototype-pollution attempts, as a JSON parser would produce them. */
  polluting(s: GameState): unknown {
    const seat = this.int(s.players.length);
    return JSON.parse(this.pick([
      `{"__proto__": {"polluted": true}, "type": "lock", "seat": ${seat}}`,
      `{"type": "announce", "seat": ${seat}, "card": "__proto__", "__proto__": {"lock": true}}`,
      `{"type": "propose", "seat": ${seat}, "deal": {"__proto__": {"to": 1}, "claimant": 0, "give": [], "take": [], "promises": []}}`,
      `{"type": "aim", "seat": ${seat}, "aims": [{"archer": "archer-1", "monster": "orc-1", "__proto__": {"polluted": true}}]}`,
      `{"type": "lock", "seat": ${seat}, "constructor": {"prototype": {"polluted": true}}}`,
      `{"type": "constructor", "seat": ${seat}}`,
      `{"type": "__proto__", "seat": ${seat}}`,
      `{"type": "discardHeroes", "seat": ${seat}, "cards": ["__proto__", "constructor"]}`,
    ]));
  }

  legal(s: GameState): unknown {
    const seats = awaitingSeats(s);
    const legal = seats.length > 0 ? legalMoves(s, this.pick(seats)) : [];
    return legal.length > 0 ? this.pick(legal) : this.junk();
  }

  input(s: GameState): unknown {
    const roll = this.int(100);
    if (roll < 15) return this.junk();
    if (roll < 55) return this.shaped(s);
    if (roll < 85) return this.bent(s);
    if (roll < 92) return this.polluting(s);
    return this.legal(s);
  }
}

describe('untrusted moves', () => {
  it(`${TOTAL.toLocaleString('en')} random and malformed moves are each legal or refused with a typed reason, and never change the state`, () => {
    const states = sampleStates();
    const fuzz = new Fuzzer(xoroshiro128plus(0xf022));
    const codes = new Map<RefusalCode, number>();
    let accepted = 0;
    const perState = Math.ceil(TOTAL / states.length);
    let done = 0;
    for (const state of states) {
      const before = hashState(state);
      for (let i = 0; i < perState && done < TOTAL; i++, done++) {
        const input = fuzz.input(state);
        let r: ReturnType<typeof applyUntrustedMove>;
        try {
          r = applyUntrustedMove(state, input);
        } catch (err) {
          throw new Error(`${JSON.stringify(input)?.slice(0, 300)} threw at ${state.step}: ${err instanceof Error ? err.message : String(err)}`);
        }
        if (r.ok) {
          // Accepted moves must be legal ones: the parse succeeds and the gate agrees.
          const parsed = parseMove(input);
          expect(parsed.ok).toBe(true);
          if (parsed.ok) expect(checkMove(state, parsed.move)).toBeNull();
          accepted++;
          continue;
        }
        if (!CODES.includes(r.refusal.code) || typeof r.refusal.message !== 'string' || r.refusal.message.length === 0) {
          throw new Error(`untyped refusal ${JSON.stringify(r.refusal)} for ${JSON.stringify(input)?.slice(0, 300)}`);
        }
        codes.set(r.refusal.code, (codes.get(r.refusal.code) ?? 0) + 1);
      }
      expect(hashState(state), `state at ${state.step} changed`).toBe(before);
    }
    expect(done).toBe(TOTAL);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    // Every kind of refusal was met, and legal moves were mixed in but not counted as refusals.
    expect([...codes.keys()].sort()).toEqual([...CODES].sort());
    const refused = [...codes.values()].reduce((n, c) => n + c, 0);
    expect(refused + accepted).toBe(TOTAL);
    expect(accepted).toBeGreaterThan(0);
  }, 120_000);

  it('refuses ids that only exist on Object.prototype as unknown cards', () => {
    const state = createGame({ seed: 4, players: names(2) }).state;
    const seat = state.revealer;
    for (const card of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const r = applyUntrustedMove(state, { type: 'announce', seat, card });
      expect(r.ok ? 'accepted' : r.refusal.code, card).toBe('unknownCard');
    }
  });
});
