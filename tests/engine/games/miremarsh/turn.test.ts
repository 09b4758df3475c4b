/** Digest 1.3–1.6 and rulings R4, R7, R8, R10, R14, R15: turns, moving, spying, challenges, locations. */
import { describe, expect, it } from 'vitest';
import { actWith, dice, me, m, newGame, play, put, refused, settle, S0, S1 } from './support';

const types = (s: Parameters<typeof m.legalMoves>[0]) => [...new Set(m.legalMoves(s, s.turn.seat).map((x) => x.type))];

describe('1.3 turn', () => {
  it('allows the opening re-roll of all dice only while no footprint or wild shows and no card gives a move', () => {
    const base = newGame(1, 3);
    const noMove = { ...actWith(base, dice('K:S', 'K:S', 'G:-'), { pets: [] }), turn: { ...actWith(base, dice('K:S', 'K:S', 'G:-')).turn, opening: true } };
    expect(types(noMove)).toContain('rerollOpening');
    const rolled = play(noMove, { type: 'rerollOpening' });
    expect(rolled.rng).not.toEqual(noMove.rng);
    const withF = { ...noMove, turn: { ...noMove.turn, dice: dice('K:F', 'K:S') } };
    expect(types(withF)).not.toContain('rerollOpening');
    const withToad = { ...noMove, seats: [{ ...me(noMove), pets: ['bogToad'] }] };
    expect(types(withToad)).not.toContain('rerollOpening');
  });

  it('eats one fish at the end of the turn and rolls the next turn from the state generator', () => {
    const s = actWith(newGame(1, 4), dice('G:S'), { fish: 5 });
    const next = play(s, { type: 'endTurn' });
    expect(me(next).fish).toBe(4);
    expect(next.turn.started).toBe(true);
    expect(m.isBarrier(s, next, next.events)).toBe(true);
  });

  it('puts a player who must eat with no fish left out of the game (solo: a loss)', () => {
    const s = actWith(newGame(1, 4), dice('G:S'), { fish: 0 });
    const next = play(s, { type: 'endTurn' });
    expect(next.step).toBe('over');
    expect(m.summary(next).winners).toEqual([]);
  });

  it('continues a tile\'s challenges next turn from where the goblin stopped (R8)', () => {
    let s = put(actWith(newGame(1, 5), dice('G:S', 'G:F'), { space: 'A1', progress: 1, fish: 5 }), 'A1', 'L1-02');
    s = play(s, { type: 'endTurn' });
    expect(me(s).progress).toBe(1);
  });
});

describe('1.4 moving and spying', () => {
  it('pays one footprint per step; a face-down tile flips as the goblin enters; its compulsory challenge comes first', () => {
    let s = put(actWith(newGame(1, 6), dice('G:F', 'G:S')), 'A1', 'L1-02', false);
    s = play(s, { type: 'move', to: 'A1', pay: [{ die: 0 }] });
    expect(s.board.A1?.faceUp).toBe(true);
    expect(me(s).space).toBe('A1');
    expect(s.step).toBe('attempt');
    expect(types(s).every((t) => ['giveUp', 'pay', 'reroll', 'useCard'].includes(t))).toBe(true);
    expect(types(s)).not.toContain('move');
    expect(types(s)).not.toContain('endTurn');
  });

  it('draws the top monster of the level onto a lair as it is revealed (R10)', () => {
    let s = put(actWith(newGame(1, 7), dice('G:F', 'K:S', 'K:S')), 'A1', 'L1-05', false);
    const top = s.monsters[1][0];
    s = play(s, { type: 'move', to: 'A1', pay: [{ die: 0 }] });
    expect(s.board.A1?.monster).toBe(top);
    expect(s.monsters[1]).not.toContain(top);
    expect(s.step).toBe('attempt');
  });

  it('lets a double footprint move twice when the first step ends safe, and wastes the second when it does not', () => {
    const base = actWith(newGame(1, 8), dice('G:S', 'G:S'), { spells: ['skitter'] });
    let safe = put(base, 'A1', 'L1-03', false);
    safe = play(safe, { type: 'move', to: 'A1', pay: [{ card: 'skitter' }] });
    expect(safe.turn.extraStep).toBe(true);
    safe = play(safe, { type: 'move', to: 'A2', pay: [] });
    expect(me(safe).space).toBe('A2');
    let trap = put(base, 'A1', 'L1-01', false);
    trap = play(trap, { type: 'move', to: 'A1', pay: [{ card: 'skitter' }] });
    expect(trap.turn.extraStep).toBe(false);
  });

  it('refuses to move while unsafe (compulsory not done)', () => {
    const s = put(actWith(newGame(1, 9), dice('G:F', 'G:F'), { space: 'A1', progress: 0 }), 'A1', 'L1-01');
    expect(refused({ ...s, step: 'act' }, { type: 'move', to: 'A2', pay: [{ die: 0 }] })).toBe(true);
  });

  it('pays an eye to peek privately at a face-down neighbour; others see only that a spy happened (R18)', () => {
    const s = actWith(newGame(2, 10), dice('Y:E'));
    const spied = play(s, { type: 'spy', target: 'A1', what: 'tile', pay: [{ die: 0 }] });
    const seat = spied.turn.seat;
    const other = seat === S0 ? S1 : S0;
    expect(spied.peeks[seat]).toEqual([{ kind: 'tile', space: 'A1', tile: s.board.A1?.tile }]);
    expect(m.view(spied, other).peeks[seat]).toEqual([]);
    expect(m.view(spied, other).board.A1?.tile).toBeNull();
    const event = spied.events.find((e) => e.type === 'spied');
    if (!event) throw new Error('no spy event');
    expect(m.audience(event, other)).toMatchObject({ result: null });
    expect(m.audience(event, seat)).toMatchObject({ result: [{ kind: 'tile', space: 'A1' }] });
  });

  it('a double eye peeks at a tile and the monster stack of its level together', () => {
    const s = actWith(newGame(1, 11), dice('G:S'), { pets: ['carrionCrow'] });
    const spied = play(s, { type: 'spy', target: 'A1', what: 'both', pay: [{ card: 'carrionCrow' }] });
    expect(spied.peeks[0]?.map((p) => p.kind)).toEqual(['tile', 'monster']);
  });
});

