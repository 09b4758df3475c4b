/** Hint reasons: every hinted move carries a reason code with its cards and numbers, worded in one line in EN and pt-BR. */
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { HINT_REASON_CODES, explainHint, suggestWithReason, type HintReasonCode } from '../../src/ai/games/mirianth';
import { useClock } from '../../src/ai/games/mirianth/clock';
import { legalMoves, playerView, seatId, startPreset, type CardId, type GameState, type Move } from '../../src/engine/games/mirianth';
import { hintReasonText } from '../../src/renderer/games/mirianth/hud/hintReasonText';
import en from '../../src/renderer/i18n/en.json';
import ptBR from '../../src/renderer/i18n/pt-BR.json';
import { buildScenario } from '../../src/engine/games/mirianth/scenario/build';
import { parseScenario } from '../../src/engine/games/mirianth/scenario/schema';
import { playedGame } from './fixtures';

function translator(lng: 'en' | 'pt-BR'): TFunction {
  const i = i18next.createInstance();
  void i.init({ lng, resources: { en: { translation: en }, 'pt-BR': { translation: ptBR } }, interpolation: { escapeValue: false }, initAsync: false });
  return i.t.bind(i) as TFunction;
}
const langs = { en: translator('en'), 'pt-BR': translator('pt-BR') };

/** One line, every placeholder filled, no key shown raw. */
function expectWorded(text: string): void {
  expect(text).not.toMatch(/\{\{|\}\}|hintWhy\.|\n/);
  expect(text.trim().length).toBeGreaterThan(8);
  expect(text.length).toBeLessThan(160);
}

/** A one-seat Resolution position from scenario cards (bare kinds or `{ id, card }`); `id` finds a named card. */
function preset(cards: (string | { id: string; card: string })[]): { state: GameState; id: (seat: number, local: string) => CardId } {
  const parsed = parseScenario({ players: [{ name: 'Ana', cards: cards.map((c) => (typeof c === 'string' ? { card: c } : c)) }] });
  if (!parsed.ok) throw new Error(parsed.message);
  const built = buildScenario(parsed.scenario);
  return {
    state: startPreset(built.state).state,
    id: (seat, local) => {
      const found = built.ids[seat]?.get(local);
      if (found === undefined) throw new Error(`no card ${local}`);
      return found;
    },
  };
}

describe('hint reasons', () => {
  it('aiming nothing with too many heroes for the housing says the Archer will be discarded', () => {
    const p = preset(['cabin', { id: 'a', card: 'archer' }, 'mage', 'squire', 'goblin', 'orc']);
    const seat = seatId(0);
    const view = playerView(p.state, seat);
    expect(view.step).toBe('archerTargets');
    const reason = explainHint(view, seat, { type: 'aim', seat, aims: [] });
    expect(reason.code).toBe('aimNothingHomeless');
    expect(reason.cards).toEqual([p.id(0, 'a')]);
    expect(hintReasonText(langs.en, view, reason)).toBe('the Archer will be discarded for lack of housing');
    expect(hintReasonText(langs['pt-BR'], view, reason)).toBe('o Arqueiro será descartado por falta de alojamento');
  });

  it('aiming at a monster quotes the attack it will face against its resistance', () => {
    const p = preset(['castle', { id: 'a1', card: 'archer' }, { id: 'a2', card: 'archer' }, { id: 'g', card: 'goblin' }, { id: 'd', card: 'dragon' }]);
    const seat = seatId(0);
    const view = playerView(p.state, seat);
    const aims = [{ archer: p.id(0, 'a1'), monster: p.id(0, 'g') }, { archer: p.id(0, 'a2'), monster: p.id(0, 'g') }];
    const reason = explainHint(view, seat, { type: 'aim', seat, aims });
    // Two archers attack 3 each: 6 against the Goblin.
    expect(reason.n.attack).toBe(6);
    expect(reason.cards).toEqual([p.id(0, 'g')]);
    const goblin = view.cards[p.id(0, 'g')]?.resistance ?? 0;
    expect(reason.code).toBe(6 >= goblin ? 'aimBeats' : 'aimHelps');
    expect(hintReasonText(langs.en, view, reason)).toContain(`resistance ${goblin}`);
    expect(hintReasonText(langs['pt-BR'], view, reason)).toContain(`resistência ${goblin}`);
  });

  it('every legal move in a whole game gets a known code whose text fills in both languages', () => {
    const seen = new Set<HintReasonCode>();
    for (const { state } of playedGame(4)) {
      for (const seat of playerView(state, null).awaiting) {
        const view = playerView(state, seat);
        const moves: Move[] = legalMoves(view, seat).slice(0, 12);
        for (const move of moves) {
          const reason = explainHint(view, seat, move);
          expect(HINT_REASON_CODES).toContain(reason.code);
          seen.add(reason.code);
          for (const t of Object.values(langs)) expectWorded(hintReasonText(t, view, reason));
        }
      }
    }
    // A whole game reaches announcements, deals, picks and penalties.
    for (const code of ['announceFree', 'announceContested', 'offerKeep', 'noDeal', 'pick', 'loseLeast'] as const) expect(seen, code).toContain(code);
  }, 60_000);

  it('every code has a line in both languages', () => {
    for (const t of Object.values(langs)) {
      for (const code of HINT_REASON_CODES) expect(t(`hintWhy.${code}`, { count: 1 })).not.toBe(`hintWhy.${code}`);
    }
  });

  it('suggestWithReason gives the same move as suggest, with the reason for it', () => {
    const { state } = playedGame(2, 'hint-reasons')[0] ?? { state: null };
    if (!state) throw new Error('no game');
    const seat = playerView(state, null).awaiting[0];
    if (seat === undefined) throw new Error('nobody to move');
    const view = playerView(state, seat);
    const restore = useClock(() => 0);
    const hint = suggestWithReason(view, seat, { level: 'normal' });
    restore();
    expect(hint).not.toBeNull();
    if (hint) expect(hint.reason).toEqual(explainHint(view, seat, hint.move));
  }, 30_000);
});
