/** The platform's bot thread: every game's bots and hints (the AI registry's) are worked out here, never on the table's frames. */
import '../cspSafe';
import { aiForId } from '../../ai/registry';
import { createBotCompute } from './botCompute';
import { botQuestionSchema, type BotAnswer } from './botProtocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  postMessage(message: BotAnswer): void;
}

const compute = createBotCompute((game) => aiForId(game));
const scope = self as unknown as WorkerScope;
scope.onmessage = (event) => {
  const parsed = botQuestionSchema.safeParse(event.data);
  if (parsed.success) scope.postMessage(compute.answer(parsed.data));
  else {
    const id = typeof event.data === 'object' && event.data !== null && 'id' in event.data && typeof event.data.id === 'number' ? event.data.id : -1;
    scope.postMessage({ id, move: null, error: `bad question: ${parsed.error.message}`, ms: 0 });
  }
};
