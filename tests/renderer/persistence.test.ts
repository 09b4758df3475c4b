/**
 * The live game's save record against a real session and a real save library (on a memory
 * storage): autosave points, undo, Continue and the replay viewer's frames.
 */
import { describe, expect, it } from 'vitest';
import { awaitingSeats, legalMoves, playerView, type GameState, type SeatId } from '../../src/engine/games/mirianth';
import { createSaveLibrary, type SavesApi } from '../../src/shared/save';
import { asMirianthSave, positionHash, replayMoves } from '../../src/engine/games/mirianth/save';
import { Persistence } from '../../src/renderer/games/mirianth/game/persistence';
import { Session } from '../../src/renderer/games/mirianth/game/session';
import type { GameConfig } from '../../src/renderer/game/types';
import type { Batch } from '../../src/renderer/games/mirianth/game/types';
import { ReplayController } from '../../src/renderer/games/mirianth/saves/replayController';
import { MAX_TIME_SCALE } from '../../src/renderer/saves/replayPace';
import { undoSeat } from '../../src/renderer/games/mirianth/saves/timelineModel';
import { memoryStorage } from '../support/memoryStorage';

function setUp(beforeAutosave?: () => Promise<void>) {
  const storage = memoryStorage();
  let clock = Date.parse('2026-01-01T00:00:00.000Z');
  const now = () => new Date((clock += 1000));
  const library = createSaveLibrary({ storage, now });
  const saves: SavesApi = {
    ...library,
    exportSave: () => Promise.resolve({ ok: false, reason: 'canceled', message: 'no' }),
    importSave: () => Promise.resolve({ ok: false, reason: 'canceled', message: 'no' }),
  };
  const session = new Session();
  const problems: string[] = [];
  const persistence = new Persistence(session, saves, { onProblem: (m) => problems.push(m), now, ...(beforeAutosave ? { beforeAutosave } : {}) });
  persistence.attach();
  return { storage, saves, session, persistence, problems };
}

const CONFIG: GameConfig = { seed: '1234', seats: [{ name: 'Ana', kind: 'human' }, { name: 'Bia', kind: 'human' }] };

