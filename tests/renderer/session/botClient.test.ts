/**
 * The platform's bot port: a local table's AI seats are asked through the bot worker when the page
 * has one (the answer arrives later, checked by zod), and answer at once in this thread without one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nainsModule } from '../../../src/engine/games/nains/module';
import { aiForId } from '../../../src/ai/registry';
import { createLocalSession } from '../../../src/renderer/games/shared/localSession';
import { createBotCompute } from '../../../src/renderer/session/botCompute';
import { createBotPort, resetBotWorkerForTests } from '../../../src/renderer/session/botClient';
import { botQuestionSchema } from '../../../src/renderer/session/botProtocol';

vi.hoisted(() => {
  if (!('window' in globalThis)) Object.assign(globalThis, { window: {} });
});

/** A worker that answers each question on a later task, as the real one does, with the registry's bots. */
class FakeWorker {
  static made: FakeWorker[] = [];
  readonly asked: unknown[] = [];
  onmessage: ((event: MessageEvent<unknown>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private readonly compute = createBotCompute((game) => aiForId(game));
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown): void {
    this.asked.push(message);
    const q = botQuestionSchema.parse(message);
    setTimeout(() => this.onmessage?.({ data: this.compute.answer(q) } as MessageEvent<unknown>), 5);
  }
  terminate(): void {}
}

const lords = [{ name: 'Ana', kind: 'human' as const }, { name: 'Bot 1', kind: 'easy' as const }, { name: 'Bot 2', kind: 'easy' as const }];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetBotWorkerForTests();
  FakeWorker.made = [];
});

describe('bot port', () => {
  it('answers at once in this thread where the page has no Worker', () => {
    const port = createBotPort(nainsModule);
    const table = port.newTable();
    const state = nainsModule.create({ seed: 'bp-1', players: lords.map((l) => ({ name: l.name })) }).state;
    const seat = nainsModule.ctx(state).awaiting[0];
    if (seat === undefined) throw new Error('nobody awaited');
    let got: unknown = null;
    port.ask({ game: 'nains', table, seat, level: 'easy', seed: 7, view: nainsModule.view(state, seat) }, (a) => void (got = a.move));
    expect(got).not.toBeNull();
    expect(nainsModule.parseMove(got).ok).toBe(true);
  });

  it('starts the worker with a game that has AI seats and plays them through it: one worker, questions checked, moves arrive later', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.useFakeTimers();
    const session = createLocalSession(nainsModule);
    session.start(lords, 'bp-worker');
    // A game with AI seats starts the worker at once, before the first bot turn's pause.
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0]?.asked).toEqual([]);
    const before = session.get().seq;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(FakeWorker.made).toHaveLength(1);
    const worker = FakeWorker.made[0];
    if (!worker) throw new Error('no worker');
    expect(worker.asked.length).toBeGreaterThan(0);
    for (const q of worker.asked) expect(botQuestionSchema.safeParse(q).success).toBe(true);
    // The bots' bids landed on the table (each an applied move).
    expect(session.get().seq).toBeGreaterThan(before);
    expect(session.timeline()?.moves.length).toBeGreaterThan(0);
    session.leave();
  });

  it('changes nothing with an answer that lands after its game was left', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.useFakeTimers();
    const session = createLocalSession(nainsModule);
    session.start(lords, 'bp-left');
    // The pause passes and the question goes out; the table is left before the answer lands.
    await vi.advanceTimersByTimeAsync(600);
    expect(FakeWorker.made[0]?.asked.length ?? 0).toBeGreaterThan(0);
    session.leave();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(session.get().active).toBe(false);
    expect(session.get().seq).toBe(0);
  });
});
