/** The page's one bot worker starts on the first question or when warmed, not with the page (issue 17), whichever game asks. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mirianthModule } from '../../../src/engine/games/mirianth/module';
import { nainsModule } from '../../../src/engine/games/nains/module';
import type { PlayerView } from '../../../src/engine/games/mirianth';
import { seatId } from '../../../src/engine/kit/ids';
import { createMirianthBots } from '../../../src/renderer/games/mirianth/game/mirianthBots';
import { createBotPort, resetBotWorkerForTests } from '../../../src/renderer/session/botClient';

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
  resetBotWorkerForTests();
  FakeWorker.made = 0;
});

describe('bot worker start', () => {
  it('starts no worker until warmed, then exactly one for every game on the page', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const mirianth = createMirianthBots();
    const nains = createBotPort(nainsModule);
    expect(FakeWorker.made).toBe(0);
    mirianth.warm();
    mirianth.warm();
    nains.warm();
    expect(FakeWorker.made).toBe(1);
  });

  it('starts the worker on the first question when nobody warmed it', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const mirianth = createMirianthBots(createBotPort(mirianthModule));
    void mirianth.hint(seatId(0), {} as PlayerView);
    void mirianth.hint(seatId(0), {} as PlayerView);
    expect(FakeWorker.made).toBe(1);
  });
});
