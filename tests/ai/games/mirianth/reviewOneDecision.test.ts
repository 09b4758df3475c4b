/**
 * Issue 24 item 6: an announcement made with a number key and locked in with Enter (two moves) is
 * one decision, and the review lists it once, in the app (`reviewSteps`) and in `review --json`.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { allDecisions, supersededAnnouncements } from '../../../../src/ai/games/mirianth/review/review';
import { command } from '../../../../src/cli/commands/review';
import { cardId, seatId, type Move } from '../../../../src/engine/games/mirianth';
import { buildSave, decodeSave, startState } from '../../../../src/engine/games/mirianth/save';
import { BLUNDER_FIXTURE } from '../../../support/reviewBlunder';

const decoded = decodeSave(readFileSync(BLUNDER_FIXTURE, 'utf8'));
if (!decoded.ok) throw new Error(decoded.message);
const save = decoded.save;
const PERSON = seatId(0);

/** The fixture's first `keep` moves, the person's announce-and-lock moves split in two as the keyboard plays them. */
function splitGame(keep: number): Move[] {
  return save.moves.slice(0, keep).flatMap((m): Move[] => (m.type === 'announce' && m.lock === true && m.seat === PERSON
    ? [{ type: 'announce', seat: m.seat, card: m.card }, { type: 'lock', seat: m.seat }]
    : [m]));
}

const dir = mkdtempSync(join(tmpdir(), 'mirianth-review-once-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('one decision, one review entry', () => {
  it('counts an announcement changed or locked by the same seat\'s next move as part of that move', () => {
    const a = seatId(0);
    const b = seatId(1);
    const moves: Move[] = [
      { type: 'announce', seat: a, card: cardId('cabin-1') },
      { type: 'announce', seat: b, card: cardId('orc-1'), lock: true },
      { type: 'announce', seat: a, card: cardId('cabin-2') },
      { type: 'lock', seat: a },
      { type: 'announce', seat: b, card: null },
    ];
    expect([...supersededAnnouncements(moves)].sort()).toEqual([0, 2]);
  });

  it('weighs an announcement typed then locked in with Enter once, at the lock', () => {
    const moves = splitGame(26);
    const decisions = allDecisions({ start: startState(save.setup, save.rulesVersion), moves, seats: [PERSON] });
    expect(decisions.length).toBeGreaterThan(0);
    for (const d of decisions) {
      const next = moves[d.move + 1];
      // Never the announcement and again its lock-in: an announcement is weighed only when it was final.
      expect(d.chosen.type === 'announce' && d.chosen.lock !== true && next?.seat === d.seat && next.type === 'lock', `move ${d.move}`).toBe(false);
    }
    const seen = new Set(decisions.map((d) => d.move));
    for (const i of supersededAnnouncements(moves)) expect(seen.has(i), `announcement at move ${i} reported before its lock-in`).toBe(false);
  }, 120_000);

  it('review --json keeps its shape and lists the split decision once', async () => {
    const built = buildSave({ gameId: save.gameId, name: 'split', startedAt: save.createdAt, setup: save.setup, moves: splitGame(26) });
    if (!built.ok) throw new Error(built.message);
    const path = join(dir, 'split.json');
    writeFileSync(path, built.text);
    const out: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: unknown) => { out.push(String(line)); });
    const code = await command.run([path, '--json']).finally(() => log.mockRestore());
    expect(code).toBe(0);
    const json = JSON.parse(out.join('\n')) as { decisions: { move: number; seat: number; chosen: string }[] };
    expect(Object.keys(json)).toEqual(['decisions']);
    expect(json.decisions.length).toBeGreaterThan(0);
    for (const d of json.decisions) expect(Object.keys(d)).toEqual(['move', 'seat', 'chosen', 'suggested', 'loss']);
    const keys = json.decisions.map((d) => `${d.seat}:${d.chosen}`);
    // The same announcement at two neighbouring moves would be the same decision twice.
    for (const d of json.decisions) expect(json.decisions.some((e) => e.move === d.move + 1 && e.seat === d.seat && e.chosen === d.chosen)).toBe(false);
    expect(new Set(keys).size).toBe(keys.length);
  }, 120_000);
});
