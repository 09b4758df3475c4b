/** Setup: build the decks for the player count, bury the Last Round card, pick the first revealer. */
import {
  factionCatalog, kingdomDef, LAST_ROUND_DEF, LAST_ROUND_ID, LAST_ROUND_POOL, MAX_PLAYERS, MIN_PLAYERS, plagueCatalog,
  type CardDef,
} from '../cards/catalog';
import { MARK_MIN_PLAYERS } from '../cards/kinds';
import { seatId, type CardId } from '../ids';
import { randomInt, seedRng, shuffle } from '../../../kit/random';
import { RULES_VERSION, type RulesVersion } from '../rulesVersion';
import type { GameState } from '../state';
import { emit } from './update';

export interface NewGameOptions {
  seed: number | string;
  players: { name: string }[];
  /** Omitted: the current rules version. */
  rulesVersion?: RulesVersion;
}

/**
 * Card definitions never change, so every game with the same player count shares one frozen
 * table: no rebuild per game, and views can recognise the table by identity.
 */
const tables = new Map<number, { defs: readonly CardDef[]; cards: Record<string, CardDef> }>();

function cardTable(count: number): { defs: readonly CardDef[]; cards: Record<string, CardDef> } {
  const known = tables.get(count);
  if (known) return known;
  const defs: CardDef[] = [...factionCatalog(), ...plagueCatalog(), LAST_ROUND_DEF, ...Array.from({ length: count }, (_, i) => kingdomDef(i))];
  const cards: Record<string, CardDef> = {};
  for (const d of defs) cards[d.id] = Object.freeze(d);
  const table = { defs: Object.freeze(defs), cards: Object.freeze(cards) };
  tables.set(count, table);
  return table;
}

/** The state before setup: every card in the box, nothing shuffled. */
export function newGameState({ seed, players, rulesVersion = RULES_VERSION }: NewGameOptions): GameState {
  if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) {
    throw new Error(`Mirianth Wars needs ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players.length}`);
  }
  const { defs, cards } = cardTable(players.length);
  return {
    game: 'mirianth-wars',
    // Version 1 leaves the field out: its states, and so its saves' hashes, stay as they were.
    ...(rulesVersion === 1 ? {} : { rulesVersion }),
    step: 'setup',
    seed,
    rng: seedRng(seed),
    players: players.map((p, i) => ({
      seat: seatId(i), name: p.name, kingdom: kingdomDef(i).id, faction: [], defeated: [], attachments: [],
    })),
    cards,
    drawDeck: [],
    plagueDeck: [],
    box: defs.filter((d) => d.type !== 'kingdom').map((d) => d.id),
    aside: [],
    roundNo: 0,
    revealer: seatId(0),
    lastRound: 'notYet',
    round: null,
    promises: [],
    promiseCounter: 0,
    resolution: null,
    result: null,
    events: [],
  };
}

export function setupGame(s: GameState): GameState {
  const count = s.players.length;
  const inPlay = (d: CardDef): boolean => d.mark !== null && MARK_MIN_PLAYERS[d.mark] <= count;
  const all = Object.values(s.cards);
  const plague = shuffle(s.rng, all.filter((d) => d.type === 'plague').map((d) => d.id));
  const deck = shuffle(plague.rng, all.filter(inPlay).map((d) => d.id));
  const poolSize = LAST_ROUND_POOL[count] ?? 20;
  const top = deck.items.slice(0, deck.items.length - poolSize);
  const pool = shuffle(deck.rng, [...deck.items.slice(deck.items.length - poolSize), LAST_ROUND_ID]);
  const first = randomInt(pool.rng, 0, count - 1);
  const used = new Set<CardId>([...plague.items, ...deck.items, LAST_ROUND_ID]);
  return emit(
    {
      ...s,
      rng: first.rng,
      plagueDeck: plague.items,
      drawDeck: [...top, ...pool.items],
      box: s.box.filter((id) => !used.has(id)),
      revealer: seatId(first.value),
    },
    { type: 'decksShuffled', drawCount: deck.items.length + 1, plagueCount: plague.items.length, firstRevealer: seatId(first.value) },
  );
}
