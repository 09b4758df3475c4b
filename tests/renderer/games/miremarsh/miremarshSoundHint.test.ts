/** Miremarsh's cues, a save's moment and the hint's reasons: pure pieces of the table. */
import { describe, expect, it } from 'vitest';
import { seatId } from '../../../../src/engine/kit/ids';
import type { MiremarshMove } from '../../../../src/engine/games/miremarsh/moves';
import type { MiremarshEvent } from '../../../../src/engine/games/miremarsh/state';
import { miremarshMoment } from '../../../../src/renderer/games/miremarsh/miremarshMoment';
import { miremarshCues } from '../../../../src/renderer/games/miremarsh/miremarshSound';
import { SoundLayer, type SoundPrefs } from '../../../../src/renderer/sound/soundLayer';
import type { SoundCue } from '../../../../src/renderer/sound/cues';
import { hintReasonKey } from '../../../../src/renderer/games/miremarsh/parts/hintReason';
import en from '../../../../src/renderer/i18n/en.json';
import pt from '../../../../src/renderer/i18n/pt-BR.json';
import type { T } from '../../../../src/renderer/i18n/t';

const s0 = seatId(0);

describe('Miremarsh sound cues', () => {
  it('a turn that rolls, flips a tile, wins a challenge and eats sounds each once, in order', () => {
    const events: MiremarshEvent[] = [
      { type: 'diceRolled', seat: s0, dice: [], why: 'turn' },
      { type: 'tileFlipped', space: 'A1', tile: 't' },
      { type: 'challengePaid', seat: s0, option: 0 },
      { type: 'questCompleted', seat: s0, quest: 'q' },
      { type: 'fishEaten', seat: s0, left: 3 },
      { type: 'diceRolled', seat: s0, dice: [], why: 'extra' },
    ];
    expect(miremarshCues(events, null)).toEqual(['dice', 'flip', 'challengeWon', 'eat']);
  });

  it('giving up is a failed challenge before the goblin\'s death; the creature growls when it moves', () => {
    const giveUp: MiremarshMove = { type: 'giveUp', seat: s0 };
    expect(miremarshCues([{ type: 'goblinDied', seat: s0, goblin: 'g', space: 'A1', scattered: [] }], giveUp)).toEqual(['challengeFailed', 'goblinDeath']);
    expect(miremarshCues([{ type: 'creatureMoved', by: null, to: 'B2' }], null)).toEqual(['creature']);
    expect(miremarshCues([{ type: 'turnStarted', seat: s0, goblin: 'g' }], null)).toEqual([]);
    expect(miremarshCues([{ type: 'fishEaten', seat: s0, left: 0 }, { type: 'gameEnded', winners: [], leastUseless: null }], null)).toEqual(['eat', 'scoreSheet']);
  });
});

describe('Miremarsh cues through the sound layer', () => {
  const turn = miremarshCues([
    { type: 'diceRolled', seat: s0, dice: [], why: 'turn' }, { type: 'challengePaid', seat: s0, option: 0 }, { type: 'goblinDied', seat: s0, goblin: 'g', space: 'A1', scattered: [] },
  ], null);
  function heard(prefs: Partial<SoundPrefs>, unlock = true): SoundCue[] {
    const played: SoundCue[] = [];
    const layer = new SoundLayer({ play: (cue) => played.push(cue), music: () => undefined }, () => ({ volume: 0.5, muted: false, music: false, speed: 'normal', reduceMotion: false, ...prefs }));
    if (unlock) layer.unlock();
    for (const cue of turn) layer.cue(cue);
    return played;
  }
  it('nothing before the first gesture or when muted; reduced motion keeps only the news; Instant keeps none of these', () => {
    expect(heard({})).toEqual(['dice', 'challengeWon', 'goblinDeath']);
    expect(heard({}, false)).toEqual([]);
    expect(heard({ muted: true })).toEqual([]);
    expect(heard({ reduceMotion: true })).toEqual(['challengeWon', 'goblinDeath']);
    expect(heard({ speed: 'instant' })).toEqual([]);
  });
});

/** A t() over one locale file, enough for the keys used here. */
function tOf(file: unknown): T {
  return ((key: string, opts?: Record<string, unknown>) => {
    let node: unknown = file;
    for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
    if (typeof node !== 'string') throw new Error(`missing ${key}`);
    return node.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(opts?.[k] ?? ''));
  }) as unknown as T;
}

describe('Miremarsh save moment', () => {
  const players = [{ name: 'Ana', kind: 'human' as const }, { name: 'Bia', kind: 'bot' as const, bot: 'hard' as const }];
  it('says the round in play, and each boss\'s quests once the game is over, in EN and pt-BR', () => {
    expect(miremarshMoment(tOf(en), { round: 4, players, scores: null })).toBe('Round 4');
    expect(miremarshMoment(tOf(en), { round: 9, players, scores: [2, 1] })).toBe('Round 9 · quests: Ana 2, Bia 1');
    expect(miremarshMoment(tOf(pt), { round: 9, players, scores: [2, 1] })).toBe('Rodada 9 · missões: Ana 2, Bia 1');
  });
});

describe('Miremarsh hint reasons', () => {
  const moves: MiremarshMove[] = [
    { type: 'respawn', seat: s0, at: 'warren' }, { type: 'respawn', seat: s0, at: 'death' }, { type: 'rerollOpening', seat: s0 },
    { type: 'move', seat: s0, to: 'A1', pay: [] }, { type: 'path', seat: s0, path: 'SP1' }, { type: 'spy', seat: s0, target: 'A1', what: 'tile', pay: [] },
    { type: 'attempt', seat: s0 }, { type: 'reroll', seat: s0 }, { type: 'reroll', seat: s0, keep: [0] }, { type: 'pay', seat: s0, option: 0, pay: [] },
    { type: 'giveUp', seat: s0 }, { type: 'trade', seat: s0, index: 0, item: null }, { type: 'useCard', seat: s0, card: 'c', target: null },
    { type: 'pickItem', seat: s0, item: 'rope' }, { type: 'sneak', seat: s0, enter: true }, { type: 'sneak', seat: s0, enter: false },
    { type: 'endTurn', seat: s0 }, { type: 'placeCreature', seat: s0, to: 'A1' }, { type: 'stepCreature', seat: s0, to: 'A1', leap: false },
    { type: 'bribe', seat: s0, offer: true }, { type: 'bribe', seat: s0, offer: false }, { type: 'answerBribe', seat: s0, accept: true }, { type: 'answerBribe', seat: s0, accept: false },
  ];
  it('every kind of answer has a one-line reason in EN and pt-BR', () => {
    for (const m of moves) {
      const key = hintReasonKey(m);
      for (const file of [en, pt]) expect(tOf(file)(`miremarsh.hint.${key}`), `${m.type} → ${key}`).not.toBe('');
    }
    expect(new Set(moves.map(hintReasonKey)).size).toBe(22);
  });
});
