/** Hints come from the AI registry's hard bot, from the seat's own view: a legal move, the same each time. */
import { describe, expect, it } from 'vitest';
import { canonicalKey } from '../../../../src/engine/kit/canonical';
import { seatId } from '../../../../src/engine/kit/ids';
import { miremarshModule } from '../../../../src/engine/games/miremarsh/module';
import { nainsModule } from '../../../../src/engine/games/nains/module';
import type { NainsMove } from '../../../../src/engine/games/nains/types';
import { hintPort, suggestedOf, suggestMove } from '../../../../src/renderer/games/shared/suggest';
import en from '../../../../src/renderer/i18n/en.json';
import pt from '../../../../src/renderer/i18n/pt-BR.json';

const players = [{ name: 'Ana' }, { name: 'Bia' }];

describe('suggested move', () => {
  it('Miremarsh: a legal answer for the awaited goblin, the same when asked again; nothing for a seat not asked', () => {
    const { state } = miremarshModule.create({ seed: 'hint-1', players });
    const seat = miremarshModule.ctx(state).awaiting[0] ?? seatId(0);
    const view = miremarshModule.view(state, seat);
    const move = suggestMove(miremarshModule, view, seat);
    expect(move).not.toBeNull();
    expect(miremarshModule.legalMoves(view, seat).map(canonicalKey)).toContain(canonicalKey(move));
    expect(canonicalKey(suggestMove(miremarshModule, view, seat))).toBe(canonicalKey(move));
    const other = seatId(seat === 0 ? 1 : 0);
    expect(suggestMove(miremarshModule, miremarshModule.view(state, other), other)).toBeNull();
  });

  it('Nains: a legal bid for a Lord', () => {
    const { state } = nainsModule.create({ seed: 'hint-2', players });
    const view = nainsModule.view(state, seatId(0));
    const move = suggestMove(nainsModule, view, seatId(0));
    expect(move?.type).toBe('bid');
    expect(nainsModule.legalMoves(view, seatId(0)).map(canonicalKey)).toContain(canonicalKey(move));
  });

  it('the hint port answers the same move as the AI directly (here without a Worker, in this thread); a stray answer is no move', () => {
    const { state } = miremarshModule.create({ seed: 'hint-3', players });
    const seat = miremarshModule.ctx(state).awaiting[0] ?? seatId(0);
    const view = miremarshModule.view(state, seat);
    let answered: unknown = 'none yet';
    hintPort(miremarshModule).hint({ game: miremarshModule.id, seat, view }, (a) => {
      answered = a.move;
    });
    const move = suggestedOf(miremarshModule, answered);
    expect(move).not.toBeNull();
    expect(canonicalKey(move)).toBe(canonicalKey(suggestMove(miremarshModule, view, seat)));
    expect(hintPort(miremarshModule)).toBe(hintPort(miremarshModule));
    expect(suggestedOf(nainsModule, { type: 'fly' })).toBeNull();
    expect(suggestedOf(nainsModule, null)).toBeNull();
  });

  it('Nains: every kind of answer has its one-line reason in EN and pt-BR', () => {
    // Every move type, checked by the compiler: a new kind of answer must be added here (and worded).
    const kinds = { bid: 1, pick: 1, discard: 1, upgrade: 1, recruit: 1, svara: 1, exchange: 1 } satisfies Record<NainsMove['type'], 1>;
    for (const file of [en, pt]) for (const k of Object.keys(kinds) as NainsMove['type'][]) expect(file.nains.hint[k], k).toMatch(/\S/);
  });
});
