/** Digest 1.8–1.13 and rulings R2, R5, R6, R16, R17, R20, R21: paths, death, the creature, the end, bribes. */
import { describe, expect, it } from 'vitest';
import { actWith, dice, me, m, newGame, play, put, S0, S1, settle } from './support';
import type { MiremarshState } from '../../../../src/engine/games/miremarsh/state';
import { tileDef } from '../../../../src/engine/games/miremarsh/catalog/tiles';

const withSwirls = (s: MiremarshState, n: number): MiremarshState => ({ ...s, turn: { ...s.turn, swirls: n } });

describe('1.8 secret paths (R2)', () => {
  it('moves the goblin to the far end on success, as a normal entry, with no footprint spent on moving', () => {
    let s = put(put(actWith(newGame(1, 30), dice('G:F', 'G:F'), { space: 'A1', progress: 0 }), 'A1', 'L1-03'), 'C17', 'L3-15', false);
    s = play(s, { type: 'path', path: 'SP1' });
    s = play(s, { type: 'pay', option: 0, pay: [{ die: 0 }, { die: 1 }] });
    expect(me(s).space).toBe('C17');
    expect(s.board.C17?.faceUp).toBe(true);
  });

  it('kills a goblin failing a path at its start space; Stilter pays one icon less', () => {
    let s = put(actWith(newGame(1, 31), dice('G:-'), { space: 'A1', progress: 0 }), 'A1', 'L1-03');
    s = play(s, { type: 'path', path: 'SP1' });
    s = { ...s, turn: { ...s.turn, attempt: s.turn.attempt && { ...s.turn.attempt, rerolls: 0 } } };
    s = play(s, { type: 'giveUp' });
    expect(s.seats[0]?.respawnAt ?? s.seats[0]?.space).toBe('A1');
    let st = put(actWith(newGame(1, 31), dice('G:F'), { space: 'A1', progress: 0, goblin: 'stilter' }), 'A1', 'L1-03');
    st = play(st, { type: 'path', path: 'SP1' });
    st = play(st, { type: 'pay', option: 0, pay: [{ die: 0 }] });
    expect(me(st).space).toBe('C17');
  });
});

describe('1.9 death (R16)', () => {
  it('sends cards to the bottom of their piles, keeps the Fat Rat, deals the next goblin with its gear, and asks where to come back', () => {
    let s = put(actWith(newGame(1, 32), dice('G:F', 'G:-'), { pets: ['fatRat', 'mudHound'], spells: ['fireball'] }), 'A1', 'L1-01', false);
    const next = s.goblinPile[0];
    s = play(s, { type: 'move', to: 'A1', pay: [{ die: 0 }] });
    s = { ...s, turn: { ...s.turn, attempt: s.turn.attempt && { ...s.turn.attempt, rerolls: 0 } } };
    s = play(s, { type: 'giveUp' });
    expect(me(s).goblin).toBe(next);
    expect(me(s).pets).toContain('fatRat');
    expect(s.piles.pet.at(-1)).toBe('mudHound');
    expect(s.piles.spell.at(-1)).toBe('fireball');
    expect(s.step).toBe('respawn');
    const fish = me(s).fish;
    const back = play(s, { type: 'respawn', at: 'death' });
    expect(me(back).space).toBe('A1');
    expect(me(back).fish).toBe(fish - 1);
    expect(play(s, { type: 'respawn', at: 'warren' }).seats[0]?.space).toBe('WR');
  });

  it('eats no fish in the turn the goblin died, and puts the player out when the pile is empty', () => {
    let s = put(actWith(newGame(1, 33), dice('G:F', 'G:-'), { fish: 4 }), 'A1', 'L1-01', false);
    s = { ...s, goblinPile: [] };
    s = play(s, { type: 'move', to: 'A1', pay: [{ die: 0 }] });
    s = { ...s, turn: { ...s.turn, attempt: s.turn.attempt && { ...s.turn.attempt, rerolls: 0 } } };
    s = play(s, { type: 'giveUp' });
    expect(me(s).fish).toBe(4);
    expect(s.step).toBe('over');
    expect(m.summary(s).winners).toEqual([]);
  });

  it('respawning on the quest where the goblin died costs a fish and restarts the quest at its first challenge', () => {
    let s = put(actWith(newGame(1, 36), dice('G:-'), { space: 'QNE', progress: 2, fish: 6 }), 'QNE', 'Q-03');
    s = play(s, { type: 'attempt' });
    s = { ...s, turn: { ...s.turn, attempt: s.turn.attempt && { ...s.turn.attempt, rerolls: 0 } } };
    s = play(s, { type: 'giveUp' });
    expect(me(s).fish).toBe(6);
    s = play(s, { type: 'respawn', at: 'death' });
    expect(me(s).space).toBe('QNE');
    expect(me(s).fish).toBe(5);
    expect(me(s).progress).toBe(0);
    expect(s.step).toBe('attempt');
  });

  it('the Lucky Frog Bone saves a failing goblin: the turn ends, a fish is eaten, the challenge comes first next turn', () => {
    let s = put(actWith(newGame(1, 34), dice('G:F', 'G:-'), { fish: 5, kks: ['frogBone'] }), 'A1', 'L1-01', false);
    s = play(s, { type: 'move', to: 'A1', pay: [{ die: 0 }] });
    s = { ...s, turn: { ...s.turn, attempt: s.turn.attempt && { ...s.turn.attempt, rerolls: 0 } } };
    s = play(s, { type: 'giveUp' });
    expect(me(s).deaths).toBe(0);
    expect(me(s).fish).toBe(4);
    expect(me(s).space).toBe('A1');
    expect(s.step).toBe('attempt');
  });
});

