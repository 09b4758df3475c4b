/**
 * The Nains table's pieces, rendered to markup from real games: a Lord never sees another's
 * unrevealed bid, every move and event has words in both languages, the score sheet shows Orders.
 */
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { seatId } from '../../../../src/engine/kit/ids';
import { nainsModule } from '../../../../src/engine/games/nains/module';
import type { NainsMove, NainsState } from '../../../../src/engine/games/nains/types';
import { Taverns } from '../../../../src/renderer/games/nains/parts/Taverns';
import { NainsScoreSheet } from '../../../../src/renderer/games/nains/parts/ScoreSheet';
import { eventText } from '../../../../src/renderer/games/nains/parts/eventText';
import { moveText, promptText } from '../../../../src/renderer/games/nains/parts/moveText';
import { resources } from '../../../../src/renderer/i18n';

function instance(language: 'en' | 'pt-BR') {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ resources, lng: language, fallbackLng: 'en', interpolation: { escapeValue: false }, initAsync: false });
  return i18n;
}
const render = (language: 'en' | 'pt-BR', el: ReturnType<typeof createElement>) => renderToStaticMarkup(createElement(I18nextProvider, { i18n: instance(language) }, el));

const start = (seed: string): NainsState => nainsModule.create({ seed, players: [{ name: 'Ana' }, { name: 'Bia' }, { name: 'Caio' }] }).state;

function play(s: NainsState, pick: (moves: NainsMove[]) => NainsMove): NainsState {
  const seat = s.awaiting[0];
  if (seat === undefined) throw new Error('nobody awaited');
  const out = nainsModule.apply(s, pick(nainsModule.legalMoves(s, seat)));
  if (!out.ok) throw new Error(out.refusal.message);
  return out.state;
}

describe('Nains table', () => {
  it('shows another Lord\'s bid face down before its tavern is revealed, and the own bid face up', () => {
    const bid: NainsMove = { type: 'bid', seat: seatId(0), taverns: ['b6', 'b4', 'b3'] };
    const out = nainsModule.apply(start('hide'), bid);
    if (!out.ok) throw new Error(out.refusal.message);
    const other = render('en', createElement(Taverns, { view: nainsModule.view(out.state, seatId(1)), legal: [], onPlay: () => undefined }));
    expect(other).toContain('data-testid="nains-bid-0-0" data-bid="down"');
    expect(other).not.toMatch(/data-coin="b6"/);
    const own = render('en', createElement(Taverns, { view: nainsModule.view(out.state, seatId(0)), legal: [], onPlay: () => undefined }));
    expect(own).toContain('data-coin="b6"');
  });

  it('words every move, prompt and event of a whole game in English and Portuguese (no missing keys)', () => {
    let s = start('words');
    const seen = new Set<string>();
    for (let i = 0; i < 3000 && s.step !== 'over'; i++) {
      const view = nainsModule.view(s, s.awaiting[0] ?? null);
      for (const lang of ['en', 'pt-BR'] as const) {
        const t = instance(lang).t;
        const texts = [promptText(t, view), ...nainsModule.legalMoves(s, s.awaiting[0] ?? seatId(0)).slice(0, 3).map((m) => moveText(t, m)),
          ...s.events.map((e) => eventText(t, e, s.names) ?? '')];
        for (const code of ['ask', 'none', 'bid', 'pick', 'recruit', 'upgrade', 'svara', 'discard', 'exchange']) texts.push(t(`nains.hint.${code}`));
        for (const x of texts) expect(x).not.toMatch(/nains\.|\{\{/);
      }
      s.events.forEach((e) => seen.add(e.type));
      s = play(s, (moves) => moves[i % moves.length] ?? moves[0] as NainsMove);
    }
    expect(s.step).toBe('over');
    expect(seen).toContain('tavernRevealed');
  });

  it('the score sheet lists each Order, coins and totals, and marks the winner', () => {
    let s = start('sheet');
    for (let i = 0; i < 3000 && s.step !== 'over'; i++) s = play(s, (moves) => moves[0] as NainsMove);
    const view = nainsModule.view(s, seatId(0));
    const html = render('pt-BR', createElement(NainsScoreSheet, { state: view, onNew: () => undefined }));
    for (const word of ['Represália', 'Andarilhos', 'Templo', 'Escudo', 'Forja', 'Moedas', 'Total']) expect(html).toContain(word);
    const totals = (view.scores ?? []).map((x) => x.total);
    expect(html).toContain(`data-testid="nains-total-0">${totals[0]}<`);
    expect(html).toContain('class="winner"');
  });

  it('names no winner on the final count until its totals have counted up', () => {
    let s = start('sheet');
    for (let i = 0; i < 3000 && s.step !== 'over'; i++) s = play(s, (moves) => moves[0] as NainsMove);
    const view = nainsModule.view(s, seatId(0));
    expect(view.winners?.length ?? 0).toBeGreaterThan(0);
    // At Normal speed the first frame shows every row at 0: no crown and no verdict yet.
    const html = render('en', createElement(NainsScoreSheet, { state: view, onNew: () => undefined, scale: 1 }));
    expect(html).toContain('data-testid="nains-total-0">0<');
    expect(html).not.toContain('class="winner"');
    expect(html).toMatch(/data-testid="nains-winners" style="visibility:hidden"><\/p>/);
  });
});
