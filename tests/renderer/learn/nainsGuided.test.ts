/** The Nains lesson's glow: the hint's bid becomes one coin per tavern (distinct coins of the hand) and then "Lay coins face down". */
import { describe, expect, it } from 'vitest';
import { seatId } from '../../../src/engine/kit/ids';
import { nainsModule } from '../../../src/engine/games/nains/module';
import { NAINS_GUIDED_SEED, nainsSuggestedControls } from '../../../src/renderer/games/nains/learn/coach';
import { nainsLearnEn } from '../../../src/renderer/games/nains/learn/text.en';
import { nainsLearnPtBR } from '../../../src/renderer/games/nains/learn/text.ptBR';
import { NAINS_COACH } from '../../../src/renderer/games/nains/learn/coach';

describe('Nains guided first Era', () => {
  const { state } = nainsModule.create({ seed: NAINS_GUIDED_SEED, players: [{ name: 'You' }, { name: 'A' }, { name: 'B' }] });

  it('glows one distinct hand coin per tavern, then the submit button', () => {
    const ids = nainsSuggestedControls(nainsModule.view(state, seatId(0))) ?? [];
    expect(ids).toHaveLength(4);
    expect(ids[3]).toBe('nains-bid-submit');
    const coins = ids.slice(0, 3).map((id) => /^nains-bid-(\d)-coin-(\d)$/.exec(id));
    expect(coins.map((m) => m?.[1])).toEqual(['0', '1', '2']);
    expect(new Set(coins.map((m) => m?.[2])).size).toBe(3);
  });

  it('every step has words in both languages', () => {
    for (const step of NAINS_COACH) {
      expect(nainsLearnEn.coach.steps[step.id], step.id).toBeTruthy();
      expect(nainsLearnPtBR.coach.steps[step.id], step.id).toBeTruthy();
    }
  });
});