describe('1.5 challenges (R7)', () => {
  const onLeech = (d = dice('G:S', 'G:F')) => put(actWith(newGame(1, 12), d, { space: 'A1', progress: 0 }), 'A1', 'L1-02');

  it('makes a pending compulsory challenge the next thing: no move, spy or end of turn before it', () => {
    const s = settle(onLeech());
    expect(s.step).toBe('attempt');
    expect(types(s)).not.toContain('endTurn');
    const paid = play(s, { type: 'pay', option: 0, pay: [{ die: 0 }] });
    expect(paid.step).toBe('act');
    expect(types(paid)).toContain('endTurn');
  });

  it('re-rolls the remaining dice once per challenge (Hunter: twice on monsters)', () => {
    let s = put(actWith(newGame(1, 13), dice('G:F', 'G:-', 'G:-')), 'A1', 'L1-01', false);
    s = play(s, { type: 'move', to: 'A1', pay: [{ die: 0 }] });
    expect(s.turn.attempt?.rerolls).toBe(1);
    s = play(s, { type: 'reroll' });
    expect(s.turn.attempt === null || s.turn.attempt.rerolls === 0).toBe(true);
    if (s.step === 'attempt') expect(refused(s, { type: 'reroll' })).toBe(true);
  });

  it('Fickle Fortune keeps chosen dice through the re-roll, once a turn', () => {
    let s = put(actWith(newGame(1, 22), dice('G:F', 'K:S', 'G:-', 'G:-'), { spells: ['fickleFortune'] }), 'A1', 'L2-02', false);
    s = play(s, { type: 'move', to: 'A1', pay: [{ die: 0 }] });
    const keep = m.legalMoves(s, s.turn.seat).find((x) => x.type === 'reroll' && x.keep !== undefined);
    expect(keep).toMatchObject({ keep: [0] });
    const rolled = play(s, { type: 'reroll', keep: [0] });
    expect(rolled.turn.used).toContain('fickleFortune');
    const kept = rolled.events.find((e) => e.type === 'diceRolled');
    expect(kept && kept.type === 'diceRolled' ? kept.dice[0] : null).toMatchObject({ colour: 'K', face: 'S' });
  });

  it("chooses an 'or' option after the roll: either side of Quicksand pays", () => {
    const at = (d: ReturnType<typeof dice>) => {
      let s = put(actWith(newGame(1, 14), [...dice('G:F'), ...d]), 'A1', 'L2-01', false);
      s = play(s, { type: 'move', to: 'A1', pay: [{ die: 0 }] });
      return s;
    };
    const a = at(dice('K:S', 'Y:E'));
    expect(refused(a, { type: 'pay', option: 0, pay: [{ die: 0 }, { die: 1 }] })).toBe(true);
    expect(play(a, { type: 'pay', option: 1, pay: [{ die: 0 }, { die: 1 }] }).step).toBe('act');
    const b = at(dice('G:F', 'Y:F'));
    expect(play(b, { type: 'pay', option: 0, pay: [{ die: 0 }, { die: 1 }] }).step).toBe('act');
  });

  it('wilds pay any icon; a split face pays one of its icons; a die pays into one challenge only', () => {
    let s = put(actWith(newGame(1, 15), dice('G:F', 'U:W', 'G:FS')), 'A1', 'L2-02', false);
    s = play(s, { type: 'move', to: 'A1', pay: [{ die: 0 }] });
    s = play(s, { type: 'pay', option: 0, pay: [{ die: 0 }, { die: 1 }] });
    expect(s.turn.dice).toHaveLength(0);
  });

  it('needs a declaration for an optional challenge, and only completing the last optional one pays', () => {
    let s = put(actWith(newGame(1, 16), dice('G:S', 'G:F'), { space: 'A1', progress: 1, gold: 0 }), 'A1', 'L1-02');
    expect(types(s)).toContain('attempt');
    s = play(s, { type: 'attempt' });
    s = play(s, { type: 'pay', option: 0, pay: [{ die: 0 }, { die: 1 }] });
    expect(me(s).gold).toBe(2);
    expect(types(s)).not.toContain('attempt');
  });

  it('kills the goblin that cannot pay an attempted challenge', () => {
    let s = put(actWith(newGame(1, 17), dice('G:F', 'G:-'), { gold: 3, items: ['rope'] }), 'A1', 'L1-01', false);
    s = play(s, { type: 'move', to: 'A1', pay: [{ die: 0 }] });
    s = { ...s, turn: { ...s.turn, attempt: s.turn.attempt && { ...s.turn.attempt, rerolls: 0 } } };
    expect(types(s)).toEqual(['giveUp']);
    const dead = play(s, { type: 'giveUp' });
    expect(dead.seats[0]?.deaths).toBe(1);
    expect(dead.board.A1?.drops.items).toEqual(['rope']);
    expect(dead.board.WR?.drops.gold).toBe(1);
    expect(dead.board.A2?.drops.gold).toBe(1);
    expect(dead.board.A6?.drops.gold).toBe(1);
  });

  it('restarts at the first challenge when a goblin leaves and comes back', () => {
    let s = put(actWith(newGame(1, 18), dice('G:F', 'G:F', 'G:F'), { space: 'A1', progress: 2 }), 'A1', 'L1-02');
    s = play(s, { type: 'move', to: 'WR', pay: [{ die: 0 }] });
    s = play(s, { type: 'move', to: 'A1', pay: [{ die: 0 }] });
    expect(me(s).progress).toBe(0);
    expect(s.step).toBe('attempt');
  });
});

