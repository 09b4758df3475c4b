/** The review's thread: weighing a whole game takes seconds, which the table must never feel. */
import '../../../cspSafe';
import { reviewWork, type ReviewReply, type ReviewRequest } from './reviewCompute';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ReviewRequest>) => void) | null;
  postMessage(message: ReviewReply): void;
}

const scope = self as unknown as WorkerScope;
scope.onmessage = (event) => {
  for (const reply of reviewWork(event.data)) scope.postMessage(reply);
};
