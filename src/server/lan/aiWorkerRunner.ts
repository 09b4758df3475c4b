/**
 * AI decisions on a worker thread, so a bot's search never blocks the host. One worker (the
 * machines this runs on have few cores and the host needs one); it is started on first use,
 * restarted if it dies, and never keeps the process alive. A decision that takes too long is
 * rejected, and the session falls back to a legal move.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BaseMove } from '../../engine/kit/module';
import { DEFAULT_GAME_ID, findGame } from '../../engine/registry';
import type { AiRequest, AiRunner } from './aiRunner';
import type { FromWorker, ToWorker } from './aiWorker';

interface Waiting { game: string; resolve(move: BaseMove): void; reject(err: Error): void; timer: NodeJS.Timeout }

export function workerAiRunner(spawn: () => Worker, timeoutMs = 15_000): AiRunner {
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, Waiting>();

  const failAll = (err: Error): void => {
    for (const w of waiting.values()) {
      clearTimeout(w.timer);
      w.reject(err);
    }
    waiting.clear();
  };

  const ensure = (): Worker => {
    if (worker) return worker;
    const w = spawn();
    w.unref();
    w.on('message', (reply: FromWorker) => {
      const entry = waiting.get(reply.id);
      if (!entry) return;
      waiting.delete(reply.id);
      clearTimeout(entry.timer);
      if ('error' in reply) return entry.reject(new Error(reply.error));
      // The worker is ours, but its answer still crosses a boundary: check it like any move.
      const module = findGame(entry.game);
      const parsed = module ? module.parseMove(reply.move) : { ok: false as const, message: `No game "${entry.game}"` };
      if (parsed.ok) entry.resolve(parsed.move);
      else entry.reject(new Error(parsed.message));
    });
    w.on('error', (err) => failAll(err));
    w.on('exit', () => {
      if (worker === w) worker = null;
      failAll(new Error('The AI worker stopped'));
    });
    worker = w;
    return w;
  };

  const post = (msg: ToWorker): void => ensure().postMessage(msg);

  return {
    decide(request: AiRequest): Promise<BaseMove> {
      return new Promise<BaseMove>((resolve, reject) => {
        const id = nextId++;
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error(`The ${request.kind} AI took longer than ${timeoutMs} ms`));
        }, timeoutMs);
        timer.unref();
        waiting.set(id, { game: request.game ?? DEFAULT_GAME_ID, resolve, reject, timer });
        post({ type: 'decide', id, request });
      });
    },
    forget(prefix) {
      if (worker) post({ type: 'forget', prefix });
    },
    async close() {
      const w = worker;
      worker = null;
      failAll(new Error('The AI worker was closed'));
      if (w) await w.terminate();
    },
  };
}

/**
 * The worker from source, for tsx-run tools (`npm run serve`, the bench, tests). On Node 20 an
 * `--import tsx` in a worker's execArgv comes too late for its entry file, so a small bootstrap
 * registers tsx first and then imports the TypeScript worker.
 */
export function sourceAiWorker(): Worker {
  // The ESM build of tsx's API (its CommonJS build cannot register from a worker).
  const tsxDir = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsx = pathToFileURL(join(tsxDir, 'dist', 'esm', 'api', 'index.mjs')).href;
  const entry = new URL('./aiWorker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((t) => { t.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { eval: true });
}
