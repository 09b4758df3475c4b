/** The small things users hit: remembered seat kinds, save titles, what Undo says, replay pacing and prompt. */
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { playerView } from '../../src/engine/games/mirianth';
import type { SaveEntryOk } from '../../src/shared/save';
import { buildTimeline, undoTimeline } from '../../src/engine/games/mirianth/save';
import { sampleGame } from '../../src/cli/games/mirianth/sampleGame';
import { parseForm } from '../../src/renderer/hud/newGameMemory';
import { replayPromptText } from '../../src/renderer/games/mirianth/hud/promptText';
import en from '../../src/renderer/i18n/en.json';
import ptBR from '../../src/renderer/i18n/pt-BR.json';
import { MAX_TIME_SCALE, nextTimeScale } from '../../src/renderer/saves/replayPace';
import { isGeneratedName, replayTitle, saveTitle } from '../../src/renderer/saves/saveTitle';
import { undoMessage } from '../../src/renderer/games/mirianth/saves/undoMessage';
import { undoSeat } from '../../src/renderer/games/mirianth/saves/timelineModel';

function translator(lng: 'en' | 'pt-BR'): TFunction {
  const i = i18next.createInstance();
  void i.init({ lng, resources: { en: { translation: en }, 'pt-BR': { translation: ptBR } }, interpolation: { escapeValue: false }, initAsync: false });
  return i.t.bind(i) as TFunction;
}
const tEn = translator('en');
const tPt = translator('pt-BR');

describe('new-game form memory', () => {
  it('reads back seat count, kinds and typed names', () => {
    const form = { count: 3, kinds: ['human', 'hard', 'easy', 'normal'], names: ['Ana', null, null, null] };
    expect(parseForm(JSON.stringify(form))).toEqual(form);
  });

  it('reads back the game last picked, with up to five seats', () => {
    const form = { game: 'nains', count: 5, kinds: ['human', 'hard', 'easy', 'normal', 'easy'], names: [null, null, 'Zé', null, null] };
    expect(parseForm(JSON.stringify(form))).toEqual(form);
    const solo = { game: 'miremarsh', count: 1, kinds: ['human'], names: [null] };
    expect(parseForm(JSON.stringify(solo))).toEqual(solo);
  });

  it('ignores anything damaged rather than failing', () => {
    for (const raw of [null, '', 'nope', '{}', '{"count":5,"kinds":["human","easy"]}', '{"count":2,"kinds":["human","wizard"]}', '{"count":3,"kinds":["human","easy"]}', '{"count":0,"kinds":["human"]}', '{"count":6,"kinds":["human","easy","easy","easy","easy","easy"]}']) {
      expect(parseForm(raw)).toBeNull();
    }
  });
});

function entry(patch: Partial<SaveEntryOk>): SaveEntryOk {
  return {
    status: 'ok', id: 'autosave-1', kind: 'autosave', bytes: 1, name: 'Ana, Brisa (round 3)', gameId: 'g1', createdAt: '2026-11-03T10:42:00.000Z',
    updatedAt: '2026-11-03T11:00:00.000Z', mode: 'local', players: [{ name: 'Ana', kind: 'human' }, { name: 'Brisa', kind: 'bot', bot: 'hard' }],
    round: 3, phase: 'negotiation', step: 'bargaining', finished: false, moveCount: 41, scores: null, winners: null, ...patch,
  };
}

