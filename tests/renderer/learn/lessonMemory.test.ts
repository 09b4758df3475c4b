/**
 * A guided game's lesson kept with its game: each step is written under the save record's game id,
 * showing that game again (reload, then Continue) brings the lesson back at its step, another game
 * does not, and leaving the lesson forgets it.
 */
import { describe, expect, it } from 'vitest';
import { keepLessonWithGame, readLesson } from '../../../src/renderer/games/shared/learn/lessonMemory';
import { endLesson, nextStep, tableCoachStore } from '../../../src/renderer/games/shared/learn/tableCoach';
import { createStore } from '../../../src/renderer/store';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() { return items.size; },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, v),
  };
}

const steps = [{ advance: 'next' as const }, { advance: 'next' as const }, { advance: () => false }, { advance: 'next' as const }];

function fakeSession() {
  const snap = createStore({ active: true, seed: 'lesson-seed' });
  return { start: () => undefined, get: snap.get, subscribe: snap.subscribe, holdBots: () => undefined, snap };
}

describe('lesson memory', () => {
  it('writes the step under the shown game, restores it when that game is shown again, and forgets it when the lesson is left', () => {
    const storage = memoryStorage();
    const shown = createStore<string | null>(null);
    const session = fakeSession();
    keepLessonWithGame('testgame', shown, session, steps, storage);
    shown.set('game-a');
    tableCoachStore.set({ game: 'testgame', step: 0 });
    nextStep(steps.length);
    nextStep(steps.length);
    expect(readLesson('testgame', storage)).toEqual({ gameId: 'game-a', step: 2, seed: 'lesson-seed' });

    // A reload: no lesson, no game; then Continue shows game-a again.
    shown.set(null);
    tableCoachStore.set({ game: null, step: 0 });
    expect(readLesson('testgame', storage)?.step).toBe(2);
    shown.set('game-b');
    expect(tableCoachStore.get().game).toBeNull();
    shown.set(null);
    shown.set('game-a');
    expect(tableCoachStore.get()).toEqual({ game: 'testgame', step: 2 });

    endLesson();
    expect(readLesson('testgame', storage)).toBeNull();
  });
});
