/**
 * Issue 13: a save of a game other than Mirianth Wars is written, loaded, continued and replayed
 * through its module alone. Toy Duel (no platform file imports it) is found through a test catalog;
 * the registry alone does not know it and says so; a rules version it lacks gets its own message.
 */
import { describe, expect, it } from 'vitest';
import { createRandomGameBot } from '../../../src/ai/kit/randomBot';
import { runModuleGame } from '../../../src/ai/kit/runGame';
import { gameCatalog, GAMES } from '../../../src/engine/registry';
import { decodeAnySave, encodeModuleSave, type ModuleSaveDraft } from '../../../src/shared/save/moduleSave';
import { extendModuleTimeline } from '../../../src/shared/save/moduleTimeline';
import { buildSave, decodeSave, readSaveHeader } from '../../../src/engine/games/mirianth/save';
import { sampleGame } from '../../../src/cli/games/mirianth/sampleGame';
import { toyGame, type ToyState } from '../../support/toyGame';

const catalog = gameCatalog([...GAMES, toyGame]);
const NOW = new Date('2026-12-02T06:00:00.000Z');
const setup: ModuleSaveDraft['setup'] = { seed: 21, mode: 'local', seats: [{ name: 'Ana', kind: 'human' }, { name: 'Bot', kind: 'bot', bot: 'random' }] };

function played(seed: number) {
  return runModuleGame({ game: toyGame, seed, names: ['Ana', 'Bot'], bots: [createRandomGameBot(toyGame, seed), createRandomGameBot(toyGame, seed + 1)] });
}

function saveOf(moves: ModuleSaveDraft['moves'], final: ToyState): string {
  const draft: ModuleSaveDraft = { gameId: 'toy-1', startedAt: NOW.toISOString(), setup, moves };
  return encodeModuleSave(toyGame, draft, final, NOW).text;
}

describe('saves of any game', () => {
  it('a half-played toy game loads, continues to its end and saves again; the replay has every position', () => {
    const whole = played(21);
    // The position after the first four moves, as the app would have saved it mid-game.
    let state = toyGame.create({ seed: 21, players: [{ name: 'Ana' }, { name: 'Bot' }] }).state;
    for (const m of whole.moves.slice(0, 4)) {
      const r = toyGame.apply(state, m);
      if (!r.ok) throw new Error(r.refusal.message);
      state = r.state;
    }
    const loaded = decodeAnySave(saveOf(whole.moves.slice(0, 4), state), catalog);
    if (!loaded.ok) throw new Error(loaded.message);
    expect(loaded.module).toBe(toyGame);
    expect(loaded.save).toMatchObject({ game: 'toy-duel', rulesVersion: 1, finished: false });
    expect(loaded.timeline.states).toHaveLength(5);
    // Continue: the rest of the moves, one by one, through the module.
    let timeline = loaded.timeline;
    for (const m of whole.moves.slice(4)) {
      const next = extendModuleTimeline(toyGame, timeline, JSON.parse(JSON.stringify(m)));
      if (!next.ok) throw new Error(next.message);
      timeline = next.timeline;
    }
    const last = timeline.states.at(-1) as ToyState;
    expect(toyGame.hash(last)).toBe(toyGame.hash(whole.final));
    expect(extendModuleTimeline(toyGame, timeline, { type: 'roll', seat: 0 })).toMatchObject({ ok: false });
    const again = decodeAnySave(saveOf(timeline.moves, last), catalog);
    if (!again.ok) throw new Error(again.message);
    expect(again.save.finished).toBe(true);
    const { over: _over, ...summary } = toyGame.summary(whole.final);
    expect(again.save.summary).toEqual({ ...summary, moveCount: whole.moves.length });
    // Replay: every position, the first being the setup.
    expect(again.timeline.states.map((s) => toyGame.hash(s as ToyState))).toEqual(timeline.states.map((s) => toyGame.hash(s as ToyState)));
  });

  it('an unknown game or rules version gets its own message', () => {
    const whole = played(22);
    const text = saveOf(whole.moves, whole.final);
    expect(decodeAnySave(text)).toMatchObject({ ok: false, reason: 'unknownGame', message: expect.stringMatching(/game this app does not have \("toy-duel"\)/) as unknown as string });
    expect(decodeAnySave(text.replace('"rulesVersion": 1', '"rulesVersion": 4'), catalog)).toMatchObject({ ok: false, reason: 'unknownRulesVersion', message: expect.stringMatching(/Toy Duel save was played under rules version 4, newer/) as unknown as string });
    // Mirianth's own decoder and the saved-games list (typed for its moves) name the game they cannot open.
    expect(decodeSave(text)).toMatchObject({ ok: false, reason: 'unknownGame' });
    const otherGame = text.replace('"game": "toy-duel"', '"game": "mirianth-wars-two"');
    expect(readSaveHeader(new TextEncoder().encode(otherGame))).toMatchObject({ ok: false, reason: 'unknownGame' });
  });

  it('a tampered move, seat count or summary is refused like a Mirianth save', () => {
    const whole = played(23);
    const doc = JSON.parse(saveOf(whole.moves, whole.final)) as Record<string, unknown> & { moves: { type: string; seat: number }[] };
    const swapped = { ...doc, moves: doc.moves.map((m, i) => (i === 0 ? { ...m, seat: 1 - m.seat } : m)) };
    const r = decodeAnySave(JSON.stringify(swapped), catalog);
    expect(r.ok ? 'ok' : r.reason).toMatch(/illegalMove|hashMismatch/);
    const three = { ...doc, setup: { ...setup, seats: [...setup.seats, { name: 'Cid', kind: 'human' }] } };
    expect(decodeAnySave(JSON.stringify(three), catalog)).toMatchObject({ ok: false, reason: 'invalid', message: expect.stringMatching(/takes 2 to 2 players, not 3/) as unknown as string });
  });

  it('writes a Mirianth save byte for byte as Mirianth\'s own encoder does', () => {
    const mirianth = GAMES.find((g) => g.id === 'mirianth-wars');
    if (!mirianth) throw new Error('no Mirianth');
    // A whole game, and one cut mid-round (its default name says the round).
    for (const keep of [undefined, 40]) {
      const { draft } = sampleGame(2024, 3, keep);
      const built = buildSave(draft, NOW);
      if (!built.ok) throw new Error(built.message);
      expect(encodeModuleSave(mirianth, draft, built.state, NOW).text).toBe(built.text);
    }
  });

  it('reads a Mirianth save too, to the same summary and hash', () => {
    const built = buildSave(sampleGame(2024, 3).draft);
    if (!built.ok) throw new Error(built.message);
    const any = decodeAnySave(built.text);
    if (!any.ok) throw new Error(any.message);
    expect(any.module.id).toBe('mirianth-wars');
    expect(any.save.summary).toEqual(built.doc.summary);
    expect(any.module.hash(any.state)).toBe(built.doc.stateHash);
  });
});
