// Starts a TypeScript module inside a worker thread: workers do not inherit tsx's loader flags.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
