/**
 * A bot's answer that lands after a person moved beside it (simultaneous bids): the rules weigh the
 * bot's move once, as they would a person's, and the table plays it once; an answer the rules no
 * longer take is dropped and the bot asked again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NainsMove } from '../../../../src/engine/games/nains/types';
import { nainsModule } from '../../../../src/engine/games/nains/module';
import { seatId } from '../../../../src/engine/kit/ids';
import { createLocalSession } from '../../../../src/renderer/games/shared/localSession';
import type { BotAsk, BotDone, BotPort } from '../../../../src/renderer/session/botClient';

vi.hoisted(() => {
  if (!('window' in globalThis)) Object.assign(globalThis, { window: {} });
});

afterEach(() => {
  vi.useRealTimers();
});

/** A port whose answers wait until the test gives them. */
function heldPort(): BotPort & { asked: { ask: BotAsk; done: BotDone }[] } {
  const asked: { ask: BotAsk; done: BotDone }[] = [];
  return { asked, newTable: () => 1, ask: (ask, done) => void asked.push({ ask, done }), hint: () => undefined, warm: () => undefined };
}

/** Nains with its rules counted: how often `apply` weighed each move (by its JSON). */
function countedNains() {
  const applied = new Map<string, number>();
  const game = { ...nainsModule, apply: (state: Parameters<typeof nainsModule.apply>[0], move: NainsMove) => {
    const key = JSON.stringify(move);
    applied.set(key, (applied.get(key) ?? 0) + 1);
    return nainsModule.apply(state, move);
  } };
  return { game, applied };
}

const table = [{ name: 'Ana', kind: 'human' as const }, { name: 'Bot', kind: 'easy' as const }];

function startRace(seed: string) {
  vi.useFakeTimers();
  const { game, applied } = countedNains();
  const port = heldPort();
  const session = createLocalSession(game, port);
  session.start(table, seed);
  session.lift();
  vi.advanceTimersByTime(60_000);
  const question = port.asked[0];
  if (!question) throw new Error('the bot was not asked');
  const s = session.get();
  if (!s.state) throw new Error('no game');
  const mine = nainsModule.legalMoves(nainsModule.view(s.state, seatId(0)), seatId(0))[0];
  const theirs = nainsModule.legalMoves(nainsModule.view(s.state, seatId(1)), seatId(1))[0];
  if (!mine || !theirs) throw new Error('no bids');
  // The person bids while the bot is still thinking.
  expect(session.play(mine)).toBe(true);
  return { session, port, question, theirs, applied };
}

describe('local bots racing a person', () => {
  it('weigh and play a late bot answer once when the rules still take it', () => {
    const { session, question, theirs, applied } = startRace('race-1');
    const before = session.get().seq;
    question.done({ id: 1, move: theirs, error: null, ms: 0 });
    expect(session.get().seq).toBe(before + 1);
    expect(session.timeline()?.moves.filter((m) => JSON.stringify(m) === JSON.stringify(theirs))).toHaveLength(1);
    expect(applied.get(JSON.stringify(theirs))).toBe(1);
    session.leave();
  });

  it('drop a late bot answer the rules no longer take and ask the bot again', () => {
    const { session, port, question, theirs } = startRace('race-2');
    const before = session.get().seq;
    question.done({ id: 1, move: { ...theirs, taverns: ['b0', 'b0', 'b0'] }, error: null, ms: 0 });
    expect(session.get().seq).toBe(before);
    vi.advanceTimersByTime(60_000);
    expect(port.asked).toHaveLength(2);
    session.leave();
  });

  it('say so loudly when a bot answers outside the rules on the position it was shown', () => {
    vi.useFakeTimers();
    const port = heldPort();
    const session = createLocalSession(nainsModule, port);
    session.start(table, 'race-3');
    vi.advanceTimersByTime(60_000);
    const question = port.asked[0];
    const s = session.get();
    if (!question || !s.state) throw new Error('the bot was not asked');
    const theirs = nainsModule.legalMoves(nainsModule.view(s.state, seatId(1)), seatId(1))[0];
    if (!theirs) throw new Error('no bid');
    expect(() => question.done({ id: 1, move: { ...theirs, taverns: ['b0', 'b0', 'b0'] }, error: null, ms: 0 })).toThrow(/refused/);
    expect(session.get().seq).toBe(s.seq);
    session.leave();
  });
});
