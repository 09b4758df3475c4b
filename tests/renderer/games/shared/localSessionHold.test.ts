/**
 * The local session's bot hold (a guided game's lesson being read): while held, the AI seats make
 * no move however long the person reads; letting go lets them play on.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nainsModule } from '../../../../src/engine/games/nains/module';
import { createLocalSession, type BotHold } from '../../../../src/renderer/games/shared/localSession';
import { createStore } from '../../../../src/renderer/store';

vi.hoisted(() => {
  if (!('window' in globalThis)) Object.assign(globalThis, { window: {} });
});

const lords = [{ name: 'Ana', kind: 'human' as const }, { name: 'Bot 1', kind: 'easy' as const }, { name: 'Bot 2', kind: 'easy' as const }];

function switchHold(initial: boolean): BotHold & { set(v: boolean): void } {
  const on = createStore(initial);
  return { held: on.get, subscribe: on.subscribe, set: on.set };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('local session bot hold', () => {
  it('keeps the bots still while held and lets them play once released', () => {
    vi.useFakeTimers();
    const session = createLocalSession(nainsModule);
    const hold = switchHold(true);
    session.start(lords, 'hold-1');
    session.holdBots(hold);
    const before = session.get().seq;
    vi.advanceTimersByTime(60_000);
    expect(session.get().seq).toBe(before);
    hold.set(false);
    vi.advanceTimersByTime(60_000);
    expect(session.get().seq).toBeGreaterThan(before);
    session.leave();
  });

  it('drops a bot move already on its way when the hold comes on before it lands', () => {
    vi.useFakeTimers();
    const session = createLocalSession(nainsModule);
    const hold = switchHold(false);
    session.holdBots(hold);
    session.start(lords, 'hold-2');
    const before = session.get().seq;
    hold.set(true);
    vi.advanceTimersByTime(60_000);
    expect(session.get().seq).toBe(before);
    session.leave();
  });

  it('asks for an autosave when the hold comes on, as the game then waits on the person reading', () => {
    vi.useFakeTimers();
    const session = createLocalSession(nainsModule);
    const autosaves: number[] = [];
    session.listen({ started: () => undefined, changed: (t, autosave) => void (autosave && autosaves.push(t.moves.length)), left: () => undefined });
    const hold = switchHold(false);
    session.holdBots(hold);
    session.start(lords, 'hold-3');
    vi.advanceTimersByTime(60_000);
    const played = session.timeline()?.moves.length ?? 0;
    expect(played).toBeGreaterThan(0);
    autosaves.length = 0;
    hold.set(true);
    expect(autosaves).toEqual([played]);
    session.leave();
  });
});
