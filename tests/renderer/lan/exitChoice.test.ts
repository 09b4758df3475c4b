import { afterEach, describe, expect, it, vi } from 'vitest';
import { lanExitChoice, type LanExitState } from '../../../src/renderer/lan/exitChoice';
import { askExit, exitQuestion } from '../../../src/renderer/shell/exitQuestion';

const t = (key: string) => `<${key}>`;
const seated: LanExitState = { hosting: false, watching: false, playing: true };

/** Presses the exit as the shell bar does: returns whether it left at once. */
function press(state: LanExitState): boolean {
  const leave = vi.fn();
  const exit = lanExitChoice(state, t, leave);
  askExit(exit.running(), () => exit.leave());
  return leave.mock.calls.length === 1;
}

describe('the way out of a LAN table', () => {
  afterEach(() => exitQuestion.set(false));

  it('is "Leave the table" for a seated player, and asks once while the game runs', () => {
    const exit = lanExitChoice(seated, t, () => undefined);
    expect(exit).toMatchObject({ testId: 'lan-leave', label: '<lan.common.leave>', question: '<lan.common.confirmLeave>' });
    // The seated player's stay answer is the shell's own "Keep playing".
    expect(exit.stay).toBeUndefined();
    expect(press(seated)).toBe(false);
    expect(exitQuestion.get()).toBe(true);
  });

  it('leaves a seat at once between games (nothing for the AI to take over)', () => {
    expect(press({ ...seated, playing: false })).toBe(true);
    expect(exitQuestion.get()).toBe(false);
  });

  it('lets a spectator stop watching at once, without a question', () => {
    const state = { ...seated, watching: true };
    const exit = lanExitChoice(state, t, () => undefined);
    expect(exit.label).toBe('<lan.spectator.stop>');
    expect(exit.question).toBeUndefined();
    expect(press(state)).toBe(true);
    expect(exitQuestion.get()).toBe(false);
  });

  it('has the host close the table for everyone, always asking first', () => {
    const state = { hosting: true, watching: false, playing: false };
    expect(lanExitChoice(state, t, () => undefined)).toMatchObject({ label: '<lan.common.closeTable>', question: '<lan.common.confirmClose>', stay: '<lan.common.keepOpen>' });
    expect(press(state)).toBe(false);
    expect(exitQuestion.get()).toBe(true);
  });
});
