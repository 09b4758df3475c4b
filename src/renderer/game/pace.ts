/**
 * Pacing between the engine and the table. The engine never waits; AI seats do, so a human can
 * follow them: each AI decision takes at least a minimum time and starts once the table is idle.
 */
import type { Speed } from './types';

export const AI_MIN_DELAY_MS: Record<Speed, number> = { normal: 650, fast: 260, instant: 30 };

type IdleWaiter = () => void;

class AnimationGate {
  private busyCount = 0;
  private waiters: IdleWaiter[] = [];

  /** Called by the animation layer around each batch it plays. */
  begin(): void {
    this.busyCount++;
  }

  end(): void {
    this.busyCount = Math.max(0, this.busyCount - 1);
    if (this.busyCount === 0) {
      const waiters = this.waiters;
      this.waiters = [];
      for (const w of waiters) w();
    }
  }

  reset(): void {
    this.busyCount = 1;
    this.end();
  }

  busy(): boolean {
    return this.busyCount > 0;
  }

  idle(): Promise<void> {
    return this.busyCount === 0 ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }
}

export const animationGate = new AnimationGate();

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
