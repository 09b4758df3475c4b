/**
 * Mirianth's bots through the platform's bot port: without a Worker (or once it failed) they answer
 * in this thread with the same move, and a bot that cannot decide plays the first legal move
 * instead of stalling the table.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBot } from '../../../../src/ai/games/mirianth/bots';
import { nextSeat } from '../../../../src/ai/games/mirianth/mirianthAi';
import { legalMoves } from '../../../../src/engine/games/mirianth';
import { mirianthModule } from '../../../../src/engine/games/mirianth/module';
import { canonicalKey } from '../../../../src/engine/kit/canonical';
import { createMirianthBots } from '../../../../src/renderer/games/mirianth/game/mirianthBots';
import { resetBotWorkerForTests, type BotPort } from '../../../../src/renderer/session/botClient';

/** A worker that takes questions and never answers until it fails. */
class DyingWorker {
  static made: DyingWorker[] = [];
  readonly posted: unknown[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor() {
    DyingWorker.made.push(this);
  }
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  die(): void {
    this.onerror?.({ preventDefault: () => undefined } as Event);
  }
  terminate(): void {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetBotWorkerForTests();
  DyingWorker.made = [];
});

function firstDecision() {
  const { state } = mirianthModule.create({ seed: 'mirianth-bots', players: ['A', 'B', 'C', 'D'].map((name) => ({ name })) });
  const seat = nextSeat(state);
  if (seat === undefined) throw new Error('nobody acts');
  return { seat, view: mirianthModule.view(state, seat) };
}

describe('Mirianth bots through the platform port', () => {
  it('answer in this thread where the page has no Worker, as the bot called directly', async () => {
    const { seat, view } = firstDecision();
    const move = await createMirianthBots().choose(1, seat, 'normal', 42, view, 0);
    expect(canonicalKey(move)).toBe(canonicalKey(createBot('normal', 42).choose(view, seat, 0)));
  });

  it('hand a waiting question back to this thread when the worker dies, and answer it the same', async () => {
    vi.stubGlobal('Worker', DyingWorker);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { seat, view } = firstDecision();
    const answer = createMirianthBots().choose(2, seat, 'easy', 9, view, 0);
    expect(DyingWorker.made[0]?.posted).toHaveLength(1);
    DyingWorker.made[0]?.die();
    expect(canonicalKey(await answer)).toBe(canonicalKey(createBot('easy', 9).choose(view, seat, 0)));
  });

  it('play the first legal move when the bot could not decide', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing: BotPort = {
      newTable: () => 1,
      ask: (_q, done) => done({ id: 1, move: null, error: 'no idea', ms: 0 }),
      hint: (_q, done) => done({ id: 2, move: { type: 'nonsense' }, error: null, ms: 0 }),
      warm: () => undefined,
    };
    const { seat, view } = firstDecision();
    const first = legalMoves(view, seat)[0];
    const bots = createMirianthBots(failing);
    expect(await bots.choose(1, seat, 'hard', 1, view, 0)).toEqual(first);
    expect(await bots.hint(seat, view)).toEqual(first);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
