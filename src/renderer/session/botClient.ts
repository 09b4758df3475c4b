/**
 * How a table asks its bots (and its game's hints): questions go to the platform's bot worker, one
 * per page for every game, started on the first question or `warm()`, and the answers come back
 * later; where there is no Worker (Node unit tests) or the worker failed, the bot answers in this
 * thread, at once.
 */
import type { AnyGameModule } from '../../engine/kit/module';
import { aiFor } from '../../ai/registry';
import { createBotCompute, type BotCompute } from './botCompute';
import { botAnswerSchema, type BotAnswer, type BotQuestion, type ChooseQuestion, type HintQuestion } from './botProtocol';

export type BotAsk = Omit<ChooseQuestion, 'id' | 'type'>;
export type HintAsk = Omit<HintQuestion, 'id' | 'type'>;
export type BotDone = (answer: BotAnswer) => void;

export interface BotPort {
  /** A new game's number: its seats get fresh bots. */
  newTable(): number;
  /** Asks a seat's bot; `done` runs at once when it answers in this thread, else when the worker does. */
  ask(question: BotAsk, done: BotDone): void;
  /** Asks the game's hint for a person at `seat`, the same way. */
  hint(question: HintAsk, done: BotDone): void;
  /** Starts the worker now (a game with AI seats has begun), so the first bot answers in its usual time. */
  warm(): void;
}

interface Pending { question: BotQuestion; done: BotDone; inThread: BotCompute }

let tables = 0;
let nextId = 1;
let worker: Worker | null = null;
let started = false;
const pending = new Map<number, Pending>();

function answered(data: unknown): void {
  const parsed = botAnswerSchema.safeParse(data);
  if (!parsed.success) return;
  const entry = pending.get(parsed.data.id);
  pending.delete(parsed.data.id);
  entry?.done(parsed.data);
}

/** A worker that cannot start (or dies) hands its questions back to this thread: slower, never stuck. */
function failed(): void {
  console.warn('The bot worker failed; AI seats now decide on the main thread.');
  worker?.terminate();
  worker = null;
  const left = [...pending.values()];
  pending.clear();
  for (const p of left) p.done(p.inThread.answer(p.question));
}

function workerNow(): Worker | null {
  if (started) return worker;
  started = true;
  if (typeof Worker === 'undefined') return null;
  try {
    worker = new Worker(new URL('./botWorker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<unknown>) => answered(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      failed();
    };
  } catch {
    worker = null;
  }
  return worker;
}

/** The bot port of one game module (its in-thread fallback uses that module's AI). */
export function createBotPort(game: AnyGameModule): BotPort {
  let inThread: BotCompute | null = null;
  const local = (): BotCompute => {
    inThread ??= createBotCompute(() => aiFor(game));
    return inThread;
  };
  const send = (question: BotQuestion, done: BotDone): void => {
    const w = workerNow();
    if (!w) return done(local().answer(question));
    pending.set(question.id, { question, done, inThread: local() });
    w.postMessage(question);
  };
  return {
    newTable: () => ++tables,
    ask: (ask, done) => send({ ...ask, type: 'choose', id: nextId++ }, done),
    hint: (ask, done) => send({ ...ask, type: 'hint', id: nextId++ }, done),
    warm: () => void workerNow(),
  };
}

/** Tests only: forgets the page's worker so the next question starts one again. */
export function resetBotWorkerForTests(): void {
  worker?.terminate();
  worker = null;
  started = false;
  pending.clear();
}
