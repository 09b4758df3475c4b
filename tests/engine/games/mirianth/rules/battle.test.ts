/**
 * Battles (book "Battles", card reference, "Battle Example"; rulings 5.3): the player fights
 * their own monsters one at a time, in the order they choose. Attack = attached paladins
 * (+1 each per Squire) + archers aimed at the monster (1/3/5/8 by archers in the faction) +
 * every Mage (monsters still on the battlefield). Attack >= resistance defeats the monster.
 * A Rogue may be discarded before a battle to discard an unfought monster.
 */
import { describe, expect, it } from 'vitest';
import { awaitingSeats, type DomainEvent, type GameState } from '../../../../../src/engine/games/mirianth';
import { defined, eventsOf, faction, kinds, play, playLog, refusal, S0 } from '../support/game';
import { finish, preset, type PresetCard } from '../support/preset';

function battlesOf(events: readonly DomainEvent[]) {
  return eventsOf(events, 'battleResolved').map((e) => ({ monster: e.monster, attack: e.attack, defeated: e.defeated }));
}

/** Two Castles house up to eight heroes, so no hero is lost before the battles. */
const HOUSING: PresetCard['card'][] = ['castle', 'castle'];

/** A one-player preset run to the end with no choices left, and every battle it fought. */
function fought(cards: (PresetCard | PresetCard['card'])[]) {
  const p = preset([[...cards, ...HOUSING]]);
  const end = finish(p.state);
  return { p, end, battles: battlesOf(p.state.events) };
}

const tough = (id: string): PresetCard => ({ id, card: 'dragon', resistance: 99 });

describe('a Paladin', () => {
  it('fights the monster it is attached to with its printed attack', () => {
    const won = fought([{ id: 'g', card: 'goblin' }, { card: 'paladin', attack: 3, attachedTo: 'g' }]);
    expect(won.battles).toEqual([{ monster: won.p.id(0, 'g'), attack: 3, defeated: true }]);
    const lost = fought([{ id: 'w', card: 'wolf' }, { card: 'paladin', attack: 3, attachedTo: 'w' }]);
    expect(lost.battles).toEqual([{ monster: lost.p.id(0, 'w'), attack: 3, defeated: false }]);
  });

  it('does not fight when it is not attached to any monster', () => {
    const r = fought([{ id: 'g', card: 'goblin' }, { card: 'paladin', attack: 5 }]);
    expect(r.battles).toEqual([{ monster: r.p.id(0, 'g'), attack: 0, defeated: false }]);
  });

  it('gains 1 attack per Squire its owner has; several Squires add up', () => {
    const one = fought([{ id: 'g', card: 'goblin' }, { card: 'paladin', attack: 2, attachedTo: 'g' }, 'squire']);
    expect(one.battles.map((b) => [b.attack, b.defeated])).toEqual([[3, true]]);
    const two = fought([{ id: 'w', card: 'wolf' }, { card: 'paladin', attack: 2, attachedTo: 'w' }, 'squire', 'squire']);
    expect(two.battles.map((b) => [b.attack, b.defeated])).toEqual([[4, true]]);
  });

  it('each attached to the same monster adds its attack, and a Squire boosts every one of them', () => {
    const r = fought([
      { id: 'h', card: 'harpy' }, { card: 'paladin', attack: 2, attachedTo: 'h' }, { card: 'paladin', attack: 3, attachedTo: 'h' }, 'squire',
    ]);
    expect(r.battles.map((b) => [b.attack, b.defeated])).toEqual([[7, true]]);
  });

  it('gives a Squire nothing to boost when no melee hero fights', () => {
    const r = fought([{ id: 'g', card: 'goblin', resistance: 2 }, { card: 'archer', target: 'g' }, 'squire', 'squire']);
    expect(r.battles.map((b) => [b.attack, b.defeated])).toEqual([[1, false]]);
  });
});