describe('1.10 the Swamp Creature (R5, R6)', () => {
  it('solo: a swirl puts it on the level-2 space nearest the goblin, then it stalks by a shortest path', () => {
    const s = settle(withSwirls(actWith(newGame(1, 35), dice('G:S'), { space: 'A1' }), 1));
    expect(['B1', 'B2', 'B12']).toContain(s.creature);
    const far = settle(withSwirls({ ...actWith(newGame(1, 35), dice('G:S'), { space: 'A4' }), creature: 'B1' }, 1));
    expect(['A1', 'B2', 'B12']).toContain(far.creature);
  });

  it('solo: it steps onto a quest tile to reach the goblin waiting there, whose challenge comes next', () => {
    const s = settle(withSwirls({ ...put(actWith(newGame(1, 37), dice('K:S', 'K:S'), { space: 'QNE', progress: 1 }), 'QNE', 'Q-03'), creature: 'C16' }, 1));
    expect(s.creature).toBe('QNE');
    expect(s.turn.attempt?.source.kind).toBe('creature');
  });

  it('with two or more players, the left neighbour places and moves it, never onto the Warren', () => {
    const s = settle(withSwirls(actWith(newGame(2, 36), dice('G:S')), 1));
    expect(s.step).toBe('placeCreature');
    const left = s.turn.seat === S0 ? S1 : S0;
    expect(m.ctx(s).awaiting).toEqual([left]);
    expect(m.legalMoves(s, left)).toHaveLength(12);
    const placed = m.apply(s, { type: 'placeCreature', seat: left, to: 'B3' });
    expect(placed.ok && placed.state.creature).toBe('B3');
    const stepping = settle(withSwirls({ ...actWith(newGame(2, 36), dice('G:S')), creature: 'A1' }, 1));
    expect(m.legalMoves(stepping, left).map((x) => ('to' in x ? x.to : '')).includes('WR')).toBe(false);
  });

  it('challenges the goblin it reaches: 2 swords send it back off the board, 2 footprints run to the Warren', () => {
    const base = settle({ ...actWith(newGame(1, 37), dice('K:S', 'K:S', 'G:F', 'G:F'), { space: 'A1', progress: 5 }), creature: 'A1' });
    expect(base.step).toBe('attempt');
    expect(base.turn.attempt?.source.kind).toBe('creature');
    const won = play(base, { type: 'pay', option: 0, pay: [{ die: 0 }, { die: 1 }] });
    expect(won.creature).toBe('LURK');
    const ran = play(base, { type: 'pay', option: 1, pay: [{ die: 2 }, { die: 3 }] });
    expect(me(ran).space).toBe('WR');
  });

  it('The Chief asks three swords and pays a coin when beaten', () => {
    const base = settle({ ...actWith(newGame(1, 38, { creature: 'chief' }), dice('K:S', 'K:S', 'K:S'), { space: 'A1', progress: 5, gold: 0 }), creature: 'A1' });
    const won = play(base, { type: 'pay', option: 0, pay: [{ die: 0 }, { die: 1 }, { die: 2 }] });
    expect(won.creature).toBe('LURK');
    expect(me(won).gold).toBe(1);
  });

  it('Skulker: the creature is never put on his space', () => {
    const s = settle(withSwirls({ ...actWith(newGame(2, 39), dice('G:S'), { space: 'B3', goblin: 'skulker' }), creature: 'LURK' }, 1));
    const left = s.turn.seat === S0 ? S1 : S0;
    expect(m.legalMoves(s, left).map((x) => ('to' in x ? x.to : ''))).not.toContain('B3');
  });
});