describe('save titles', () => {
  it('replace the library-made name with one in the player language naming the game start, round and step', () => {
    const e = entry({});
    expect(isGeneratedName(e)).toBe(true);
    const en1 = saveTitle(tEn, e, 'en');
    expect(en1).toContain('Ana, Brisa');
    expect(en1).toContain(`round 3, ${tEn('step.bargaining')}`);
    expect(en1).toContain('move 41');
    const pt = saveTitle(tPt, e, 'pt-BR');
    expect(pt).toContain('rodada 3, Barganha');
    expect(pt).toContain('jogada 41');
  });

  it('tell apart two games at the same round, and two moments of one game', () => {
    const a = saveTitle(tEn, entry({}), 'en');
    const otherGame = saveTitle(tEn, entry({ gameId: 'g2', createdAt: '2026-11-04T09:15:00.000Z' }), 'en');
    const later = saveTitle(tEn, entry({ step: 'conceding', moveCount: 44 }), 'en');
    expect(new Set([a, otherGame, later]).size).toBe(3);
  });

  it('keep a name the player gave', () => {
    expect(saveTitle(tPt, entry({ name: 'Before the big dispute' }), 'pt-BR')).toBe('Before the big dispute');
  });

  it('say finished for a finished game', () => {
    expect(saveTitle(tEn, entry({ name: 'Ana, Brisa (finished)', finished: true, step: 'gameOver' }), 'en')).toContain('finished');
  });

  it('head the replay of a finished game in the player language, and keep a chosen name', () => {
    expect(replayTitle(tPt, 'Ana, Brisa (finished)', ['Ana', 'Brisa'])).toBe('Ana, Brisa (encerrada)');
    expect(replayTitle(tPt, 'Ana, Brisa (round 4)', ['Ana', 'Brisa'])).toBe('Ana, Brisa (Rodada 4)');
    expect(replayTitle(tEn, 'Ana, Brisa (finished)', ['Ana', 'Brisa'])).toBe('Ana, Brisa (finished)');
    expect(replayTitle(tPt, 'My best game (finished)', ['Ana', 'Brisa'])).toBe('My best game (finished)');
  });
});

describe('undo message', () => {
  it('names the undone decision and counts the AI moves taken back with it', () => {
    const sample = sampleGame(7, 2);
    const built = buildTimeline(sample.draft.setup, sample.draft.moves.slice(0, 30));
    if (!built.ok) throw new Error(built.message);
    const seat = undoSeat(built.timeline);
    expect(seat).not.toBeNull();
    if (seat === null) return;
    const after = undoTimeline(built.timeline, seat);
    if (!after) throw new Error('nothing undone');
    const undone = built.timeline.moves.length - after.moves.length;
    const en1 = undoMessage(tEn, built.timeline, after, seat);
    expect(en1).toMatch(/^Undone: Ana's move “.+”/);
    if (undone > 1) expect(en1).toContain(`${undone - 1} AI move`);
    expect(undoMessage(tPt, built.timeline, after, seat)).toMatch(/^Desfeito: a jogada de Ana “.+”/);
  });
});

describe('replay pacing', () => {
  it('speeds the table clock up when a frame overran its share, to fit its length in the budget', () => {
    // A 1000 ms animation at normal time in a 125 ms budget (8 moves/s) needs the clock 8 times faster.
    expect(nextTimeScale(1, 1000, 125)).toBe(8);
    expect(nextTimeScale(8, 250, 125)).toBe(16);
  });

  it('eases back toward normal time when frames fit, and stays within bounds', () => {
    expect(nextTimeScale(8, 125, 125)).toBeLessThan(8);
    expect(nextTimeScale(1, 50, 125)).toBe(1);
    expect(nextTimeScale(30, 100_000, 125)).toBe(MAX_TIME_SCALE);
  });
});

describe('replay prompt', () => {
  it('says who was to decide, marked as a replay, never as a request', () => {
    const sample = sampleGame(3, 2);
    const built = buildTimeline(sample.draft.setup, sample.draft.moves.slice(0, 1));
    if (!built.ok) throw new Error(built.message);
    const state = built.timeline.states[1];
    if (!state) throw new Error('no state');
    const view = playerView(state, null);
    const text = replayPromptText(tEn, view);
    expect(text.startsWith('Replay · ')).toBe(true);
    for (const s of view.awaiting) expect(text).toContain(view.players[s]?.name ?? '?');
    expect(replayPromptText(tPt, view).startsWith('Replay · ')).toBe(true);
  });
});