describe('Archers', () => {
  it.each([[1, 1], [2, 3], [3, 5], [4, 8], [5, 8]])('with %i in the faction attack %i each', (count, each) => {
    const archers: PresetCard[] = Array.from({ length: count }, () => ({ card: 'archer' }));
    const r = fought([tough('d'), ...archers]);
    expect(r.battles).toEqual([{ monster: r.p.id(0, 'd'), attack: count * each, defeated: false }]);
  });

  it('count every archer in the faction, even those aimed elsewhere or at nothing', () => {
    const p = preset([[tough('a'), tough('b'), { id: 'x1', card: 'archer' }, { id: 'x2', card: 'archer' }, { id: 'x3', card: 'archer' }, 'castle']]);
    expect(p.state.step).toBe('archerTargets');
    const s = play(p.state, { type: 'aim', seat: S0, aims: [{ archer: p.id(0, 'x1'), monster: p.id(0, 'a') }, { archer: p.id(0, 'x2'), monster: p.id(0, 'b') }] });
    // Without a Mage or Rogue the order cannot matter: both battles follow at once.
    expect(battlesOf(s.events).map((b) => b.attack)).toEqual([5, 5]);
  });

  it('aim only at their owner\'s monsters, each archer once', () => {
    const p = preset([[tough('a'), tough('b'), { id: 'x', card: 'archer' }], [tough('c'), tough('e'), { id: 'y', card: 'archer' }]]);
    const [x, a, c] = [p.id(0, 'x'), p.id(0, 'a'), p.id(1, 'c')];
    expect(refusal(p.state, { type: 'aim', seat: S0, aims: [{ archer: x, monster: c }] }).code).toBe('notYourCard');
    expect(refusal(p.state, { type: 'aim', seat: S0, aims: [{ archer: p.id(1, 'y'), monster: a }] }).code).toBe('notYourCard');
    expect(refusal(p.state, { type: 'aim', seat: S0, aims: [{ archer: x, monster: a }, { archer: x, monster: p.id(0, 'b') }] }).code).toBe('illegal');
  });

  it('are aimed at the only monster without asking', () => {
    const p = preset([[tough('d'), { id: 'x', card: 'archer' }, { id: 'y', card: 'archer' }, 'castle']]);
    expect(eventsOf(p.state.events, 'archersAimed')).toEqual([
      { type: 'archersAimed', seat: S0, aims: [{ archer: p.id(0, 'x'), monster: p.id(0, 'd') }, { archer: p.id(0, 'y'), monster: p.id(0, 'd') }] },
    ]);
  });
});

describe('a Mage', () => {
  it('attacks every monster with the number of monsters still on the battlefield, dropping as monsters fall', () => {
    // Goblin A falls to 3; Goblin B then faces 2 and survives; it stays on the battlefield, so the Wolf also faces 2.
    const p = preset([[{ id: 'ga', card: 'goblin' }, { id: 'gb', card: 'goblin' }, { id: 'w', card: 'wolf' }, 'mage', 'castle']]);
    expect(p.state.step).toBe('battles');
    const { events } = playLog(p.state,
      { type: 'fight', seat: S0, monster: p.id(0, 'ga') },
      { type: 'fight', seat: S0, monster: p.id(0, 'gb') });
    expect(battlesOf(events)).toEqual([
      { monster: p.id(0, 'ga'), attack: 3, defeated: true },
      { monster: p.id(0, 'gb'), attack: 2, defeated: false },
      { monster: p.id(0, 'w'), attack: 2, defeated: false },
    ]);
  });

  it('reaches exactly 1 on the last monster after the others were defeated', () => {
    const p = preset([[{ id: 'a', card: 'goblin', resistance: 3 }, { id: 'b', card: 'goblin', resistance: 2 }, { id: 'c', card: 'goblin', resistance: 2 }, 'mage', 'castle']]);
    const { events } = playLog(p.state,
      { type: 'fight', seat: S0, monster: p.id(0, 'a') },
      { type: 'fight', seat: S0, monster: p.id(0, 'b') });
    expect(battlesOf(events).map((b) => b.attack)).toEqual([3, 2, 1]);
  });

  it('accumulates with more than one Mage', () => {
    const p = preset([[{ id: 'a', card: 'wolf' }, { id: 'b', card: 'goblin' }, 'mage', 'mage', 'castle']]);
    const { events } = playLog(p.state, { type: 'fight', seat: S0, monster: p.id(0, 'a') });
    expect(battlesOf(events)).toEqual([
      { monster: p.id(0, 'a'), attack: 4, defeated: true },
      { monster: p.id(0, 'b'), attack: 2, defeated: false },
    ]);
  });

  it('is not boosted by a Squire', () => {
    const r = fought([{ id: 'g', card: 'goblin', resistance: 2 }, 'mage', 'squire']);
    expect(r.battles.map((b) => [b.attack, b.defeated])).toEqual([[1, false]]);
  });
});

