import { describe, expect, it } from 'vitest';
import { GOBLINS } from '../../../src/engine/games/miremarsh/catalog/goblins';
import { miremarshLearnEn } from '../../../src/renderer/games/miremarsh/learn/text.en';
import { miremarshLearnPtBR } from '../../../src/renderer/games/miremarsh/learn/text.ptBR';

describe('Miremarsh rules text', () => {
  it('names the item spaces the catalog gives a goblin, in both languages', () => {
    const fewest = Math.min(...GOBLINS.map((g) => g.spaces));
    const most = Math.max(...GOBLINS.map((g) => g.spaces));
    for (const text of [miremarshLearnEn, miremarshLearnPtBR]) {
      const goods = text.rules.sections.flatMap((s) => s.paragraphs).find((p) => /items|itens/.test(p) && /goblin/.test(p));
      expect(goods).toMatch(new RegExp(`\\b${fewest} (items|itens)`));
      expect(goods).toContain(String(most));
    }
  });
});
