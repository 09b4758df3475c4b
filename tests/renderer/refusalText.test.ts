/**
 * Refused moves are translated from the engine's reason key and parameters, never from its English
 * sentence: every reason has a Portuguese text using the same parameters as the English one, and a
 * real refusal from a real game reads in Portuguese with card kinds and penalties named in Portuguese.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { applyMove, awaitingSeats, createGame, legalMoves, REFUSAL_EN, REFUSAL_REASONS, refuse, seatId, type Move } from '../../src/engine/games/mirianth';
import en from '../../src/renderer/i18n/en.json';
import ptBR from '../../src/renderer/i18n/pt-BR.json';
import { refusalText } from '../../src/renderer/games/mirianth/i18n/refusalText';
import { refusalText as platformRefusalText } from '../../src/renderer/i18n/refusalText';
import { playedGame } from './fixtures';

function instance(lng: 'en' | 'pt-BR'): I18n {
  const i = i18next.createInstance();
  void i.init({ lng, fallbackLng: 'en', resources: { en: { translation: en }, 'pt-BR': { translation: ptBR } }, interpolation: { escapeValue: false }, initAsync: false });
  return i;
}
const pt = instance('pt-BR');
const english = instance('en');
const shown = (i: I18n, r: ReturnType<typeof refuse>) => refusalText(i.t, i, r);

const ptTemplates = (ptBR as unknown as { refusal: Record<string, string> }).refusal;
const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '');

describe('refusal reasons', () => {
  it('every engine reason has a Portuguese text, and no text names a reason the engine lacks', () => {
    expect(Object.keys(ptTemplates).sort()).toEqual([...REFUSAL_REASONS].sort());
  });

  it('the Portuguese text uses the same parameters as the English message', () => {
    for (const reason of REFUSAL_REASONS) {
      const names = vars(ptTemplates[reason] ?? '');
      const marked = Object.fromEntries(names.map((n) => [n, `<${n}>`]));
      const englishText = REFUSAL_EN[reason](marked);
      for (const n of names) expect(englishText, `${reason} uses {{${n}}}`).toContain(`<${n}>`);
    }
  });

  it('English shows the engine message; Portuguese translates the key and its named parameters', () => {
    const r = refuse('illegal', 'handToParticipant', { kind: 'merchant' });
    expect(shown(english, r)).toBe('Hand the merchant to someone else who took part in the dispute');
    expect(shown(pt, r)).toBe('Entregue o Mercador a outra pessoa que participou da disputa');
    expect(shown(pt, refuse('illegal', 'noPenaltyLeftForWall', { penalty: 'building' }))).toBe('Não sobrou penalidade de moradia para essa Muralha anular');
  });

  it('a host reply without a reason shows its message as it came', () => {
    expect(refusalText(pt.t, pt, { message: 'Table closed' })).toBe('Table closed');
  });

  it('a refusal from a real game reads in Portuguese, with no English left', () => {
    const { state } = createGame({ seed: 7, players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] });
    const wrong: Move = { type: 'fight', seat: 0 as Move['seat'], monster: 'x' as Extract<Move, { type: 'fight' }>['monster'] };
    const r = applyMove(state, wrong);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.refusal.reason).toBe('wrongStep');
    const text = shown(pt, r.refusal);
    expect(text).toMatch(/não é uma jogada possível agora/);
    expect(text).not.toMatch(/is not a move/);
  });

  it('refusals met across a whole game all read in Portuguese', () => {
    const seen = new Set<string>();
    for (const { state } of playedGame()) {
      for (const seat of awaitingSeats(state)) {
        const [move] = legalMoves(state, seat);
        if (!move) continue;
        // The same move by the next seat, and by a seat with nothing to decide, is refused.
        const other = seatId((seat + 1) % state.players.length);
        const r = applyMove(state, { ...move, seat: other } as Move);
        if (r.ok) continue;
        seen.add(r.refusal.reason);
        expect(shown(pt, r.refusal)).not.toBe(r.refusal.message);
      }
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});

describe("refusals of any game's table (the platform's refusalText, as LAN tables show them)", () => {
  it('translates a reason the locale files know, and shows the message of one they do not', () => {
    expect(platformRefusalText(pt.t, pt, { message: 'The game is over', reason: 'gameOver' })).toBe(ptTemplates['gameOver']);
    expect(platformRefusalText(pt.t, pt, { message: 'No such pile', reason: 'noSuchPileInThisGame' })).toBe('No such pile');
  });
});
