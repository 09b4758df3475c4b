/**
 * Scoring scenarios: the `score` command's format, its validation (every error names the
 * offending field) and its runner, which plays Resolution and Scoring through the real
 * statechart with the players' choices and a fixed default policy.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildScenario } from '../../../../../src/engine/games/mirianth/scenario/build';
import { runScenario, type ScenarioOutput } from '../../../../../src/engine/games/mirianth/scenario/run';
import { parseScenario, type Scenario } from '../../../../../src/engine/games/mirianth/scenario/schema';

const FIXTURES = join(__dirname, '..', '..', '..', '..', 'fixtures', 'scenarios');

function fixture(name: string): unknown {
  return JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as unknown;
}

function scenario(input: unknown): Scenario {
  const parsed = parseScenario(input);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.scenario;
}

function problem(input: unknown): string {
  const parsed = parseScenario(input);
  if (parsed.ok) throw new Error('The scenario was accepted');
  return parsed.message;
}

const run = (input: unknown): ScenarioOutput => runScenario(scenario(input));
const onePlayer = (cards: unknown[], choices?: unknown) => ({ players: [{ name: 'Ana', cards, ...(choices ? { choices } : {}) }] });

describe('scenario fixtures', () => {
  it('the book\'s battle example: the Orc falls to 9, the Griffin takes all three buildings, every hero loses its room', () => {
    expect(run(fixture('book-battle-example.json'))).toEqual({
      players: [{ name: 'Book', score: { heroes: 0, buildings: 0, treasures: 0, monsters: 6, total: 6 }, defeated: ['orc'], kept: [] }],
      winners: ['Book'],
    });
  });

  it('three players: two Saboteurs cost each neighbour 4', () => {
    const out = run(fixture('saboteur-three-players.json'));
    expect(out.players.map((p) => [p.name, p.score.heroes, p.score.total])).toEqual([['Ana', -4, 0], ['Bia', 2, 2], ['Caio', -3, 1]]);
    expect(out.winners).toEqual(['Bia']);
  });

  it('variable cards: King, Builder, Miner, Necromancer, Diamond and Gold', () => {
    const out = run(fixture('variable-cards.json'));
    // King 7 heroes, Builder 3 buildings, Miner 2x3 treasures, Necromancer 2 plague cards, Paladins 1+1+1.
    expect(out.players[0]?.score).toEqual({ heroes: 7 + 3 + 6 + 2 + 3, buildings: -2, treasures: 1 + 3 + 2, monsters: 6, total: 31 });
    expect(out.players[0]?.defeated).toEqual(['goblin', 'goblin', 'wolf']);
    expect(out.players[1]?.score.total).toBe(8);
  });
});

describe('scenario validation', () => {
  it('names an unknown card by its field', () => {
    expect(problem(fixture('bad/unknown-card.json'))).toMatch(/^players\[0\]\.cards\[1\]\.card: /);
  });

  it.each([
    [{ card: 'archer', attack: 4 }, 'attack'],
    [{ card: 'ruby', resistance: 4 }, 'resistance'],
    [{ card: 'paladin', vp: 4 }, 'vp'],
    [{ card: 'plague', penalties: ['hero'] }, 'penalties'],
    [{ card: 'orc', penalties: 2 }, 'penalties'],
    [{ card: 'cabin', penalties: 1 }, 'penalties'],
    [{ card: 'mage', target: 'x' }, 'target'],
    [{ card: 'archer', attachedTo: 'x' }, 'attachedTo'],
  ])('refuses an override %j that its kind does not take, naming "%s"', (entry, field) => {
    expect(problem(onePlayer([{ id: 'x', card: 'goblin' }, entry]))).toMatch(new RegExp(`^players\\[0\\]\\.cards\\[1\\]\\.${field}: `));
  });

  it('refuses dangling references, naming the field', () => {
    expect(problem(fixture('bad/dangling-reference.json'))).toMatch(/^players\[0\]\.cards\[1\]\.attachedTo: "dragon-9"/);
    expect(problem(onePlayer([{ id: 'a', card: 'archer', target: 'nope' }]))).toMatch(/^players\[0\]\.cards\[0\]\.target: /);
    expect(problem(onePlayer([{ id: 'o', card: 'orc' }], { battleOrder: ['o', 'ghost'] }))).toMatch(/^players\[0\]\.choices\.battleOrder\[1\]: /);
    expect(problem(onePlayer([{ id: 'o', card: 'orc' }], { rogueTarget: 'ghost' }))).toMatch(/^players\[0\]\.choices\.rogueTarget: /);
    expect(problem(onePlayer([{ id: 'o', card: 'orc' }], { discardOrder: ['ghost'] }))).toMatch(/^players\[0\]\.choices\.discardOrder\[0\]: /);
    // A reference to another player's monster dangles too.
    expect(problem({ players: [{ name: 'A', cards: [{ id: 'o', card: 'orc' }] }, { name: 'B', cards: [{ card: 'paladin', attachedTo: 'o' }] }] }))
      .toMatch(/^players\[1\]\.cards\[0\]\.attachedTo: /);
    // An archer aims at monsters only.
    expect(problem(onePlayer([{ id: 'r', card: 'ruby' }, { card: 'archer', target: 'r' }]))).toMatch(/^players\[0\]\.cards\[1\]\.target: /);
  });

  it('refuses ids used twice, unknown keys, and tables of no or too many players', () => {
    expect(problem(onePlayer([{ id: 'a', card: 'orc' }, { id: 'a', card: 'wolf' }]))).toMatch(/^players\[0\]\.cards\[1\]\.id: /);
    expect(problem(onePlayer([{ card: 'orc', colour: 'red' }]))).toMatch(/^players\[0\]\.cards\[0\]/);
    expect(problem({ players: [] })).toMatch(/^players: /);
    expect(problem({ players: Array.from({ length: 5 }, (_, i) => ({ name: `P${i}`, cards: [] })) })).toMatch(/^players: /);
    expect(problem({ version: 2, players: [] })).toMatch(/^version: /);
    expect(problem([])).toMatch(/^scenario: /);
  });
});

describe('the scenario runner', () => {
  it('keeps every card, even when a written id looks like the id it would generate for another card', () => {
    // Unnamed cards are known as "<kind>-<position>": the second card would be "archer-2", the name the first one took.
    const cards = [{ id: 'archer-2', card: 'ruby' }, { card: 'archer' }, { card: 'cabin' }, { id: "archer-2'", card: 'emerald' }];
    const built = buildScenario(scenario(onePlayer(cards)));
    const faction = built.state.players[0]?.faction ?? [];
    expect(new Set(faction).size).toBe(4);
    expect(faction.map((id) => built.state.cards[id]?.kind)).toEqual(['ruby', 'archer', 'cabin', 'emerald']);
    const out = run(onePlayer(cards));
    expect(out.players[0]?.kept).toEqual(['ruby', 'archer', 'cabin', 'emerald']);
    expect(out.players[0]?.score).toEqual({ heroes: 1, buildings: 3, treasures: 3, monsters: 0, total: 7 });
  });

  it('defaults a paladin to attack 3 and a plague card to 1 hero penalty', () => {
    const paladin = run(onePlayer([{ id: 'g', card: 'goblin' }, { card: 'paladin', attachedTo: 'g' }, 'barracks'].map((c) => (typeof c === 'string' ? { card: c } : c))));
    expect(paladin.players[0]?.defeated).toEqual(['goblin']);
    expect(paladin.players[0]?.score.heroes).toBe(1);
    const plague = run(onePlayer([{ card: 'plague' }, { card: 'archer' }, { card: 'mage' }, { card: 'barracks' }]));
    expect(plague.players[0]?.kept).toHaveLength(2);
  });

  it('takes monster overrides: resistance, VP and penalties', () => {
    const out = run(onePlayer([
      { id: 'd', card: 'dragon', resistance: 3, vp: 1 }, { card: 'paladin', attack: 3, attachedTo: 'd' }, { card: 'barracks' },
      { id: 't', card: 'troll', penalties: ['treasure'] }, { card: 'ruby' }, { card: 'cabin' },
    ]));
    expect(out.players[0]?.defeated).toEqual(['dragon']);
    // The Troll survives but only takes the Ruby; both buildings stay.
    expect(out.players[0]?.kept).toEqual(['paladin', 'barracks', 'cabin']);
    expect(out.players[0]?.score).toEqual({ heroes: 1, buildings: 3, treasures: 0, monsters: 1, total: 5 });
  });

  it('follows the battle order', () => {
    // Two Mages: 4 against the first monster, then 2 against the other.
    const cards = [{ id: 'g', card: 'goblin' }, { id: 'w', card: 'wolf' }, { card: 'mage' }, { card: 'mage' }, { card: 'castle' }];
    expect(run(onePlayer(cards, { battleOrder: ['w', 'g'] })).players[0]?.defeated).toEqual(['wolf']);
    expect(run(onePlayer(cards, { battleOrder: ['g', 'w'] })).players[0]?.defeated).toEqual(['goblin']);
    // Without an order, monsters are fought as listed.
    expect(run(onePlayer(cards)).players[0]?.defeated).toEqual(['goblin']);
  });

  it('uses the Rogue only on the monster the scenario names', () => {
    const cards = [{ id: 'g', card: 'goblin' }, { id: 'w', card: 'wolf' }, { card: 'mage' }, { card: 'mage' }, { card: 'rogue' }, { card: 'castle' }];
    expect(run(onePlayer(cards)).players[0]?.kept).toContain('rogue');
    // The Wolf gone, the Mages face the Goblin alone with 1 + 1 and lose; no Wolf penalty either.
    const out = run(onePlayer(cards, { rogueTarget: 'w' }));
    expect(out.players[0]?.kept).toEqual(['mage', 'mage', 'castle']);
    expect(out.players[0]?.defeated).toEqual([]);
  });

  it('uses a Priestess where the scenario says, else in the first step where she saves a card', () => {
    const cards = [{ card: 'plague', penalties: 1 }, { id: 'o', card: 'orc' }, { card: 'priestess' }, { card: 'archer' }, { id: 'm', card: 'mage' }, { card: 'castle' }];
    const first = run(onePlayer(cards));
    // Plague effect: she cancels its penalty; the Orc (Mage 1 + Archer 1 < 9) then takes Archer and Mage.
    expect(first.players[0]?.kept).toEqual(['castle']);
    const later = run(onePlayer(cards, { usePriestess: 'battles', discardOrder: ['m'] }));
    // Kept for the battles: the plague takes the Mage, and she saves the Archer from the Orc's two penalties.
    expect(later.players[0]?.kept).toEqual(['archer', 'castle']);
  });

  it('aims archers without a target at the first monster in battle order', () => {
    const cards = [{ id: 'g', card: 'goblin' }, { id: 'w', card: 'wolf' }, { card: 'archer' }, { card: 'archer' }, { card: 'castle' }];
    // Two archers (3 each) on the Wolf beat it; on the Goblin they beat it instead.
    expect(run(onePlayer(cards, { battleOrder: ['w'] })).players[0]?.defeated).toEqual(['wolf']);
    expect(run(onePlayer(cards)).players[0]?.defeated).toEqual(['goblin']);
  });
});
