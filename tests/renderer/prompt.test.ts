import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { awaitingSeats, seatId } from '../../src/engine/games/mirianth';
import { actorOf, viewerOf } from '../../src/renderer/games/mirianth/game/seats';
import type { SeatConfig } from '../../src/renderer/game/types';
import { phaseOf } from '../../src/renderer/games/mirianth/game/phase';
import { promptText } from '../../src/renderer/games/mirianth/hud/promptText';
import en from '../../src/renderer/i18n/en.json';
import { playerView } from '../../src/engine/games/mirianth';
import { playedGame } from './fixtures';

const i = i18next.createInstance();
void i.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false }, initAsync: false });
const t = i.t.bind(i) as TFunction;

const hotSeat: SeatConfig[] = ['Ana', 'Bruno', 'Carla', 'Davi'].map((name) => ({ name, kind: 'human' }));
const withBots: SeatConfig[] = hotSeat.map((s, i) => (i === 0 ? s : { ...s, kind: 'normal' }));

describe('whose decision it is', () => {
  it('the prompt names the deciding seat at every step of a hot-seat game', () => {
    for (const { state } of playedGame(4)) {
      const actor = actorOf(state, hotSeat);
      const text = promptText(t, playerView(state, actor ?? seatId(0)), actor, hotSeat);
      if (state.step === 'gameOver') expect(text).toBe(t('prompt.gameOver'));
      else {
        expect(actor).not.toBeNull();
        expect(text.startsWith(`${hotSeat[actor ?? 0]?.name}:`), `${state.step}: ${text}`).toBe(true);
      }
    }
  });

  it('a human waited for is named before the AIs; AIs are shown thinking', () => {
    const seen = { humanWithAis: 0, aisAlone: 0 };
    for (const { state } of playedGame(4)) {
      const actor = actorOf(state, withBots);
      if (actor === null) continue;
      const text = promptText(t, playerView(state, actor), actor, withBots);
      const awaited = awaitingSeats(state);
      if (awaited.includes(seatId(0))) {
        expect(actor, state.step).toBe(0);
        expect(text.startsWith('Ana:'), `${state.step}: ${text}`).toBe(true);
        if (awaited.length > 1) seen.humanWithAis++;
      } else {
        expect(text).toBe(t('prompt.thinking', { name: withBots[actor]?.name }));
        seen.aisAlone++;
      }
    }
    expect(seen.humanWithAis).toBeGreaterThan(0);
    expect(seen.aisAlone).toBeGreaterThan(0);
  });

  it('the bottom seat is the deciding human, else the last one', () => {
    expect(viewerOf(seatId(2), seatId(0), hotSeat)).toBe(2);
    expect(viewerOf(seatId(1), seatId(0), withBots)).toBe(0);
    expect(viewerOf(null, null, withBots)).toBe(0);
  });

  it('every step belongs to the phase the statechart puts it in', () => {
    expect(phaseOf('announcing')).toBe('negotiation');
    expect(phaseOf('peddler')).toBe('negotiation');
    expect(phaseOf('battles')).toBe('resolution');
    expect(phaseOf('gameOver')).toBe('gameOver');
  });
});