describe('a Rogue', () => {
  function rogueTable() {
    return preset([[{ id: 'orc', card: 'orc' }, { id: 'g', card: 'goblin' }, { id: 'rogue', card: 'rogue' }, { id: 'mage', card: 'mage' }, 'palace']]);
  }

  it('is discarded before a battle to discard a monster: no penalty, no VP, and it leaves the battlefield', () => {
    const p = rogueTable();
    const { state, events } = playLog(p.state, { type: 'rogue', seat: S0, rogue: p.id(0, 'rogue'), monster: p.id(0, 'orc') });
    expect(eventsOf(events, 'cardDiscarded').map((e) => [e.card, e.reason])).toEqual([[p.id(0, 'rogue'), 'rogue'], [p.id(0, 'orc'), 'rogueTarget']]);
    // The Mage now counts only the Goblin: 1 against resistance 3.
    expect(battlesOf(events)).toEqual([{ monster: p.id(0, 'g'), attack: 1, defeated: false }]);
    // The Orc never attacks: only the Goblin's treasure penalty (no treasure to lose).
    expect(eventsOf(events, 'monsterAttacked').map((e) => e.monster)).toEqual([p.id(0, 'g')]);
    const end = finish(state);
    expect(end.players[0]?.defeated).toEqual([]);
    expect(kinds(end, faction(end, S0))).toEqual(['mage', 'palace']);
    const score = defined(end.result).scores[0];
    // Mage 1 + Palace 1: the Rogue's 2 VP are gone.
    expect(score?.total).toBe(2);
  });

  it('only removes a monster that has not fought yet', () => {
    const p = rogueTable();
    const s = play(p.state, { type: 'fight', seat: S0, monster: p.id(0, 'g') });
    // The Goblin (Mage 2) was not defeated but has fought.
    expect(refusal(s, { type: 'rogue', seat: S0, rogue: p.id(0, 'rogue'), monster: p.id(0, 'g') }).code).toBe('illegal');
    expect(refusal(s, { type: 'rogue', seat: S0, rogue: p.id(0, 'mage'), monster: p.id(0, 'orc') }).code).toBe('illegal');
  });
});

describe('battle order', () => {
  it('is the player\'s choice, one battle at a time, among their own unfought monsters', () => {
    const p = preset([[{ id: 'a', card: 'goblin' }, { id: 'b', card: 'wolf' }, 'mage', 'cabin'], [{ id: 'c', card: 'goblin' }, { id: 'd', card: 'wolf' }, 'mage', 'cabin']]);
    expect(awaitingSeats(p.state)).toEqual([0, 1]);
    expect(refusal(p.state, { type: 'fight', seat: S0, monster: p.id(1, 'c') }).code).toBe('notYourCard');
    const s = play(p.state, { type: 'fight', seat: S0, monster: p.id(0, 'b') });
    // The Wolf fought first, with the Mage at 2; the Goblin then follows without a choice left.
    expect(battlesOf(s.events)).toEqual([
      { monster: p.id(0, 'b'), attack: 2, defeated: false }, { monster: p.id(0, 'a'), attack: 2, defeated: false },
    ]);
    expect(refusal(s, { type: 'fight', seat: S0, monster: p.id(0, 'b') }).code).toBe('notYourTurn');
    // Seat 1 has not fought yet: the step waits for it.
    expect(s.step).toBe('battles');
    expect(awaitingSeats(s)).toEqual([1]);
  });
});

