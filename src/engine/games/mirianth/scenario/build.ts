/** Turns a scenario into a game state that starts at Resolution, with the given factions. */
import { KIND_TABLE, LAST_ROUND_DEF, monsterDef, PALADIN_VP_BY_ATTACK, kingdomDef, type CardDef } from '../cards/catalog';
import { MONSTER_KINDS, type MonsterKind } from '../cards/kinds';
import { cardId, seatId, type CardId } from '../ids';
import { seedRng } from '../../../kit/random';
import type { Attachment, GameState } from '../state';
import type { Scenario, ScenarioPlayer } from './schema';

export const DEFAULT_PALADIN_ATTACK = 3;
export const DEFAULT_PLAGUE_PENALTIES = 1;

const isMonster = (kind: string): kind is MonsterKind => (MONSTER_KINDS as readonly string[]).includes(kind);

type Entry = ScenarioPlayer['cards'][number];

function defFor(id: CardId, c: Entry): CardDef {
  if (c.card === 'plague') {
    return { id, kind: 'plague', type: 'plague', vp: 0, mark: null, plague: typeof c.penalties === 'number' ? c.penalties : DEFAULT_PLAGUE_PENALTIES };
  }
  if (c.card === 'paladin') {
    const attack = c.attack ?? DEFAULT_PALADIN_ATTACK;
    return { id, kind: 'paladin', type: 'hero', vp: PALADIN_VP_BY_ATTACK[attack] ?? 0, mark: null, attack };
  }
  if (isMonster(c.card)) {
    const base = monsterDef(id, c.card, null);
    return {
      ...base,
      resistance: c.resistance ?? base.resistance,
      vp: c.vp ?? base.vp,
      penalties: Array.isArray(c.penalties) ? [...c.penalties] : base.penalties,
    };
  }
  const entry = KIND_TABLE[c.card];
  return { id, kind: c.card, type: entry.type, vp: entry.vp, mark: null };
}

/** `base`, or `base` with primes added until no other card has that name; the name is then taken. */
function freeName(base: string, taken: Set<string>): string {
  let name = base;
  while (taken.has(name)) name = `${name}'`;
  taken.add(name);
  return name;
}

/** Scenario ids as written, or generated ones; mapped to engine card ids. */
export interface BuiltScenario {
  state: GameState;
  /** Scenario id (or generated id) -> engine card id, per seat. */
  ids: Map<string, CardId>[];
}

export function buildScenario(sc: Scenario): BuiltScenario {
  const cards: Record<string, CardDef> = { [LAST_ROUND_DEF.id]: LAST_ROUND_DEF };
  const ids: Map<string, CardId>[] = [];
  const players = sc.players.map((p, seat) => {
    const local = new Map<string, CardId>();
    const faction: CardId[] = [];
    // A generated id ("archer-2") must not take a name the scenario wrote for another card.
    const taken = new Set(p.cards.flatMap((c) => (c.id === undefined ? [] : [c.id])));
    p.cards.forEach((c, i) => {
      const name = c.id ?? freeName(`${c.card}-${i + 1}`, taken);
      // Prefix with the seat so ids from different players can never collide in the engine.
      const id = cardId(`s${seat}:${name}`);
      local.set(name, id);
      cards[id] = defFor(id, c);
      faction.push(id);
    });
    const attachments: Attachment[] = p.cards.flatMap((c, i) => {
      const paladin = faction[i];
      const monster = c.attachedTo === undefined ? undefined : local.get(c.attachedTo);
      return paladin && monster ? [{ paladin, monster }] : [];
    });
    const kingdom = kingdomDef(seat);
    cards[kingdom.id] = kingdom;
    ids.push(local);
    return { seat: seatId(seat), name: p.name, kingdom: kingdom.id, faction, defeated: [], attachments };
  });
  const state: GameState = {
    game: 'mirianth-wars',
    step: 'setup',
    seed: 0,
    rng: seedRng(0),
    players,
    cards,
    drawDeck: [],
    plagueDeck: [],
    box: [],
    aside: [LAST_ROUND_DEF.id],
    roundNo: 0,
    revealer: seatId(0),
    lastRound: 'over',
    round: null,
    promises: [],
    promiseCounter: 0,
    resolution: null,
    result: null,
    events: [],
  };
  return { state, ids };
}