describe('1.6 locations', () => {
  it('a trade space trades as often as the goblin can pay; bought items add their die, unrolled (R14, 1.7)', () => {
    let s = actWith(newGame(1, 19), dice('G:S'), { gold: 4, items: [] });
    s = play(s, { type: 'trade', index: 0, item: 'map' });
    s = play(s, { type: 'trade', index: 0, item: 'map' });
    expect(me(s).items).toEqual(['map', 'map']);
    expect(s.turn.dice.filter((d) => d.colour === 'Y' && d.face === null)).toHaveLength(2);
    expect(refused(s, { type: 'trade', index: 0, item: 'map' })).toBe(true);
  });

  it('a lair\'s monster leaves once slain and the underside applies at once (R10)', () => {
    let s = put(actWith(newGame(1, 20), dice('K:S', 'K:S'), { space: 'A1', progress: 1, gold: 0 }), 'A1', 'L1-05', true, 'M1-1');
    s = play(s, { type: 'attempt' });
    s = play(s, { type: 'pay', option: 0, pay: [{ die: 0 }] });
    expect(s.board.A1?.monster).toBeNull();
    expect(me(s).gold).toBe(1);
    expect(me(s).progress).toBe(0);
    expect(types(s)).toContain('attempt');
  });

  it('picks up dropped gold, bones and items on entering (R15)', () => {
    let s = put(actWith(newGame(1, 21), dice('G:F'), { gold: 0, bones: 0, items: [] }), 'A1', 'L1-03', true);
    const a1 = s.board.A1;
    if (!a1) throw new Error('A1');
    s = { ...s, board: { ...s.board, A1: { ...a1, drops: { gold: 2, bones: 1, items: ['dagger'] } } } };
    s = play(s, { type: 'move', to: 'A1', pay: [{ die: 0 }] });
    expect([me(s).gold, me(s).bones, me(s).items]).toEqual([2, 1, ['dagger']]);
    expect(s.board.A1?.drops).toEqual({ gold: 0, bones: 0, items: [] });
  });
});