describe('1.13 the end (R20)', () => {
  const onQuest = (players: number, quests: string[] = []) => {
    // On Q-03's last challenge (2S+2F), with the dice that pay it (dice 0–3) and one more.
    const last = tileDef('Q-03').body.optional.length;
    const s = actWith(newGame(players, 40), dice('G:S', 'G:S', 'G:F', 'G:F', 'K:S'), { space: 'QNE', progress: last, quests });
    const tile = s.board.QNE?.tile ?? '';
    return { s: put(s, 'QNE', tile.startsWith('Q-') ? 'Q-03' : 'Q-03'), tile };
  };

  it('the first to complete all of a quest\'s challenges wins (two or more players)', () => {
    const { s } = onQuest(2);
    let t = play(s, { type: 'attempt' });
    t = play(t, { type: 'pay', option: 0, pay: [0, 1, 2, 3].map((die) => ({ die })) });
    expect(t.step).toBe('over');
    expect(m.summary(t).winners).toEqual([t.turn.seat]);
  });

  it('solo needs two different quests: the first one pays 5 fish and play goes on', () => {
    const { s } = onQuest(1);
    const fish = me(s).fish;
    let t = play(s, { type: 'attempt' });
    t = play(t, { type: 'pay', option: 0, pay: [0, 1, 2, 3].map((die) => ({ die })) });
    expect(t.step).not.toBe('over');
    expect(me(t).fish).toBe(fish + 5);
    const second = onQuest(1, ['Q-01']).s;
    let u = play(second, { type: 'attempt' });
    u = play(u, { type: 'pay', option: 0, pay: [0, 1, 2, 3].map((die) => ({ die })) });
    expect(m.summary(u).winners).toEqual([S0]);
  });

  it('with two or more players, the last one left ends the game as least useless, with no winner', () => {
    const s = actWith(newGame(2, 41), dice('G:S'));
    const other = s.turn.seat === S0 ? 1 : 0;
    const t = settle({ ...s, seats: s.seats.map((x, i) => (i === other ? { ...x, out: true } : x)) });
    expect(t.step).toBe('over');
    expect(m.summary(t).winners).toEqual([]);
    expect(t.events.at(-1)).toMatchObject({ type: 'gameEnded', leastUseless: t.turn.seat });
  });
});

describe('R21 bribes (option)', () => {
  it('opens when a turn ends with dice left and an optional challenge next; taking the fish forces the attempt', () => {
    const s = put(actWith(newGame(2, 42, { bribes: true }), dice('G:S', 'G:F'), { space: 'A1', progress: 1 }), 'A1', 'L1-02');
    const asked = play(s, { type: 'endTurn' });
    expect(asked.step).toBe('bribeOffer');
    const other = s.turn.seat === S0 ? S1 : S0;
    const offered = m.apply(asked, { type: 'bribe', seat: other, offer: true });
    if (!offered.ok) throw new Error('refused');
    expect(offered.state.step).toBe('bribeAnswer');
    const fish = offered.state.seats[other]?.fish ?? 0;
    const taken = play(offered.state, { type: 'answerBribe', accept: true });
    expect(taken.step).toBe('attempt');
    expect(taken.seats[other]?.fish).toBe(fish - 1);
  });
});
