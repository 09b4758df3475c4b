/** Nains sound (issue 15): the table's steps name their cues in order; the shared layer's gesture, mute and reduced-motion rules apply. */
import { describe, expect, it } from 'vitest';
import { seatId } from '../../../../src/engine/kit/ids';
import type { NainsEvent } from '../../../../src/engine/games/nains/types';
import { nainsCues } from '../../../../src/renderer/games/nains/parts/anim/cues';
import type { SoundCue } from '../../../../src/renderer/sound/cues';
import { SoundLayer, type SoundPrefs } from '../../../../src/renderer/sound/soundLayer';

const s = seatId;
const TURN: NainsEvent[] = [
  { type: 'dealt', era: 1, turn: 2, taverns: [['E1R1'], ['E1W1'], ['E1T1']] },
  { type: 'bidPlaced', seat: s(0), taverns: ['b0', 'b2', 'b3'] },
  { type: 'tavernRevealed', tavern: 0, bids: ['b0', 'b2'], order: [s(1), s(0)], ties: [] },
  { type: 'cardTaken', seat: s(1), card: 'E1R1', tavern: 0, column: 'retaliation', pariah: false },
  { type: 'cardDiscarded', card: 'E1W1', seen: true },
  { type: 'recruited', seat: s(1), card: 'C1', column: 'forge', pariah: false },
  { type: 'coinUpgraded', seat: s(0), from: 'b2', to: 'g5' },
  { type: 'gemsSwapped', tavern: 0, swaps: [[s(0), s(1)]] },
  { type: 'gemsSwapped', tavern: 1, swaps: [] },
  { type: 'eliteAwarded', card: 'A1', seat: s(1) },
  { type: 'gameEnded', scores: [], winners: [] },
];
const ALL: SoundCue[] = ['deal', 'deal', 'deal', 'clink', 'flip', 'deal', 'recruit', 'upgrade', 'gems', 'award', 'scoreSheet'];

function harness(initial: Partial<SoundPrefs> = {}) {
  const prefs: SoundPrefs = { volume: 0.6, muted: false, music: false, speed: 'normal', reduceMotion: false, ...initial };
  const played: SoundCue[] = [];
  const layer = new SoundLayer({ play: (cue) => played.push(cue), music: () => undefined }, () => prefs);
  const playAll = () => nainsCues(TURN).forEach((c) => layer.cue(c));
  return { prefs, played, layer, playAll };
}

describe('Nains sound', () => {
  it('names a cue for each dealt card, the bid, the reveal, the taken card, the recruit, the upgrade, the gem swap, the award and the score sheet, in order', () => {
    expect(nainsCues(TURN)).toEqual(ALL);
  });

  it('the end of Era 1 (Era 2 starting) sounds once, with a cue that carries news; the first era starts silently', () => {
    expect(nainsCues([{ type: 'eraStarted', era: 2 }])).toEqual(['fate']);
    expect(nainsCues([{ type: 'eraStarted', era: 1 }])).toEqual([]);
  });

  it('an empty gem swap or an unawarded Elite stays silent', () => {
    expect(nainsCues([{ type: 'gemsSwapped', tavern: 2, swaps: [] }, { type: 'eliteAwarded', card: 'A2', seat: null }])).toEqual([]);
  });

  it('through the sound layer: nothing before the first gesture, everything in order after it', () => {
    const h = harness();
    h.playAll();
    expect(h.played).toEqual([]);
    h.layer.unlock();
    h.playAll();
    expect(h.played).toEqual(ALL);
  });

  it('mute silences every Nains cue', () => {
    const h = harness({ muted: true });
    h.layer.unlock();
    h.playAll();
    expect(h.played).toEqual([]);
  });

  it('like Mirianth: under reduced motion only the news (the award, the score sheet) sounds; at Instant only the score sheet', () => {
    const reduced = harness({ reduceMotion: true });
    reduced.layer.unlock();
    reduced.playAll();
    expect(reduced.played).toEqual(['award', 'scoreSheet']);
    const instant = harness({ speed: 'instant' });
    instant.layer.unlock();
    instant.playAll();
    expect(instant.played).toEqual(['scoreSheet']);
  });
});
