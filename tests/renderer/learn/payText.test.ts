/** A Miremarsh payment names the dice it spends, so the hint and the buttons tell payments apart. */
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import en from '../../../src/renderer/i18n/en.json';
import pt from '../../../src/renderer/i18n/pt-BR.json';
import { seatId } from '../../../src/engine/kit/ids';
import type { MiremarshView } from '../../../src/engine/games/miremarsh/view';
import { dieText, payText } from '../../../src/renderer/games/miremarsh/parts/text';

async function tFor(lng: string) {
  const i = i18next.createInstance();
  await i.init({ lng, interpolation: { escapeValue: false }, resources: { en: { translation: en }, 'pt-BR': { translation: pt } } });
  return i.t;
}

describe('payment words', () => {
  it('names each die by colour and face, agreeing in Portuguese', async () => {
    const t = await tFor('pt-BR');
    expect(dieText(t, 'K', 'S')).toBe('espada preta');
    expect(dieText(t, 'K', 'E')).toBe('olho preto');
    expect(dieText(await tFor('en'), 'G', 'FS')).toBe('green foot/sword');
  });

  it('two payments of the same way read differently when they spend different dice', async () => {
    const t = await tFor('en');
    const view = { turn: { dice: [{ colour: 'G', face: 'S', fromItem: false }, { colour: 'K', face: 'S', fromItem: false }] } } as unknown as MiremarshView;
    const a = payText(t, view, { type: 'pay', seat: seatId(0), option: 0, pay: [{ die: 0 }] });
    const b = payText(t, view, { type: 'pay', seat: seatId(0), option: 0, pay: [{ die: 1 }] });
    expect(a).toBe('Way 1: green sword');
    expect(b).toBe('Way 1: black sword');
  });
});
