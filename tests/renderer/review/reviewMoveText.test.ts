import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { applyMove, seatId, type GameState, type Move } from '../../../src/engine/games/mirianth';
import en from '../../../src/renderer/i18n/en.json';
import ptBR from '../../../src/renderer/i18n/pt-BR.json';
import { reviewMoveText } from '../../../src/renderer/games/mirianth/review/reviewMoveText';
import { startState } from '../../../src/engine/games/mirianth/save';
import { reviewFixture } from './fixture';

function translator(lng: 'en' | 'pt-BR'): TFunction {
  const i = i18next.createInstance();
  void i.init({ lng, resources: { en: { translation: en }, 'pt-BR': { translation: ptBR } }, interpolation: { escapeValue: false }, initAsync: false });
  return i.t.bind(i) as TFunction;
}

const save = reviewFixture;
const states: GameState[] = [startState(save.setup, save.rulesVersion)];
for (const m of save.moves) {
  const last = states[states.length - 1] as GameState;
  const r = applyMove(last, m);
  if (!r.ok) throw new Error(r.refusal.message);
  states.push(r.state);
}
const first = (type: Move['type']): number => save.moves.findIndex((m) => m.type === type);

describe('a reviewed move in words', () => {
  for (const lng of ['en', 'pt-BR'] as const) {
    const t = translator(lng);
    it(`spells out an offer's terms and names the card locked in (${lng})`, () => {
      const at = first('propose');
      const m = save.moves[at] as Extract<Move, { type: 'propose' }>;
      const s = states[at] as GameState;
      const text = reviewMoveText(t, s, m);
      expect(text).toContain(s.players[m.deal.claimant]?.name ?? '?');
      // Different terms read differently, so a mistake and its fix can be told apart.
      const free = reviewMoveText(t, s, { ...m, deal: { ...m.deal, give: [], take: [], promises: [] } });
      const promised = reviewMoveText(t, s, { ...m, deal: { ...m.deal, give: [], take: [], promises: [{ promiser: m.deal.to === m.seat ? seatId(0) : m.deal.to, kind: 'once' }] } });
      expect(free).not.toBe(promised);
      const lockAt = first('lock');
      if (lockAt >= 0) {
        const ls = states[lockAt] as GameState;
        const card = ls.round?.announcements[(save.moves[lockAt] as Move).seat];
        if (card) expect(reviewMoveText(t, ls, save.moves[lockAt] as Move)).toContain(t(`card.${ls.cards[card]?.kind ?? ''}.name`));
      }
      for (const x of [text, free, promised]) expect(x).not.toMatch(/\{\{|review\.|hint\./);
    });
  }
});
