import { describe, expect, it } from 'vitest';
import { cardId, type Move, type SeatId } from '../../../src/engine/games/mirianth';
import { moveControls, nextControl, type ControlDom } from '../../../src/renderer/games/mirianth/coach/controls';
import { sameMove, scriptedNext } from '../../../src/renderer/games/mirianth/coach/script';

const s0 = 0 as SeatId;
const s1 = 1 as SeatId;
const c = cardId;

describe('following the script', () => {
  const script: Move[] = [
    { type: 'announce', seat: s0, card: c('orc-1') },
    { type: 'lock', seat: s0 },
    { type: 'announce', seat: s1, card: c('wolf-1'), lock: true },
  ];

  it('names the next scripted move while the game follows it, and none once it strays', () => {
    expect(scriptedNext([], script)).toEqual({ onScript: true, next: script[0] });
    expect(scriptedNext(script.slice(0, 2), script).next).toBe(script[2]);
    expect(scriptedNext(script, script)).toEqual({ onScript: true, next: null });
    expect(scriptedNext([{ type: 'announce', seat: s0, card: c('wolf-1') }], script)).toEqual({ onScript: false, next: null });
    expect(scriptedNext([...script, { type: 'lock', seat: s1 }], script).onScript).toBe(false);
  });

  it('treats sets of cards as sets and ignores absent fields', () => {
    const a: Move = { type: 'discardHeroes', seat: s0, cards: [c('king-1'), c('miner-1')] };
    const b: Move = { type: 'discardHeroes', seat: s0, cards: [c('miner-1'), c('king-1')] };
    expect(sameMove(a, b)).toBe(true);
    expect(sameMove({ type: 'announce', seat: s0, card: c('orc-1'), lock: undefined }, { type: 'announce', seat: s0, card: c('orc-1') })).toBe(true);
    expect(sameMove(a, { ...b, cards: [c('king-1')] })).toBe(false);
  });
});

function fakeDom(present: string[], pressed: string[] = []): ControlDom {
  return { exists: (id) => present.includes(id), pressed: (id) => (present.includes(id) ? pressed.includes(id) : null), pressedIds: () => pressed };
}

describe('the control the coach makes glow', () => {
  const propose: Move = {
    type: 'propose', seat: s0, deal: { to: s1, claimant: s0, give: [], take: [], promises: [{ promiser: s0, kind: 'nextRound' }] },
  };
  const form = ['deal-to-1', 'deal-claimant-me', 'deal-promise-by-me', 'deal-promise-kind-nextRound', 'deal-promise-add', 'deal-propose'];

  it('skips toggles already on, then waits for the promise to be added before Propose', () => {
    const on = ['deal-to-1', 'deal-claimant-me', 'deal-promise-by-me', 'deal-promise-kind-nextRound'];
    expect(nextControl(propose, fakeDom(form, on))).toBe('deal-promise-add');
    expect(nextControl(propose, fakeDom([...form, 'deal-promise-0'], on))).toBe('deal-propose');
    expect(nextControl(propose, fakeDom(form, ['deal-to-1']))).toBe('deal-claimant-me');
  });

  it('asks to release a discard the script does not make before anything else', () => {
    const move: Move = { type: 'discardHeroes', seat: s0, cards: [c('king-1')] };
    const dom = fakeDom(['discard-king-1', 'discard-miner-1', 'discard-confirm'], ['discard-miner-1']);
    expect(nextControl(move, dom)).toBe('discard-miner-1');
    expect(nextControl(move, fakeDom(['discard-king-1', 'discard-confirm'], ['discard-king-1']))).toBe('discard-confirm');
  });

  it('glows nothing while the panel does not show the control', () => {
    expect(nextControl({ type: 'lock', seat: s0 }, fakeDom([]))).toBeNull();
    expect(moveControls({ type: 'announce', seat: s0, card: c('orc-1') })).toEqual([{ act: 'press', id: 'announce-orc-1' }]);
  });
});
