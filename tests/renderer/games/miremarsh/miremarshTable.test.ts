/**
 * The Miremarsh table's pieces, rendered to markup from real games: a peek shows only to the spy,
 * face-down tiles never leak their name, dice show the state's faces, every move, prompt and event
 * has words in both languages, and the result sheet names the outcome.
 */
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { seatId, type SeatId } from '../../../../src/engine/kit/ids';
import { tileDef } from '../../../../src/engine/games/miremarsh/catalog/tiles';
import { miremarshModule } from '../../../../src/engine/games/miremarsh/module';
import type { MiremarshMove } from '../../../../src/engine/games/miremarsh/moves';
import type { MiremarshState } from '../../../../src/engine/games/miremarsh/state';
import { DicePool } from '../../../../src/renderer/games/miremarsh/parts/DicePool';
import { MmScoreSheet } from '../../../../src/renderer/games/miremarsh/parts/MmScoreSheet';
import { SwampMap } from '../../../../src/renderer/games/miremarsh/parts/SwampMap';
import { eventText, moveText, promptText } from '../../../../src/renderer/games/miremarsh/parts/text';
import { resources } from '../../../../src/renderer/i18n';

function instance(language: 'en' | 'pt-BR') {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ resources, lng: language, fallbackLng: 'en', interpolation: { escapeValue: false }, initAsync: false });
  return i18n;
}
const render = (language: 'en' | 'pt-BR', el: ReturnType<typeof createElement>) => renderToStaticMarkup(createElement(I18nextProvider, { i18n: instance(language) }, el));

const start = (seed: string, players = 2): MiremarshState =>
  miremarshModule.create({ seed, players: ['Ana', 'Bia', 'Caio', 'Duda', 'Edu'].slice(0, players).map((name) => ({ name })) }).state;

const awaited = (s: MiremarshState): SeatId => miremarshModule.ctx(s).awaiting[0] ?? seatId(0);

function play(s: MiremarshState, move: MiremarshMove): MiremarshState {
  const out = miremarshModule.apply(s, move);
  if (!out.ok) throw new Error(out.refusal.message);
  return out.state;
}

const map = (s: MiremarshState, seat: SeatId) =>
  createElement(SwampMap, { view: miremarshModule.view(s, seat), events: [], creatureWas: null, targets: new Set<string>(), focus: null, seq: 0, onFocus: () => undefined });

/** Plays moves (`pick` chooses) until a spy move is legal for the active seat; returns that state. */
function untilSpy(seed: string): { state: MiremarshState; spy: Extract<MiremarshMove, { type: 'spy' }> } {
  let s = start(seed);
  for (let i = 0; i < 400 && s.step !== 'over'; i++) {
    const seat = awaited(s);
    const moves = miremarshModule.legalMoves(s, seat);
    const spy = moves.find((m): m is Extract<MiremarshMove, { type: 'spy' }> => m.type === 'spy' && m.what === 'tile' && s.board[m.target]?.faceUp === false);
    if (spy) return { state: s, spy };
    s = play(s, moves.find((m) => m.type === 'endTurn') ?? moves[0] as MiremarshMove);
  }
  throw new Error('no spy move came up');
}

describe('Miremarsh table', () => {
  it('shows a peeked tile to the spy only; the other seat sees the same space face down', () => {
    for (const seed of ['peek-1', 'peek-2', 'peek-3', 'peek-4', 'peek-5']) {
      let found: ReturnType<typeof untilSpy> | null = null;
      try {
        found = untilSpy(seed);
      } catch {
        continue;
      }
      const { state, spy } = found;
      const after = play(state, spy);
      const secret = after.board[spy.target]?.tile ?? '';
      const name = tileDef(secret).name;
      const other = spy.seat === 0 ? seatId(1) : seatId(0);
      const own = render('en', map(after, spy.seat));
      expect(own).toContain(`data-testid="mm-peek-${spy.target}"`);
      expect(own).toContain(name);
      const theirs = render('en', map(after, other));
      expect(theirs).toContain(`data-testid="mm-space-${spy.target}" data-down="yes"`);
      expect(theirs).not.toContain(name);
      return;
    }
    throw new Error('none of the seeds offered a spy move');
  });

  it('draws the dice with the faces the state rolled (same seed, same faces)', () => {
    const a = start('dice-same', 1);
    const b = start('dice-same', 1);
    const html = (s: MiremarshState) => render('en', createElement(DicePool, { dice: s.turn.dice, rollKey: 1, chosen: new Set<number>(), owner: 'Ana' }));
    const faces = [...html(a).matchAll(/data-face="([^"]+)"/g)].map((m) => m[1]);
    expect(faces).toEqual(a.turn.dice.map((d) => d.face ?? 'unrolled'));
    expect(html(b)).toBe(html(a));
  });

  it('words every move, prompt and event of whole games in English and Portuguese (no missing keys)', () => {
    const seen = new Set<string>();
    for (const [seed, players] of [['words-1', 1], ['words-3', 3]] as const) {
      let s = start(seed, players);
      for (let i = 0; i < 3000 && s.step !== 'over'; i++) {
        const seat = awaited(s);
        const view = miremarshModule.view(s, seat);
        const moves = miremarshModule.legalMoves(s, seat);
        for (const lang of ['en', 'pt-BR'] as const) {
          const t = instance(lang).t;
          const texts = [promptText(t, view), ...moves.map((m) => moveText(t, view, m)), ...s.events.map((e) => eventText(t, e, view) ?? '')];
          for (const x of texts) expect(x).not.toMatch(/miremarsh\.|\{\{/);
        }
        s.events.forEach((e) => seen.add(e.type));
        s = play(s, moves[(i * 7) % moves.length] ?? moves[0] as MiremarshMove);
      }
      expect(s.step).toBe('over');
      s.events.forEach((e) => seen.add(e.type));
      for (const lang of ['en', 'pt-BR'] as const) {
        const t = instance(lang).t;
        for (const e of s.events) expect(eventText(t, e, miremarshModule.view(s, null)) ?? '').not.toMatch(/miremarsh\.|\{\{/);
      }
    }
    for (const type of ['diceRolled', 'moved', 'tileFlipped', 'fishEaten', 'goblinDied', 'gameEnded']) expect(seen).toContain(type);
  });

  it('the result sheet lists quests, fish and lost goblins, and gives the verdict in Portuguese', () => {
    let s = start('sheet', 1);
    for (let i = 0; i < 3000 && s.step !== 'over'; i++) {
      const moves = miremarshModule.legalMoves(s, awaited(s));
      s = play(s, moves.find((m) => m.type === 'endTurn') ?? moves[0] as MiremarshMove);
    }
    const html = render('pt-BR', createElement(MmScoreSheet, { view: miremarshModule.view(s, seatId(0)), leastUseless: null, onNew: () => undefined }));
    for (const word of ['Como o pântano terminou', 'Peixes', 'Goblins perdidos', 'Missões']) expect(html).toContain(word);
    expect(html).toContain(`data-testid="mm-total-0">${s.seats[0]?.quests.length ?? -1}<`);
    expect(html).toContain(s.winners?.length ? 'Vencedor' : 'Ninguém venceu');
  });
});
