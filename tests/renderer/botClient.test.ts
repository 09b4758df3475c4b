/** The bot worker starts on the first question or when warmed, not with the page (issue 17). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBotClient } from '../../src/renderer/games/mirianth/game/botClient';
import type { PlayerView, SeatId } from '../../src/engine/games/mirianth';

class FakeWorker {
  static made = 0;
  readonly posted: unknown[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor() {
    FakeWorker.made++;
  }
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  terminate(): void {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.made = 0;
});

describe('bot client', () => {
  it('starts no worker until warmed, then exactly one', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const client = createBotClient();
    expect(FakeWorker.made).toBe(0);
    client.warm();
    client.warm();
    expect(FakeWorker.made).toBe(1);
  });

  it('starts the worker on the first question when nobody warmed it', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const client = createBotClient();
    void client.hint(0 as SeatId, {} as PlayerView);
    void client.hint(0 as SeatId, {} as PlayerView);
    expect(FakeWorker.made).toBe(1);
  });
});
