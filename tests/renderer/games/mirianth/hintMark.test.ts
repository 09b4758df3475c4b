/**
 * Mirianth's Hint marks the control that plays the move it suggests (`data-suggested`, as the other
 * tables' answers): one click's control at once, the next control still to use for a move of several
 * clicks, and nothing once the hint is gone; on a real announcement panel the mark lands on a control
 * the panel shows.
 */
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { suggest } from '../../../../src/ai/games/mirianth/suggest';
import { cardId, playerView, type Move, type SeatId } from '../../../../src/engine/games/mirianth';
import { markSuggested, type MarkDom } from '../../../../src/renderer/games/mirianth/hud/hintMark';
import { AnnouncePanel } from '../../../../src/renderer/games/mirianth/hud/panels/AnnouncePanel';
import { resources } from '../../../../src/renderer/i18n';
import { playedGame } from '../../fixtures';

const s0 = 0 as SeatId;
const s1 = 1 as SeatId;

/** A panel of controls by test id: which are pressed, and which carry the mark. */
function fakePanel(present: string[], pressed: string[] = [], marked: string[] = []): MarkDom & { marks: Set<string> } {
  const marks = new Set(marked);
  return {
    marks,
    exists: (id) => present.includes(id),
    pressed: (id) => (present.includes(id) ? pressed.includes(id) : null),
    pressedIds: () => pressed.filter((id) => present.includes(id)),
    marked: () => [...marks],
    setMark: (id, on) => {
      if (on) marks.add(id);
      else marks.delete(id);
    },
  };
}

describe("the Hint's mark on Mirianth's action panel", () => {
  it('marks the one control that plays a one-click move, and takes the mark off any other', () => {
    const panel = fakePanel(['announce-orc-1', 'announce-wolf-1', 'lock-in', 'announce-pass'], [], ['announce-pass']);
    expect(markSuggested({ type: 'announce', seat: s0, card: cardId('orc-1') }, panel)).toBe('announce-orc-1');
    expect([...panel.marks]).toEqual(['announce-orc-1']);
  });

  it('moves the mark along a deal as its controls are used, ending on Propose', () => {
    const move: Move = { type: 'propose', seat: s0, deal: { to: s1, claimant: s0, give: [], take: [], promises: [] } };
    const form = ['deal-to-1', 'deal-to-2', 'deal-claimant-me', 'deal-claimant-them', 'deal-propose'];
    const panel = fakePanel(form);
    expect(markSuggested(move, panel)).toBe('deal-to-1');
    const later = fakePanel(form, ['deal-to-1', 'deal-claimant-me'], [...panel.marks]);
    expect(markSuggested(move, later)).toBe('deal-propose');
    expect([...later.marks]).toEqual(['deal-propose']);
  });

  it('takes every mark off when there is no hint (a new decision, an undo)', () => {
    const panel = fakePanel(['lock-in', 'announce-pass'], [], ['lock-in']);
    expect(markSuggested(null, panel)).toBeNull();
    expect(panel.marks.size).toBe(0);
  });

  it("marks a control the real announcement panel shows for the hard bot's suggestion", () => {
    const first = playedGame(3, 'hint-mark').find((s) => s.state.step === 'announcing');
    expect(first).toBeDefined();
    if (!first) return;
    const view = playerView(first.state, s0);
    const move = suggest(view, s0);
    expect(move).not.toBeNull();
    const i18n = i18next.createInstance();
    void i18n.use(initReactI18next).init({ resources, lng: 'en', fallbackLng: 'en', interpolation: { escapeValue: false }, initAsync: false });
    const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(AnnouncePanel, { view, seat: s0 })));
    const present = [...html.matchAll(/data-testid="([^"]+)"/g)].map((m) => m[1] ?? '');
    const pressed = [...html.matchAll(/<button[^>]*aria-pressed="true"[^>]*data-testid="([^"]+)"/g)].map((m) => m[1] ?? '');
    const panel = fakePanel(present, pressed);
    const id = markSuggested(move, panel);
    expect(id).not.toBeNull();
    expect(present).toContain(id);
    expect([...panel.marks]).toEqual([id]);
  });
});
