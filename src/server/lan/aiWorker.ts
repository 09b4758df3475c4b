/** The AI worker thread: keeps the bots and answers decisions posted by `aiWorkerRunner.ts`. */
import { parentPort } from 'node:worker_threads';
import { BotShelf, type AiRequest } from './aiRunner';

export type ToWorker = { type: 'decide'; id: number; request: AiRequest } | { type: 'forget'; prefix: string };
export type FromWorker = { id: number; move: unknown } | { id: number; error: string };

const shelf = new BotShelf();
const port = parentPort;
if (!port) throw new Error('aiWorker runs only as a worker thread');

port.on('message', (msg: ToWorker) => {
  if (msg.type === 'forget') {
    shelf.forget(msg.prefix);
    return;
  }
  let reply: FromWorker;
  try {
    reply = { id: msg.id, move: shelf.choose(msg.request) };
  } catch (err) {
    reply = { id: msg.id, error: err instanceof Error ? err.message : String(err) };
  }
  port.postMessage(reply);
});
