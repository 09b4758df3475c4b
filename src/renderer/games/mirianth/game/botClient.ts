/** Talks to the bot worker; answers in-thread where module workers are missing. */
import type { Move, PlayerView, SeatId } from '../../../../engine/games/mirianth';
import type { BotReply, BotRequest } from './botCompute';
import type { AiLevel } from './types';

type Pending = (reply: BotReply) => void;
type Payload = { type: 'choose'; game: number; seat: SeatId; level: AiLevel; seed: number; view: PlayerView; at: number }
  | { type: 'hint'; seat: SeatId; view: PlayerView };

export interface BotClient {
  /** `at`: moves played so far in the game (see Bot.choose). */
  choose(game: number, seat: SeatId, level: AiLevel, seed: number, view: PlayerView, at: number): Promise<Move | null>;
  hint(seat: SeatId, view: PlayerView): Promise<Move | null>;
  /** Starts the worker now if no question has yet (the page calls it once the table has drawn). */
  warm(): void;
}

function startWorker(onReply: (reply: BotReply) => void, onFail: () => void): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    const worker = new Worker(new URL('./botWorker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<BotReply>) => onReply(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      onFail();
    };
    return worker;
  } catch {
    return null;
  }
}

export function createBotClient(): BotClient {
  let nextId = 1;
  const pending = new Map<number, { done: Pending; req: BotRequest }>();
  const onReply = (reply: BotReply) => {
    const entry = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.error) console.warn(`A bot could not decide (${reply.error}); it played a legal fallback.`);
    entry?.done(reply);
  };
  // The bots' code loads in this thread only if it has to decide here (the page's first load
  // leaves it to the worker's own bundle).
  const inThread = (req: BotRequest) => void import('./botCompute').then(({ computeBotReply }) => onReply(computeBotReply(req)));
  // A worker that cannot start (or dies) hands its questions back to this thread: slower, never stuck.
  // It starts on the first question or `warm()`, not with the page: parsing its bundle (≈ 210 kB)
  // on the other core competed with the first load on two-core machines (issue 17).
  let worker: Worker | null = null;
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    worker = startWorker(onReply, () => {
      console.warn('The bot worker failed; AI seats now decide on the main thread.');
      worker?.terminate();
      worker = null;
      for (const { req } of pending.values()) inThread(req);
    });
  };

  const ask = (payload: Payload): Promise<Move | null> => {
    start();
    const req = { ...payload, id: nextId++ } as BotRequest;
    return new Promise((resolve) => {
      pending.set(req.id, { done: (reply) => resolve(reply.move), req });
      if (worker) worker.postMessage(req);
      else inThread(req);
    });
  };

  return {
    choose: (game, seat, level, seed, view, at) => ask({ type: 'choose', game, seat, level, seed, view, at }),
    hint: (seat, view) => ask({ type: 'hint', seat, view }),
    warm: start,
  };
}
