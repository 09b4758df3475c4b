/** Lines and ranks at a glance on a Nains city board (issue 15): pips per rank, gold inside complete lines, hollow where the next line needs one. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RankMeter } from '../../../../src/renderer/games/nains/parts/RankMeter';

const pips = (ranks: number, lines: number) => [...renderToStaticMarkup(createElement(RankMeter, { ranks, lines })).matchAll(/class="([a-z-]+)"/g)].map((m) => m[1]).slice(1);

describe('rank meter', () => {
  it('a column holding back the next line shows its ranks in gold and one hollow pip for the rank it lacks', () => {
    expect(pips(2, 2)).toEqual(['in-line', 'in-line', 'missing']);
  });

  it('a column ahead of the lines shows its extra ranks in its colour and nothing missing', () => {
    expect(pips(3, 1)).toEqual(['in-line', 'rank', 'rank']);
  });

  it('an empty column asks for its first rank; a very tall one is capped with a plus', () => {
    expect(pips(0, 0)).toEqual(['missing']);
    const tall = renderToStaticMarkup(createElement(RankMeter, { ranks: 9, lines: 2 }));
    expect(pips(9, 2)).toHaveLength(7);
    expect(tall).toContain('<small>+</small>');
  });
});
