/**
 * Short messages for the player about saves: a game saved, a file that could not be read (with
 * the library's own message, shown as is), saves Continue passed over.
 */
import { createStore } from '../store';

export interface Notice {
  id: number;
  tone: 'info' | 'error';
  text: string;
}

const SHOWN_MS = { info: 4_000, error: 12_000 } as const;
let nextId = 1;

export const noticeStore = createStore<readonly Notice[]>([]);

export function dismissNotice(id: number): void {
  noticeStore.update((all) => all.filter((n) => n.id !== id));
}

export function notify(tone: Notice['tone'], text: string): void {
  const id = nextId++;
  // The same message twice in a row (an autosave failing each step) is shown once.
  noticeStore.update((all) => [...all.filter((n) => n.text !== text), { id, tone, text }].slice(-4));
  if (typeof setTimeout === 'function') setTimeout(() => dismissNotice(id), SHOWN_MS[tone]);
}
