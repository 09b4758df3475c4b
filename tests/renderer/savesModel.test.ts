import { describe, expect, it } from 'vitest';
import { seatId } from '../../src/engine/games/mirianth';
import type { SaveEntryOk, SaveListEntry } from '../../src/shared/save';
import { buildTimeline, truncateTimeline, undoFloor } from '../../src/engine/games/mirianth/save';
import { sampleGame } from '../../src/cli/games/mirianth/sampleGame';
import { debugAllowed } from '../../src/renderer/game/debugGate';
import {
  SEAT_NAME_MAX, cleanSeatName, configFromSetup, continuable, phaseKey, rowsByGame, setupFromConfig,
} from '../../src/renderer/saves/savesModel';
import { logOf, undoSeat } from '../../src/renderer/games/mirianth/saves/timelineModel';
import type { GameConfig } from '../../src/renderer/game/types';

function entry(id: string, gameId: string, updatedAt: string, finished: boolean, moveCount = 10): SaveEntryOk {
  return {
    status: 'ok', id, kind: id.startsWith('autosave-') ? 'autosave' : 'manual', bytes: 100, name: id, gameId,
    createdAt: '2026-01-01T00:00:00.000Z', updatedAt, mode: 'local', players: [], round: 3, phase: finished ? 'finished' : 'negotiation',
    step: finished ? 'gameOver' : 'announcing', finished, moveCount, scores: null, winners: null,
  };
}

describe('seat names and setups', () => {
  it('keeps seat names within the save schema: printable, trimmed, at most 40 characters', () => {
    expect(cleanSeatName('  Ana\tMaria\n ')).toBe('Ana Maria');
    expect(cleanSeatName('\u0007')).toBe('');
    expect(cleanSeatName('x'.repeat(60))).toHaveLength(SEAT_NAME_MAX);
    expect(cleanSeatName('Zoë 🎲')).toBe('Zoë 🎲');
  });

  it('turns seats into a save setup and back', () => {
    const config: GameConfig = { seed: '42', seats: [{ name: 'Ana', kind: 'human' }, { name: 'Brisa', kind: 'hard' }] };
    const setup = setupFromConfig(config, 42);
    expect(setup).toEqual({ seed: 42, mode: 'local', seats: [{ name: 'Ana', kind: 'human' }, { name: 'Brisa', kind: 'bot', bot: 'hard' }] });
    expect(configFromSetup(setup)).toEqual({ ...config, mode: 'local' });
    expect(setupFromConfig({ ...config, mode: 'lan' }, 'text seed').mode).toBe('lan');
  });

  it('lets a random bot from a CLI save play on at the easy level', () => {
    const config = configFromSetup({ seed: 'abc', mode: 'local', seats: [{ name: 'Ana', kind: 'human' }, { name: 'R', kind: 'bot', bot: 'random' }] });
    expect(config.seats[1]).toEqual({ name: 'R', kind: 'easy' });
    expect(config.seed).toBe('abc');
  });
});

describe('Continue', () => {
  it('offers the newest snapshot of the most recently played unfinished game', () => {
    const list: SaveListEntry[] = [
      entry('autosave-000005', 'g-b', '2026-01-03T00:00:00.000Z', false, 40),
      entry('autosave-000004', 'g-a', '2026-01-02T00:00:00.000Z', false),
      { status: 'damaged', id: 'autosave-000006', kind: 'autosave', bytes: 3, modifiedAt: '2026-01-09T00:00:00.000Z', reason: 'truncated', message: 'cut short' },
    ];
    expect(continuable(list)?.id).toBe('autosave-000005');
  });

  it('does not offer a game whose newest snapshot is finished', () => {
    const list = [
      entry('save-a-1', 'g-a', '2026-01-05T00:00:00.000Z', true),
      entry('autosave-000004', 'g-a', '2026-01-04T00:00:00.000Z', false),
      entry('autosave-000001', 'g-c', '2026-01-01T00:00:00.000Z', false),
    ];
    expect(continuable(list)?.gameId).toBe('g-c');
    expect(continuable([list[0] as SaveEntryOk])).toBeNull();
    expect(continuable([])).toBeNull();
  });

  it('names the phase of a finished game "finished"', () => {
    expect(phaseKey({ phase: 'resolution', finished: false })).toBe('resolution');
    expect(phaseKey({ phase: 'finished', finished: true })).toBe('finished');
  });
});

