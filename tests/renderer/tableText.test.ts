/**
 * The screen-reader mirror of the table: every seat with its cards by type, each monster with its
 * resistance and any paladin attached, plague and defeated counts, and the round's revealed cards,
 * in both languages.
 */
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { playerView } from '../../src/engine/games/mirianth';
import en from '../../src/renderer/i18n/en.json';
import ptBR from '../../src/renderer/i18n/pt-BR.json';
import { tableText } from '../../src/renderer/games/mirianth/hud/tableText';
import { playedGame } from './fixtures';

function translator(lng: 'en' | 'pt-BR'): TFunction {
  const i = i18next.createInstance();
  void i.init({ lng, resources: { en: { translation: en }, 'pt-BR': { translation: ptBR } }, interpolation: { escapeValue: false }, initAsync: false });
  return i.t.bind(i) as TFunction;
}

const steps = playedGame();
/** The last state where some seat has a paladin attached to a monster. */
const withAttachment = [...steps].reverse().find((s) => s.state.players.some((p) => p.attachments.length > 0))?.state;
const midRound = steps.find((s) => (s.state.round?.revealed.length ?? 0) > 0)?.state;

describe('table text', () => {
  it('names every seat, and each monster with its resistance and the paladin attached to it', () => {
    if (!withAttachment) throw new Error('the fixture game never attached a paladin');
    const view = playerView(withAttachment, null);
    const lines = tableText(translator('en'), view);
    for (const p of view.players) expect(lines.some((l) => l.startsWith(`${p.name}: `))).toBe(true);
    const seat = view.players.findIndex((p) => p.attachments.length > 0);
    const line = lines[seat] ?? '';
    const a = view.players[seat]?.attachments[0];
    const monster = a ? view.cards[a.monster] : undefined;
    expect(line).toContain(`resistance ${monster?.resistance ?? -1}`);
    expect(line).toMatch(/Paladin \d+ attached/);
    expect(line).toMatch(/Monsters: /);
  });

  it('lists the revealed cards of a round, and reads in Portuguese with no English left', () => {
    if (!midRound || !withAttachment) throw new Error('fixture');
    const en1 = tableText(translator('en'), playerView(midRound, null));
    expect(en1.at(-1)).toMatch(/^Revealed this round: /);
    const pt = tableText(translator('pt-BR'), playerView(withAttachment, null)).join('\n');
    expect(pt).toMatch(/resistência \d+/);
    expect(pt).not.toMatch(/resistance|attached|Monsters|Revealed/);
  });
});
