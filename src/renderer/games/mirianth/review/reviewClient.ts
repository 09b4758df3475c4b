/**
 * Runs reviews in a worker and keeps the latest one in a store for the panel. Where module workers
 * are missing, the review runs here in small slices (one decision per task), so the page stays
 * responsive. Starting another review (or closing) drops the one running.
 */
import type { ReviewedDecision } from '../../../../ai/games/mirianth/review/review';
import type { SeatId } from '../../../../engine/games/mirianth';
import type { Timeline } from '../../../../engine/games/mirianth/save';
import { createStore } from '../../../store';
import { humanSeats, reviewWork, type ReviewReply, type ReviewRequest } from './reviewCompute';

export type ReviewState =
  | { status: 'idle' }
  | { status: 'running'; timeline: Timeline; seats: SeatId[]; done: number; total: number }
  | { status: 'done'; timeline: Timeline; seats: SeatId[]; decisions: ReviewedDecision[] }
  | { status: 'error'; timeline: Timeline; seats: SeatId[]; message: string };

export const reviewStore = createStore<ReviewState>({ status: 'idle' });

let nextId = 1;
let current = 0;
let worker: Worker | null = null;
/** The request the worker is working on (to take it back if the worker dies). */
let running: ReviewRequest | null = null;

function onReply(reply: ReviewReply): void {
  const s = reviewStore.get();
  if (reply.id !== current || s.status !== 'running') return;
  const base = { timeline: s.timeline, seats: s.seats };
  if (reply.type === 'progress') reviewStore.set({ ...base, status: 'running', done: reply.done, total: reply.total });
  else if (reply.type === 'done') reviewStore.set({ ...base, status: 'done', decisions: reply.decisions });
  else reviewStore.set({ ...base, status: 'error', message: reply.message });
}

function runInSlices(req: ReviewRequest): void {
  const work = reviewWork(req);
  const slice = (): void => {
    if (req.id !== current) return;
    const r = work.next();
    if (r.done) return;
    onReply(r.value);
    setTimeout(slice, 0);
  };
  setTimeout(slice, 0);
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    const w = new Worker(new URL('./reviewWorker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (event: MessageEvent<ReviewReply>) => onReply(event.data);
    w.onerror = (event) => {
      event.preventDefault();
      console.warn('The review worker failed; the review runs on the main thread.');
      w.terminate();
      worker = null;
      // The review under way starts again here, in slices, rather than waiting forever.
      if (running && running.id === current) runInSlices(running);
    };
    return w;
  } catch {
    return null;
  }
}

/** Reviews the human seats of a game (its timeline holds the setup and moves). */
export function startReview(timeline: Timeline): void {
  const s = reviewStore.get();
  // The same game asked again: keep the review made or under way.
  if (s.status !== 'idle' && s.status !== 'error' && s.timeline === timeline) return;
  cancelReview();
  const seats = humanSeats(timeline.setup);
  const id = nextId++;
  current = id;
  reviewStore.set({ status: 'running', timeline, seats, done: 0, total: timeline.moves.length });
  if (seats.length === 0) {
    reviewStore.set({ status: 'done', timeline, seats, decisions: [] });
    return;
  }
  const req: ReviewRequest = { id, setup: timeline.setup, moves: timeline.moves, rulesVersion: timeline.rulesVersion, seats };
  worker = worker ?? startWorker();
  running = req;
  if (worker) worker.postMessage(req);
  else runInSlices(req);
}

/** Drops the review (its worker stops at once: a review cannot be interrupted any other way). */
export function cancelReview(): void {
  current = 0;
  if (reviewStore.get().status === 'running') {
    worker?.terminate();
    worker = null;
  }
  reviewStore.set({ status: 'idle' });
}