/** Plays the first legal move of the first awaited seat, `n` times (hot-seat: both are human). */
function play(session: Session, n: number): void {
  for (let i = 0; i < n; i++) {
    const state = session.fullState();
    if (!state || state.step === 'gameOver') return;
    const seat = awaitingSeats(state)[0] as SeatId;
    const move = legalMoves(playerView(state, seat), seat)[0];
    if (!move) throw new Error('no legal move');
    expect(session.submit(move)).toBeNull();
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function hashOf(session: Session): string {
  const state = session.fullState();
  if (!state) throw new Error('no game');
  return positionHash(state);
}

describe('the live game record', () => {
  it('follows every move with the seed the engine got, and autosaves at round and step ends', async () => {
    const { session, persistence, storage, problems } = setUp();
    session.start(CONFIG);
    const record = persistence.get();
    expect(record?.setup).toEqual({ seed: 1234, mode: 'local', seats: [{ name: 'Ana', kind: 'human' }, { name: 'Bia', kind: 'human' }] });
    play(session, 40);
    await settle();
    const moves = persistence.get()?.timeline.moves ?? [];
    expect(moves).toHaveLength(40);
    if (!record) throw new Error('no record');
    const replayed = replayMoves(record.setup, moves);
    expect(replayed.ok && positionHash(replayed.state)).toBe(hashOf(session));
    const autosaves = [...storage.files.keys()].filter((id) => id.startsWith('autosave-'));
    expect(autosaves.length).toBeGreaterThan(0);
    expect(autosaves.length).toBeLessThanOrEqual(5);
    expect(problems).toEqual([]);
  });

  it('autosaves unsaved moves when the player leaves the game, and Continue restores it exactly', async () => {
    const { session, persistence, saves } = setUp();
    session.start(CONFIG);
    play(session, 23);
    const hash = hashOf(session);
    const gameId = persistence.get()?.gameId;
    session.toNewGame();
    expect(persistence.get()).toBeNull();
    await settle();
    const out = await saves.continueLatest();
    if (!out.ok) throw new Error(out.message);
    const own = 'any' in out ? null : asMirianthSave(out.save);
    if (!own) throw new Error('a Mirianth game continues on Mirianth\'s path');
    expect(own.moves).toHaveLength(23);
    expect(persistence.resume(own)).toBeNull();
    expect(session.getSnapshot().screen).toBe('playing');
    expect(hashOf(session)).toBe(hash);
    expect(session.movesPlayed()).toBe(23);
    expect(persistence.get()?.gameId).toBe(gameId);
    expect(session.events().length).toBeGreaterThan(23);
    play(session, 5);
    expect(persistence.get()?.timeline.moves).toHaveLength(28);
  });

  it('an autosave held back for the table never overwrites a newer save of the game', async () => {
    const { session, persistence, saves } = setUp(() => new Promise((resolve) => setTimeout(resolve, 40)));
    session.start(CONFIG);
    // Up to the first autosave point, then two more moves, then leave at once.
    let guard = 0;
    while ((persistence.get()?.timeline.moves.length ?? 0) < 60 && guard++ < 60) {
      play(session, 1);
      const t = persistence.get()?.timeline;
      if (t && t.states[t.states.length - 1]?.events.some((e) => e.type === 'roundStarted')) break;
    }
    play(session, 2);
    const moves = persistence.get()?.timeline.moves.length;
    session.toNewGame();
    await new Promise((resolve) => setTimeout(resolve, 120));
    const out = await saves.continueLatest();
    expect(out.ok && out.save.moves.length).toBe(moves);
  });

  it('Save writes one manual save and later updates it', async () => {
    const { session, persistence, storage } = setUp();
    session.start(CONFIG);
    play(session, 3);
    const first = await persistence.save();
    play(session, 3);
    const second = await persistence.save();
    expect(first?.ok && second?.ok && first.id === second.id).toBe(true);
    expect([...storage.files.keys()].filter((id) => id.startsWith('save-'))).toHaveLength(1);
  });

  it('undo goes back to the human decision, snaps the table and never past a reveal', () => {
    const { session, persistence } = setUp();
    session.start({ ...CONFIG, seats: [{ name: 'Ana', kind: 'human' }, { name: 'Bot', kind: 'easy' }] });
    const batches: Batch[] = [];
    session.onBatch((b) => batches.push(b));
    // Play Ana's moves (and the bot's, by hand here) until Ana can undo.
    let guard = 0;
    const undoable = () => {
      const timeline = persistence.get()?.timeline;
      return timeline !== undefined && undoSeat(timeline) !== null;
    };
    while (!undoable() && guard++ < 50) play(session, 1);
    const before = persistence.get()?.timeline;
    if (!before) throw new Error('no record');
    const epoch = session.epoch();
    expect(persistence.undo()).toBe(true);
    const after = persistence.get()?.timeline;
    if (!after) throw new Error('no record');
    expect(after.moves.length).toBeLessThan(before.moves.length);
    // Bots are asked with the move count, so a decision retaken after the undo is the same one.
    expect(session.movesPlayed()).toBe(after.moves.length);
    expect(before.moves[after.moves.length]?.seat).toBe(0);
    expect(before.revealed.slice(after.moves.length).includes(true)).toBe(false);
    const target = after.states[after.moves.length];
    expect(target && positionHash(target)).toBe(hashOf(session));
    expect(batches[batches.length - 1]?.snap).toBe(true);
    expect(session.epoch()).not.toBe(epoch);
  });
});

describe('the replay viewer', () => {
  /** A fresh session beside a save of a hot-seat game `moves` long, loaded back. */
  async function savedGame(moves: number) {
    const { session, saves } = setUp();
    const live = new Session();
    const p = new Persistence(live, saves);
    p.attach();
    live.start(CONFIG);
    play(live, moves);
    const saved = await p.save();
    if (!saved?.ok) throw new Error('not saved');
    const loaded = await saves.load(saved.id);
    if (!loaded.ok) throw new Error(loaded.message);
    if ('any' in loaded) throw new Error('a Mirianth save loaded as another game');
    const save = asMirianthSave(loaded.save);
    if (!save) throw new Error('not a Mirianth document');
    // The library's load is typed for any codec's game; this one is Mirianth's.
    return { session, loaded: { save, state: loaded.state as GameState } };
  }

  it('shows spectator frames: forward animates, back and jumps snap', async () => {
    const { session, loaded } = await savedGame(12);

    const replay = new ReplayController(session, () => Promise.resolve());
    const batches: Batch[] = [];
    session.onBatch((b) => batches.push(b));
    expect(replay.open(loaded.save)).toBeNull();
    expect(session.getSnapshot().screen).toBe('replay');
    expect(session.getSnapshot().view?.you).toBeNull();
    expect(replay.status.get()).toMatchObject({ index: 0, last: 12, playing: false });
    replay.step(1);
    expect(batches[batches.length - 1]?.snap).toBeUndefined();
    replay.step(-1);
    expect(batches[batches.length - 1]?.snap).toBe(true);
    replay.seek(12);
    expect(hashOf(session)).toBe(positionHash(loaded.state));
    const first = loaded.save.moves[0];
    if (first) expect(session.submit(first)).not.toBeNull();
    replay.seek(5);
    replay.setBottom(1 as SeatId);
    expect(session.getSnapshot().viewer).toBe(1);
    replay.play();
    await settle();
    expect(replay.status.get()).toMatchObject({ index: 12, playing: false });
    session.toNewGame();
    expect(replay.status.get()).toBeNull();
  });

  it('hurries a move that is still animating past its share of time, then plays the next ones faster', async () => {
    const { session, loaded } = await savedGame(6);
    // A table that is always still busy when the wait is over: every move runs late.
    const lateAfter: number[] = [];
    const scales: number[] = [];
    const replay = new ReplayController(session, (_ms, late) => {
      if (late) {
        lateAfter.push(late.after);
        late.run();
      }
      return Promise.resolve();
    }, (k) => scales.push(k));
    expect(replay.open(loaded.save)).toBeNull();
    replay.setSpeed(8);
    replay.play();
    await settle();
    expect(replay.status.get()).toMatchObject({ index: 6, playing: false });
    // Hurried no sooner than three quarters of a move's 125 ms.
    expect(lateAfter.length).toBe(6);
    for (const after of lateAfter) expect(after).toBeGreaterThanOrEqual(125 * 0.75);
    // Each late move ran at the fastest clock, and the clock for the next one doubled (capped);
    // normal time comes back when playback stops.
    const M = MAX_TIME_SCALE;
    expect(scales).toEqual([M, 2, M, 4, M, 8, M, 16, M, 32, M, M, 1]);
  });
});

describe('Mirianth\'s local game through the one table session', () => {
  it('undoes through the record that keeps the game, and names the seat Undo acts for', async () => {
    const { session, persistence } = setUp();
    session.keep({ undo: () => persistence.undo(), undoSeat: () => persistence.undoSeat(), replayTo: () => undefined });
    session.start(CONFIG);
    expect(session.get().undoSeat).toBeNull();
    play(session, 3);
    const played = session.get();
    expect(played.undoSeat).toBe(persistence.undoSeat());
    expect(played.undoSeat).not.toBeNull();
    expect(played.lastMove).not.toBeNull();
    expect(session.undo()).toBe(true);
    const undone = session.get();
    expect(undone.seq).toBeGreaterThan(played.seq);
    // An undo snaps the table: no events to animate, no view before, no last move.
    expect(undone).toMatchObject({ events: [], previous: null, lastMove: null });
    session.keep(null);
  });

  it('steps a replay through replayTo, from nobody\'s eyes, with nobody to move', async () => {
    const { session, saves } = setUp();
    const live = new Session();
    const p = new Persistence(live, saves);
    p.attach();
    live.start(CONFIG);
    play(live, 8);
    const saved = await p.save();
    if (!saved?.ok) throw new Error('not saved');
    const loaded = await saves.load(saved.id);
    const save = loaded.ok && !('any' in loaded) ? asMirianthSave(loaded.save) : null;
    if (!save) throw new Error('not a Mirianth save');
    const replay = new ReplayController(session, () => Promise.resolve());
    session.keep({ undo: () => false, undoSeat: () => null, replayTo: (i) => replay.seek(i) });
    expect(replay.open(save)).toBeNull();
    expect(session.get()).toMatchObject({ active: true, replay: { index: 0, last: 8 }, viewer: null, mover: null, undoSeat: null });
    session.replayTo(5);
    expect(session.get().replay).toEqual({ index: 5, last: 8 });
    expect(replay.status.get()?.index).toBe(5);
    session.leave();
    expect(session.get()).toMatchObject({ active: false, replay: null });
    session.keep(null);
  });
});
