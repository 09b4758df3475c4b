/** The bots' thread: a hard bot's 200 ms of search never costs the table a frame. */
import '../../../cspSafe';
import { computeBotReply, type BotRequest, type BotReply } from './botCompute';

interface WorkerScope {
  onmessage: ((event: MessageEvent<BotRequest>) => void) | null;
  postMessage(message: BotReply): void;
}

const scope = self as unknown as WorkerScope;
scope.onmessage = (event) => scope.postMessage(computeBotReply(event.data));