describe('Undo', () => {
  const game = sampleGame(2024, 4, 160);
  const built = buildTimeline(game.draft.setup, game.draft.moves);
  if (!built.ok) throw new Error(built.message);
  const full = built.timeline;

  it('is offered exactly when the human decided since the last reveal, and no other human after', () => {
    let offered = 0;
    for (let n = 0; n <= full.moves.length; n++) {
      const t = truncateTimeline(full, n);
      const seat = undoSeat(t);
      const lastHuman = t.moves.map((m) => m.seat).lastIndexOf(seatId(0));
      expect(seat !== null).toBe(lastHuman >= undoFloor(t.revealed));
      if (seat !== null) offered++;
    }
    expect(offered).toBeGreaterThan(5);
  });

  it('is never offered in a LAN game', () => {
    expect(undoSeat({ ...full, setup: { ...full.setup, mode: 'lan' } })).toBeNull();
  });

  it('rebuilds the game log: the deal, then one group per move', () => {
    const log = logOf(full, 3);
    expect(log).toHaveLength(4);
    expect(log[0]?.some((e) => e.type === 'decksShuffled')).toBe(true);
  });
});

describe('the debug hook', () => {
  it('is installed in development, or with ?debug or ?e2e, and nowhere else', () => {
    expect(debugAllowed('', true)).toBe(true);
    expect(debugAllowed('?e2e', false)).toBe(true);
    expect(debugAllowed('?x=1&debug', false)).toBe(true);
    expect(debugAllowed('', false)).toBe(false);
    expect(debugAllowed('?bench=1', false)).toBe(false);
  });
});

describe('the saved-games list, one row per game', () => {
  it('leads each game with its newest save and folds its older autosaves under it; manual saves and unreadable files keep their rows', () => {
    const list: SaveListEntry[] = [
      entry('autosave-000009', 'g-b', '2026-01-01T10:09:00.000Z', false, 90),
      entry('autosave-000008', 'g-b', '2026-01-01T10:08:00.000Z', false, 80),
      { status: 'damaged', id: 'autosave-000007', kind: 'autosave', bytes: 3, modifiedAt: '2026-01-01T10:07:00.000Z', reason: 'notJson', message: 'x' },
      entry('save-a-b', 'g-a', '2026-01-01T10:06:00.000Z', false, 60),
      entry('autosave-000005', 'g-a', '2026-01-01T10:05:00.000Z', false, 50),
      entry('autosave-000004', 'g-b', '2026-01-01T10:04:00.000Z', false, 40),
      entry('autosave-000003', 'g-a', '2026-01-01T10:03:00.000Z', false, 30),
      entry('autosave-000002', 'g-c', '2026-01-01T10:02:00.000Z', true, 200),
    ];
    const rows = rowsByGame(list).map((r) => (r.kind === 'game' ? `${r.head.id}[${r.older.map((e) => e.id).join(',')}]` : `damaged ${r.entry.id}`));
    expect(rows).toEqual([
      'autosave-000009[autosave-000008,autosave-000004]',
      'damaged autosave-000007',
      'save-a-b[autosave-000005,autosave-000003]',
      'autosave-000002[]',
    ]);
  });

  it('keeps a manual save that is not its game\'s newest as a row of its own', () => {
    const rows = rowsByGame([
      entry('autosave-000002', 'g-a', '2026-01-01T10:02:00.000Z', false, 20),
      entry('save-a-b', 'g-a', '2026-01-01T10:01:00.000Z', false, 10),
      entry('autosave-000001', 'g-a', '2026-01-01T10:00:00.000Z', false, 5),
    ]);
    expect(rows.map((r) => (r.kind === 'game' ? [r.head.id, r.older.length] : []))).toEqual([['autosave-000002', 1], ['save-a-b', 0]]);
  });
});
