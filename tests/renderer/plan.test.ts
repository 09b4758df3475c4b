import { describe, expect, it } from 'vitest';
import { cardId, createGame, playerView, seatId, type DomainEvent } from '../../src/engine/games/mirianth';
import { beatCards, planBeats } from '../../src/renderer/games/mirianth/table/anim/plan';
import { makeTiming } from '../../src/renderer/games/mirianth/table/anim/timing';
import { playedGame } from './fixtures';

const c = cardId;
const s = seatId;

describe('animation planning', () => {
  it('opens a game with the setup shuffle, then deals the reveal', () => {
    const { events } = createGame({ seed: 3, players: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] });
    const beats = planBeats(events);
    expect(beats[0]).toEqual({ kind: 'shuffle' });
    const reveal = beats.find((b) => b.kind === 'reveal');
    expect(reveal?.kind === 'reveal' && reveal.cards.length).toBe(3);
  });

  it('turns a plague test into the deck of fate, then lands the plague card', () => {
    const events: DomainEvent[] = [
      { type: 'fateShuffled', card: c('orc-1'), disputants: [s(0), s(1)], plagues: 1, blanks: 0 },
      { type: 'fateDealt', seats: [s(0), s(1)] },
      { type: 'fateRevealed', card: c('orc-1'), results: [{ seat: s(0), card: c('plague-4') }, { seat: s(1), card: c('orc-1') }] },
      { type: 'cardClaimed', seat: s(0), card: c('plague-4'), how: 'fate' },
      { type: 'cardClaimed', seat: s(1), card: c('orc-1'), how: 'fate' },
    ];
    expect(planBeats(events)).toEqual([
      { kind: 'fate', card: 'orc-1', results: [{ seat: 0, card: 'plague-4' }, { seat: 1, card: 'orc-1' }] },
      { kind: 'move', cards: ['plague-4'], style: 'plague' },
      { kind: 'move', cards: ['orc-1'], style: 'claim' },
    ]);
  });

  it('makes surviving monsters lunge and sends what they destroy to the box with them', () => {
    const events: DomainEvent[] = [
      { type: 'battleResolved', seat: s(1), monster: c('troll-1'), attack: 3, resistance: 7, defeated: false, contributions: [{ card: c('mage-1'), attack: 3 }] },
      { type: 'monsterAttacked', seat: s(1), monster: c('troll-1'), penalties: ['building', 'building'] },
      { type: 'cardDiscarded', seat: s(1), card: c('wall-1'), reason: 'wall' },
      { type: 'penaltyCancelled', seat: s(1), card: c('wall-1'), cancels: ['building'] },
      { type: 'cardDiscarded', seat: s(1), card: c('cabin-1'), reason: 'monster' },
      { type: 'cardBoxed', card: c('troll-1'), from: 'battlefield' },
    ];
    const beats = planBeats(events);
    expect(beats.map((b) => b.kind)).toEqual(['battle', 'lunge', 'move']);
    expect(beats[1]).toEqual({ kind: 'lunge', seat: 1, monsters: ['troll-1'], victims: ['cabin-1'] });
    expect(beats[2]).toEqual({ kind: 'move', cards: ['wall-1'], style: 'box' });
  });

  it('plans every move of a whole game, naming only cards the following view knows', () => {
    let named = 0;
    for (const { events, state } of playedGame(4)) {
      const seen = playerView(state, null).cards;
      for (const beat of planBeats(events)) {
        for (const id of beatCards(beat)) {
          named++;
          expect(seen[id], id).toBeDefined();
        }
      }
    }
    expect(named).toBeGreaterThan(0);
  });
});

describe('animation timing', () => {
  it('plays nothing at instant speed', () => {
    const t = makeTiming('instant', false, 0);
    expect(t.animate).toBe(false);
    expect(t.d('move')).toBe(0);
  });
  it('keeps only the pauses that let you read a result when motion is reduced', () => {
    const t = makeTiming('normal', true, 0);
    expect(t.motion).toBe(false);
    expect(t.d('move')).toBe(0);
    expect(t.d('flip')).toBe(0);
    expect(t.d('fateHold')).toBeGreaterThan(0);
  });
  it('hurries when the table falls behind the game', () => {
    expect(makeTiming('normal', false, 2).d('move')).toBeLessThan(makeTiming('normal', false, 0).d('move'));
    expect(makeTiming('normal', false, 9).animate).toBe(false);
    expect(makeTiming('fast', false, 0).d('move')).toBeLessThan(makeTiming('normal', false, 0).d('move'));
  });
});
