import { describe, expect, it } from 'vitest';
import { documentChecksum, MAX_SAVE_BYTES, type SaveErrorCode } from '../../../src/shared/save';
import {
  buildSave, decodeSave, decodeSaveBytes, serializeSave, type SaveDocument,
} from '../../../src/engine/games/mirianth/save';
import { sampleGame } from '../../../src/cli/games/mirianth/sampleGame';

const FIXED_NOW = (): Date => new Date('2026-11-02T12:00:00.000Z');

const built = buildSave(sampleGame(2024, 4, 120).draft, FIXED_NOW());
if (!built.ok) throw new Error(built.message);
const { doc, text } = built;

/** A hand edit that keeps the checksum honest, as a careful editor (or a forger) would. */
function resigned(edit: (d: SaveDocument) => SaveDocument): string {
  const changed = edit(structuredClone(doc));
  return serializeSave({ ...changed, checksum: documentChecksum(changed) });
}

function refusal(input: string | Uint8Array): { reason: SaveErrorCode; message: string } {
  const r = typeof input === 'string' ? decodeSave(input) : decodeSaveBytes(input);
  if (r.ok) throw new Error('expected a refusal');
  expect(r.message).not.toContain('\n');
  return r;
}

describe('bad files get a specific reason', () => {
  it('empty', () => {
    expect(refusal('').reason).toBe('empty');
    expect(refusal(' \n').reason).toBe('empty');
    expect(refusal(new Uint8Array()).reason).toBe('empty');
  });

  it('too large', () => {
    expect(refusal(new Uint8Array(MAX_SAVE_BYTES + 1)).reason).toBe('tooLarge');
  });

  it('not text', () => {
    const bytes = new TextEncoder().encode(text);
    bytes[40] = 0xff;
    expect(refusal(bytes).reason).toBe('notText');
  });

  it('truncated', () => {
    const r = refusal(text.slice(0, text.length / 2));
    expect(r.reason).toBe('truncated');
    expect(r.message).toMatch(/cut off/);
  });

  it('not JSON, with the line and column of the damage', () => {
    expect(refusal('hello, this is not a save').reason).toBe('notJson');
    const damaged = text.replace('"moves": [', '"moves": ]');
    const r = refusal(damaged);
    expect(r.reason).toBe('notJson');
    const line = damaged.slice(0, damaged.indexOf('"moves": ]')).split('\n').length;
    expect(r.message).toContain(`line ${line}, column 12`);
  });

  it('wrong game', () => {
    expect(refusal('[1, 2, 3]').reason).toBe('wrongGame');
    expect(refusal('{"name": "my notes"}').message).toMatch(/no "format" field/);
    const other = refusal(JSON.stringify({ ...doc, format: 'catan-save' }));
    expect(other.reason).toBe('wrongGame');
    expect(other.message).toContain('"catan-save"');
  });

  it('future version', () => {
    const r = refusal(JSON.stringify({ ...doc, version: 4 }));
    expect(r.reason).toBe('futureVersion');
    expect(r.message).toMatch(/newer Mirianth Table.*version 4.*Update the app/);
  });

  it('hand-edited fields are named', () => {
    expect(refusal(resigned((d) => ({ ...d, version: 1.5 as 2 }))).message).toMatch(/field version/);
    const seats = refusal(resigned((d) => ({ ...d, setup: { ...d.setup, seats: d.setup.seats.slice(0, 1) } })));
    expect(seats.reason).toBe('invalid');
    expect(seats.message).toContain('setup.seats');
    const bot = refusal(text.replace('"bot": "random"', '"bot": "genius"'));
    expect(bot.message).toContain('setup.seats[1].bot');
    const extra = refusal(resigned((d) => ({ ...d, cheat: true }) as SaveDocument));
    expect(extra.message).toMatch(/cheat/);
    const move = refusal(text.replace('{"type":"lock","seat":1}', '{"type":"lock","seat":"one"}'));
    expect(move.message).toMatch(/moves\[\d+\]\.seat/);
  });

  it('an illegal move is named by its number', () => {
    const moves = [...doc.moves];
    const [first] = moves;
    if (!first) throw new Error('no moves');
    moves.splice(5, 0, first);
    const r = refusal(resigned((d) => ({ ...d, moves })));
    expect(r.reason).toBe('illegalMove');
    expect(r.message).toMatch(/^Move 6 of 121 \(announce by seat \d\) is not legal/);
  });

  it('moves that replay to another game', () => {
    const renamed = resigned((d) => ({ ...d, setup: { ...d.setup, seats: d.setup.seats.map((s, i) => (i === 0 ? { ...s, name: 'Eve' } : s)) } }));
    expect(refusal(renamed).reason).toBe('hashMismatch');
    expect(refusal(resigned((d) => ({ ...d, setup: { ...d.setup, seed: 2025 } }))).reason).toMatch(/hashMismatch|illegalMove/);
    expect(refusal(resigned((d) => ({ ...d, moves: d.moves.slice(0, -1) }))).reason).toMatch(/hashMismatch|inconsistent/);
  });

  it('a summary or finished flag that disagrees with the game', () => {
    expect(refusal(resigned((d) => ({ ...d, summary: { ...d.summary, round: 99 } }))).reason).toBe('inconsistent');
    expect(refusal(resigned((d) => ({ ...d, finished: true }))).message).toMatch(/finished/);
  });

  it('any other edit breaks the checksum', () => {
    const r = refusal(text.replace('"Sample game 2024"', '"Bxample game 2024"'));
    expect(r.reason).toBe('checksumMismatch');
    expect(refusal(text.replace('"mode": "local"', '"mode": "lan"')).reason).toBe('checksumMismatch');
  });

  it('whitespace and key order do not count as edits', () => {
    const r = decodeSave(JSON.stringify(JSON.parse(text)));
    expect(r.ok).toBe(true);
    const withBom = decodeSaveBytes(new TextEncoder().encode(`\uFEFF${text}`));
    expect(withBom.ok).toBe(true);
  });
});
