/**
 * Issue 26: every game's bots think in the platform's one bot worker. A Mirianth seat (told the
 * move index, as the page's bots are, in its own turn order) and a Nains seat both ask through the
 * worker's protocol (the real worker script, its messages cloned as a browser does) and play, move
 * after move, exactly what their bots play when called directly; hints of both go the same way.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBot } from '../../../src/ai/games/mirianth/bots';
import { useClock } from '../../../src/ai/games/mirianth/clock';
import { nextSeat } from '../../../src/ai/games/mirianth/mirianthAi';
import { suggest } from '../../../src/ai/games/mirianth/suggest';
import { aiForId } from '../../../src/ai/registry';
import { mirianthModule } from '../../../src/engine/games/mirianth/module';
import { nainsModule } from '../../../src/engine/games/nains/module';
import { canonicalKey } from '../../../src/engine/kit/canonical';
import { seatId, type SeatId } from '../../../src/engine/kit/ids';
import type { BaseEvent, BaseMove, GameModule } from '../../../src/engine/kit/module';
import { createMirianthBots } from '../../../src/renderer/games/mirianth/game/mirianthBots';
import { createBotPort, resetBotWorkerForTests } from '../../../src/renderer/session/botClient';
import { botQuestionSchema } from '../../../src/renderer/session/botProtocol';

interface Scope { onmessage: ((event: MessageEvent<unknown>) => void) | null; postMessage(message: unknown): void }

/** The worker script's own global, and the fake Worker the page talks to (one per page, as the real one). */
const scope: Scope = { onmessage: null, postMessage: (message) => FakeWorker.made.at(-1)?.receive(message) };

class FakeWorker {
  static made: FakeWorker[] = [];
  readonly asked: unknown[] = [];
  onmessage: ((event: MessageEvent<unknown>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown): void {
    this.asked.push(message);
    const copy = structuredClone(message);
    setTimeout(() => scope.onmessage?.({ data: copy } as MessageEvent<unknown>), 0);
  }
  receive(message: unknown): void {
    const copy = structuredClone(message);
    setTimeout(() => this.onmessage?.({ data: copy } as MessageEvent<unknown>), 0);
  }
  terminate(): void {}
}

// A frozen clock: the hard bot's time caps never cut a search short on a busy machine (see clock.ts).
let restoreClock: () => void = () => undefined;

beforeAll(async () => {
  restoreClock = useClock(() => 0);
  vi.stubGlobal('self', scope);
  await import('../../../src/renderer/session/botWorker');
  vi.stubGlobal('Worker', FakeWorker);
});

afterAll(() => {
  restoreClock();
  vi.unstubAllGlobals();
  resetBotWorkerForTests();
});

/** Plays `moves` moves of a seeded game: each acting seat's move from `ask`, which sees the state and the moves so far. */
async function play<S, V, M extends BaseMove, E extends BaseEvent, O>(
  game: GameModule<S, V, M, E, O>, seed: string, seats: number, moves: number,
  pick: (state: S) => SeatId | undefined, ask: (view: V, seat: SeatId, at: number) => Promise<unknown>,
): Promise<string[]> {
  let state = game.create({ seed, players: Array.from({ length: seats }, (_, i) => ({ name: `P${i}` })) }).state;
  const played: string[] = [];
  while (played.length < moves && !game.ctx(state).over) {
    const seat = pick(state);
    if (seat === undefined) throw new Error('nobody acts');
    const move = await ask(game.view(state, seat), seat, played.length);
    const r = game.apply(state, move as M);
    if (!r.ok) throw new Error(`refused: ${r.refusal.message}`);
    played.push(canonicalKey(move));
    state = r.state;
  }
  return played;
}

const LEVELS = ['easy', 'normal', 'easy', 'normal'] as const;

describe('one bot worker for every game', () => {
  it('a Mirianth seat asked through the worker plays what its bot plays when called directly, move after move', async () => {
    const bots = createMirianthBots();
    const viaWorker = await play(mirianthModule, 'one-worker-m', 4, 60, (s) => nextSeat(s),
      (view, seat, at) => bots.choose(1, seat, LEVELS[seat] ?? 'easy', 100 + seat, view, at));
    const direct = LEVELS.map((level, seat) => createBot(level, 100 + seat));
    const inThread = await play(mirianthModule, 'one-worker-m', 4, 60, (s) => nextSeat(s),
      (view, seat, at) => Promise.resolve(direct[seat]?.choose(view, seat, at)));
    expect(viaWorker).toHaveLength(60);
    expect(viaWorker).toEqual(inThread);
  }, 60_000);

  it('a Nains seat asked through the same worker plays what its registry bot plays when called directly', async () => {
    const port = createBotPort(nainsModule);
    const table = port.newTable();
    const viaWorker = await play(nainsModule, 'one-worker-n', 3, 40, (s) => nainsModule.ctx(s).awaiting[0],
      (view, seat) => new Promise((resolve) => port.ask({ game: 'nains', table, seat, level: 'easy', seed: 7 + seat, view }, (a) => resolve(a.move))));
    const direct = [0, 1, 2].map((seat) => aiForId('nains').createBot('easy', 7 + seat));
    const inThread = await play(nainsModule, 'one-worker-n', 3, 40, (s) => nainsModule.ctx(s).awaiting[0],
      (view, seat) => Promise.resolve(direct[seat]?.choose(view, seat)));
    expect(viaWorker.length).toBeGreaterThan(10);
    expect(viaWorker).toEqual(inThread);
  }, 60_000);

  it('hints of both games through the same worker: Mirianth\'s its own suggestion, Nains\' a legal answer; every question a protocol message', async () => {
    const { state } = mirianthModule.create({ seed: 'one-worker-h', players: ['A', 'B', 'C', 'D'].map((name) => ({ name })) });
    const seat = nextSeat(state);
    if (seat === undefined) throw new Error('nobody acts');
    const view = mirianthModule.view(state, seat);
    const hint = await createMirianthBots().hint(seat, view);
    expect(hint).not.toBeNull();
    expect(canonicalKey(hint)).toBe(canonicalKey(suggest(view, seat)));
    const lords = nainsModule.create({ seed: 'one-worker-h', players: ['A', 'B', 'C'].map((name) => ({ name })) }).state;
    const lord = seatId(0);
    const lordView = nainsModule.view(lords, lord);
    const nainsHint = await new Promise((resolve) => createBotPort(nainsModule).hint({ game: nainsModule.id, seat: lord, view: lordView }, (a) => resolve(a.move)));
    // Nains' hard bot has time caps of its own: its hint is checked as a legal answer, not a fixed one.
    expect(nainsModule.legalMoves(lordView, lord).map(canonicalKey)).toContain(canonicalKey(nainsHint));
    expect(FakeWorker.made).toHaveLength(1);
    const asked = (FakeWorker.made[0]?.asked ?? []).map((q) => botQuestionSchema.parse(q));
    expect(asked.filter((q) => q.type === 'hint').map((q) => q.game)).toEqual([mirianthModule.id, nainsModule.id]);
  }, 60_000);
});