describe('the book\'s battle example', () => {
  /** Orc and Griffin; Paladin (3) attached to the Orc; Squire; Mage; two Archers; three buildings. */
  function example(): { p: ReturnType<typeof preset>; state: GameState } {
    const p = preset([[
      { id: 'orc', card: 'orc' }, { id: 'griffin', card: 'griffin' },
      { id: 'paladin', card: 'paladin', attack: 3, attachedTo: 'orc' }, { id: 'squire', card: 'squire' }, { id: 'mage', card: 'mage' },
      { id: 'archer1', card: 'archer' }, { id: 'archer2', card: 'archer' },
      { id: 'palace', card: 'palace' }, { id: 'temple', card: 'temple' }, { id: 'village', card: 'village' }, { id: 'cabin', card: 'cabin' },
    ]]);
    // The archer "on top of the Mage" aims at the Orc; the other stays out of this example.
    const state = play(p.state, { type: 'aim', seat: S0, aims: [{ archer: p.id(0, 'archer1'), monster: p.id(0, 'orc') }] });
    return { p, state };
  }

  it('Paladin 3 + Squire 1 + Mage 2 + one of two Archers 3 = 9 defeats the Orc', () => {
    const { p, state } = example();
    expect(state.step).toBe('battles');
    const { events } = playLog(state, { type: 'fight', seat: S0, monster: p.id(0, 'orc') });
    const orc = defined(eventsOf(events, 'battleResolved')[0]);
    expect(orc).toMatchObject({ monster: p.id(0, 'orc'), attack: 9, resistance: 9, defeated: true });
    expect(orc.contributions).toEqual([
      { card: p.id(0, 'paladin'), attack: 3 }, { card: p.id(0, 'squire'), attack: 1 },
      { card: p.id(0, 'archer1'), attack: 3 }, { card: p.id(0, 'mage'), attack: 2 },
    ]);
  });

  it('then the Mage alone (1) does not defeat the Griffin, which destroys three buildings; final accommodation follows', () => {
    const { p, state } = example();
    let s = play(state, { type: 'fight', seat: S0, monster: p.id(0, 'orc') });
    const griffin = defined(eventsOf(s.events, 'battleResolved')[1]);
    expect(griffin).toMatchObject({ monster: p.id(0, 'griffin'), attack: 1, resistance: 8, defeated: false });
    expect(griffin.contributions).toEqual([{ card: p.id(0, 'mage'), attack: 1 }]);
    // Three building penalties; four buildings: the player chooses which three go.
    expect(s.step).toBe('battles');
    s = play(s, { type: 'resolveAttacks', seat: S0, priestesses: [], walls: [], discard: [p.id(0, 'palace'), p.id(0, 'temple'), p.id(0, 'village')] });
    expect(eventsOf(s.events, 'monsterAttacked')).toEqual([{ type: 'monsterAttacked', seat: S0, monster: p.id(0, 'griffin'), penalties: ['building', 'building', 'building'] }]);
    expect(s.box).toContain(p.id(0, 'griffin'));
    // Only the Cabin (1) is left for five heroes: four must go.
    expect(s.step).toBe('finalAccommodation');
    expect(refusal(s, { type: 'discardHeroes', seat: S0, cards: [p.id(0, 'paladin')] }).code).toBe('illegal');
    s = play(s, { type: 'discardHeroes', seat: S0, cards: [p.id(0, 'paladin'), p.id(0, 'squire'), p.id(0, 'archer1'), p.id(0, 'archer2')] });
    expect(s.step).toBe('gameOver');
    expect(kinds(s, faction(s, S0))).toEqual(['mage', 'cabin']);
    expect(s.players[0]?.defeated).toEqual([p.id(0, 'orc')]);
    // Mage 1 + Cabin 3 + Orc 6.
    expect(defined(s.result).scores[0]).toMatchObject({ heroes: 1, buildings: 3, treasures: 0, monsters: 6, total: 10 });
  });
});
