import { describe, expect, it } from 'vitest';
import { buildSave, decodeSave, decodeSaveBytes, encodeSave, positionHash, serializeSave } from '../../../src/engine/games/mirianth/save';
import { sampleGame } from '../../../src/cli/games/mirianth/sampleGame';

const FIXED_NOW = (): Date => new Date('2026-11-02T12:00:00.000Z');

describe('save round trip', () => {
  it('decodes a whole 4-player game to the same document and state', () => {
    const game = sampleGame(2024, 4);
    const built = buildSave(game.draft, FIXED_NOW());
    if (!built.ok) throw new Error(built.message);
    expect(built.doc.finished).toBe(true);
    expect(built.doc.summary.phase).toBe('finished');
    expect(built.doc.summary.scores).toEqual(game.final.result?.scores.map((s) => s.total));

    const decoded = decodeSave(built.text);
    if (!decoded.ok) throw new Error(decoded.message);
    expect(decoded.save).toEqual(built.doc);
    expect(decoded.migratedFrom).toBeNull();
    expect(positionHash(decoded.state)).toBe(positionHash(game.final));
    // Encoding what was decoded gives the very same text: nothing is lost or reordered.
    expect(serializeSave(decoded.save)).toBe(built.text);
  });

  it('keeps an unfinished game and its place in the round', () => {
    const game = sampleGame(77, 3, 40);
    const built = buildSave(game.draft, FIXED_NOW());
    if (!built.ok) throw new Error(built.message);
    const decoded = decodeSaveBytes(new TextEncoder().encode(built.text));
    if (!decoded.ok) throw new Error(decoded.message);
    expect(decoded.save.finished).toBe(false);
    expect(decoded.save.summary.moveCount).toBe(40);
    expect(decoded.state.step).not.toBe('gameOver');
    expect(decoded.save.summary.round).toBe(decoded.state.roundNo);
  });

  it('saves a game before anyone has moved, and player names in any script', () => {
    const game = sampleGame(5, 2, 0);
    const draft = { ...game.draft, setup: { ...game.draft.setup, seats: [{ name: 'Zé Açaí 🃏', kind: 'human' as const }, { name: 'Mãe', kind: 'human' as const }] } };
    const built = buildSave(draft, FIXED_NOW());
    if (!built.ok) throw new Error(built.message);
    expect(built.text).toContain('"moves": []');
    const decoded = decodeSave(built.text);
    expect(decoded.ok && decoded.save.setup.seats[0]?.name).toBe('Zé Açaí 🃏');
  });

  it('stays well under 200 KB for a whole 4-player game', () => {
    const built = buildSave(sampleGame(9, 4).draft, FIXED_NOW());
    if (!built.ok) throw new Error(built.message);
    expect(new TextEncoder().encode(built.text).length).toBeLessThan(200 * 1024);
  });

  it('refuses a draft whose moves the rules do not allow, naming the move', () => {
    const game = sampleGame(2024, 4, 10);
    const moves = [...game.draft.moves];
    const [first] = moves;
    if (!first) throw new Error('no moves');
    moves.splice(3, 0, first);
    const built = buildSave({ ...game.draft, moves }, FIXED_NOW());
    expect(built.ok).toBe(false);
    if (!built.ok) {
      expect(built.reason).toBe('illegalMove');
      expect(built.message).toMatch(/^Move 4 of 11 is not legal/);
    }
  });

  it('takes the given state as the truth when encoding without a replay', () => {
    const game = sampleGame(31, 2);
    const { doc } = encodeSave(game.draft, game.final, FIXED_NOW());
    expect(doc.stateHash).toBe(positionHash(game.final));
    expect(doc.updatedAt).toBe('2026-11-02T12:00:00.000Z');
    expect(doc.createdAt).toBe(game.draft.startedAt);
  });
});
